import type { z } from "zod";
import { LoupeError } from "@/lib/errors";

/**
 * Reads a request's query parameters (each given once) and validates them with a zod schema
 * over an object of strings. Every failure is a `request:invalid` naming the parameter.
 */
export function readQuery<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
): z.infer<Schema> {
  const parameters = new URL(request.url).searchParams;
  const values: Record<string, string> = {};
  for (const [name, value] of parameters) {
    if (name in values) {
      throw new LoupeError("request:invalid", `The query parameter ${name} is given twice.`);
    }
    values[name] = value;
  }
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    const issues = parsed.error.issues
      .map((issue) =>
        issue.path.length > 0 ? `${issue.path.join(".")}: ${issue.message}` : issue.message,
      )
      .join("; ");
    throw new LoupeError("request:invalid", `The query is invalid: ${issues}`);
  }
  return parsed.data;
}
