import { z } from "zod";
import { listPageQueryFields } from "@/app/api/sessions/schema";

/** Query of `GET /api/captures`: `?q=&source=&upstream=&conversation=&errors=1&limit=&before=`. */
export const listCapturesQuerySchema = z
  .object({
    ...listPageQueryFields,
    source: z.enum(["proxy", "import"]).optional(),
    upstream: z.string().min(1).max(100).optional(),
    conversation: z.string().min(1).max(200).optional(),
    /** `1`: only the exchanges that failed. */
    errors: z
      .literal("1", { error: "errors takes 1 (only failed exchanges) or is left out" })
      .transform(() => true)
      .optional(),
  })
  .strict();
