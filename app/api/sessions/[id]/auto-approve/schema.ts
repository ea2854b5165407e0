import { z } from "zod";
import { autoApproveListSchema } from "@/app/api/sessions/auto-approve-schema";

/** Body of `PUT /api/sessions/:id/auto-approve`: the whole new list. */
export const setAutoApproveSchema = z.object({ tools: autoApproveListSchema }).strict();
