import { z } from "zod";
import { MAX_OBSERVATION_CHARS } from "@/app/api/sessions/[id]/decision/schema";

/** Body of `PATCH /api/sessions/:id/messages/:index`. */
export const editMessageSchema = z.object({ content: z.string().max(MAX_OBSERVATION_CHARS) });

/**
 * The `:index` path segment: a message position, 0 being the system prompt, written as a plain
 * decimal in its one canonical spelling. Signs, spaces, hex (`0x1`), exponents, fractions and
 * leading zeros (`01`) are refused rather than read as a number: a lenient parse once let `%20`
 * (read as 0) edit the system prompt, and one message has one address.
 */
export const messageIndexSchema = z
  .string()
  .regex(/^(0|[1-9][0-9]{0,14})$/, "a message index is a non-negative decimal integer")
  .transform(Number);
