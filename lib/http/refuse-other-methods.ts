import { LoupeError } from "@/lib/errors";
import { apiRoute } from "@/lib/http/api-route";

/** The methods a route file can export; Next answers OPTIONS itself, and HEAD from GET. */
export const routeMethods = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"] as const;

/** One of {@link routeMethods}. */
export type RouteMethod = (typeof routeMethods)[number];

/** The methods a route implementing `Implemented` leaves to refuse (HEAD comes with GET). */
export type RefusedMethod<Implemented extends string> = Exclude<
  RouteMethod,
  Implemented | ("GET" extends Implemented ? "HEAD" : never)
>;

type RefusingHandler = (request: Request, context: unknown) => Promise<Response>;

/**
 * Handlers for every method a route does not implement, each answering 405
 * `request:method_not_allowed` with an `Allow` header naming the ones it does. Next would
 * otherwise answer a bare 405 with no body and no `Allow`. A route file ends with
 * `export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods({ GET });`.
 */
export function refuseOtherMethods<Implemented extends Partial<Record<RouteMethod, unknown>>>(
  implemented: Implemented,
): Record<RefusedMethod<Extract<keyof Implemented, string>>, RefusingHandler> {
  const allowed = routeMethods.filter((method) => method in implemented);
  const allow = allowed.join(", ");
  const refused = routeMethods.filter(
    (method) => !allowed.includes(method) && !(method === "HEAD" && allowed.includes("GET")),
  );
  const refuse = apiRoute({ token: false }, (request: Request) => {
    const path = new URL(request.url).pathname;
    return new LoupeError(
      "request:method_not_allowed",
      `${request.method} is not allowed on ${path}; it answers ${allow}.`,
    ).toResponse({ Allow: allow });
  });
  return Object.fromEntries(refused.map((method) => [method, refuse])) as Record<
    RefusedMethod<Extract<keyof Implemented, string>>,
    RefusingHandler
  >;
}
