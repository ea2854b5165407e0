import { z } from "zod";

/** Body of `POST /api/captures/:id/session`: the model the new session steps with. */
export const openCaptureSchema = z.object({ model: z.string().min(1, "choose a model") }).strict();
