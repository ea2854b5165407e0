import { errorMessage, LoupeError } from "@/lib/errors";
import { isJsonContentType, unsupportedMediaType } from "@/lib/http/json-content-type";
import { readLimitedText } from "@/lib/http/read-limited-text";
import { tooDeepPath, tooDeepReason } from "@/lib/json/json-depth";

function parsedLine(line: string, what: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch (error) {
    throw new LoupeError("request:invalid", `${what} is not valid JSON: ${errorMessage(error)}`);
  }
  const deep = tooDeepPath(value);
  if (deep !== undefined)
    throw new LoupeError("request:invalid", `${what} ${tooDeepReason(deep)}.`);
  return value;
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * A request body of one JSON value, or of JSON Lines (one value per line, as a collector's file
 * exporter writes), as the values it holds, with `readJson`'s size limit, media type and depth
 * rules. A body that is neither is `request:invalid` naming the line that breaks.
 */
export async function readJsonDocuments(
  request: Request,
  { maxBytes }: { maxBytes: number },
): Promise<unknown[]> {
  const body = await readLimitedText(request, maxBytes);
  if (body.tooLarge) {
    throw new LoupeError("request:too_large", `The request body is larger than ${maxBytes} bytes.`);
  }
  const { text } = body;
  const contentType = request.headers.get("content-type");
  if (text !== "" && !isJsonContentType(contentType)) throw unsupportedMediaType(contentType);
  if (text.trim() === "") {
    throw new LoupeError("request:invalid", "The request body is empty; send a JSON object.");
  }
  try {
    return [parsedLine(text, "The request body")];
  } catch (whole) {
    const lines = text.split(/\r?\n/).filter((line) => line.trim() !== "");
    if (lines.length < 2 || !isJson(lines[0] ?? "")) throw whole;
    return lines.map((line, index) => parsedLine(line, `Line ${index + 1} of the request body`));
  }
}
