import { toLoupeError } from "@/lib/errors";
import { checkRequest, type GuardOptions } from "@/lib/security/guard";

/**
 * Wraps a route handler with the security guard and the one error shape: every API route is
 * `export const POST = apiRoute({ token: true }, async (request, context) => ...)`.
 */
export function apiRoute<Context>(
  options: GuardOptions,
  handler: (request: Request, context: Context) => Promise<Response> | Response,
): (request: Request, context: Context) => Promise<Response> {
  return async (request, context) => {
    try {
      const denied = checkRequest(request, options);
      if (denied) return denied.toResponse();
      return await handler(request, context);
    } catch (error) {
      const loupeError = toLoupeError(error);
      const where = `[loupe] ${request.method} ${new URL(request.url).pathname}:`;
      // A bug gets its stack; an upstream that failed (a 502) is said in one line.
      if (loupeError.status === 500) console.error(where, error);
      else if (loupeError.status > 500) console.warn(where, loupeError.message);
      return loupeError.toResponse();
    }
  };
}
