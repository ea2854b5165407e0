import { toLoupeError } from "@/lib/errors";
import { refuseNonJsonWrite } from "@/lib/http/json-content-type";
import { withSecurityHeaders } from "@/lib/http/security-headers";
import { checkRequest, type GuardOptions } from "@/lib/security/guard";
import { scrubText } from "@/lib/security/scrub-event";
import { scrubJsonResponse } from "@/lib/security/scrub-response";

/**
 * How a route is guarded; `jsonOnly: false` only for routes that write nothing (the 404 catch-alls)
 * or pass any body on (the logging proxy). `passThrough: true` hands the handler's answer on byte
 * for byte, not scrubbed (the logging proxy streams an upstream's answer; its own errors still are).
 */
type ApiRouteOptions = GuardOptions & { jsonOnly?: boolean; passThrough?: boolean };

/**
 * Wraps a route handler with the security guard, the JSON-only rule for writes (415 for any other
 * body type), the one error shape and the security headers:
 * every API route is `export const POST = apiRoute({ token: true }, async (request, context) => ...)`.
 */
export function apiRoute<Context>(
  options: ApiRouteOptions,
  handler: (request: Request, context: Context) => Promise<Response> | Response,
): (request: Request, context: Context) => Promise<Response> {
  // JSON answers and logged messages have every known secret masked (scrubJsonResponse).
  return async (request, context) => {
    const { response, passedOn } = await answer(request, context);
    return withSecurityHeaders(passedOn ? response : await scrubJsonResponse(response));
  };
  async function answer(
    request: Request,
    context: Context,
  ): Promise<{ response: Response; passedOn: boolean }> {
    try {
      const denied =
        checkRequest(request, options) ??
        (options.jsonOnly === false ? null : refuseNonJsonWrite(request));
      if (denied) return { response: denied.toResponse(), passedOn: false };
      return { response: await handler(request, context), passedOn: options.passThrough === true };
    } catch (error) {
      const loupeError = toLoupeError(error);
      const where = `[loupe] ${request.method} ${new URL(request.url).pathname}:`;
      // A bug gets its stack; an upstream that failed (a 502) is said in one line.
      if (loupeError.status === 500) console.error(where, error);
      else if (loupeError.status > 500) console.warn(where, scrubText(loupeError.message));
      return { response: loupeError.toResponse(), passedOn: false };
    }
  }
}
