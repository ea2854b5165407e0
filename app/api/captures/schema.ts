import { z } from "zod";
import { listPageQueryFields } from "@/app/api/sessions/schema";

/** Query of `GET /api/captures`: `?q=&source=&upstream=&limit=&before=`. */
export const listCapturesQuerySchema = z
  .object({
    ...listPageQueryFields,
    source: z.enum(["proxy", "import"]).optional(),
    upstream: z.string().min(1).max(100).optional(),
  })
  .strict();
