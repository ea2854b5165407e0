import { z } from "zod";
import { createSessionSchema } from "@/app/api/sessions/schema";

/** Body of `POST /api/captures/:id/session`: the model the new session steps with. */
export const openCaptureSchema = z.object({ model: z.string().min(1, "choose a model") }).strict();

/** What a captured request's session is called in the message that says why it cannot open. */
export const CAPTURED_SESSION_WHAT = "The session made from the captured request";

/** A captured request's session as `POST /api/sessions` would check it, whatever its model. */
export const capturedSessionSchema = createSessionSchema.omit({ model: true });
