import { z } from "zod";
import { MAX_LIST_LIMIT, queryInteger } from "@/app/api/sessions/schema";
import { parseSessionCursor } from "@/lib/loop/session-list";

/** Query of `GET /api/captures`: `?q=&source=&upstream=&limit=&before=`. */
export const listCapturesQuerySchema = z
  .object({
    q: z.string().max(200, "q is longer than 200 characters").optional(),
    source: z.enum(["proxy", "import"]).optional(),
    upstream: z.string().min(1).max(100).optional(),
    limit: queryInteger("limit", 1, MAX_LIST_LIMIT).default(50),
    before: z
      .string()
      .transform((text, context) => {
        const cursor = parseSessionCursor(text);
        if (!cursor) {
          context.addIssue({
            code: "custom",
            message: "before is not a cursor this API gave (pass nextBefore as it came)",
          });
          return z.NEVER;
        }
        return cursor;
      })
      .optional(),
  })
  .strict();
