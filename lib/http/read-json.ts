import type { z } from "zod";
import { errorMessage, LoupeError } from "@/lib/errors";
import { fieldPath } from "@/lib/http/field-path";
import { isJsonContentType, unsupportedMediaType } from "@/lib/http/json-content-type";
import { readLimitedText } from "@/lib/http/read-limited-text";
import { tooDeepPath, tooDeepReason } from "@/lib/json/json-depth";

/** Largest JSON request body an API route accepts (1 MiB). */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

/**
 * Reads a request's JSON body and validates it with a zod schema, with a size limit; a body not
 * declared `application/json` is 415 `request:unsupported_media_type`, whatever it holds.
 * Every failure is a `LoupeError` that says what was wrong and where.
 */
export async function readJson<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
  { maxBytes = MAX_JSON_BODY_BYTES, allowEmpty = false } = {},
): Promise<z.infer<Schema>> {
  const body = await readLimitedText(request, maxBytes);
  if (body.tooLarge) {
    throw new LoupeError("request:too_large", `The request body is larger than ${maxBytes} bytes.`);
  }
  const { text } = body;
  const contentType = request.headers.get("content-type");
  if (text !== "" && !isJsonContentType(contentType)) throw unsupportedMediaType(contentType);
  let value: unknown;
  if (text.trim() === "") {
    if (!allowEmpty)
      throw new LoupeError("request:invalid", "The request body is empty; send a JSON object.");
    value = {};
  } else {
    try {
      value = JSON.parse(text);
    } catch (error) {
      const reason = errorMessage(error);
      throw new LoupeError("request:invalid", `The request body is not valid JSON: ${reason}`);
    }
    const deep = tooDeepPath(value);
    if (deep !== undefined) {
      throw new LoupeError("request:invalid", `The request body ${tooDeepReason(deep)}.`);
    }
  }
  return parseBody(schema, value, "The request body");
}

/**
 * Validates a value built as a request body would be (`what` names it in the message), with the
 * same located `request:invalid` as {@link readJson}: `history.3.toolCallId: …`.
 */
export function parseBody<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
  what: string,
): z.infer<Schema> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issues = parsed.error.issues
      .map((issue) => `${issue.path.length > 0 ? fieldPath(issue.path) : "body"}: ${issue.message}`)
      .join("; ");
    throw new LoupeError("request:invalid", `${what} is invalid: ${issues}`);
  }
  return parsed.data;
}
