import { AsyncLocalStorage } from "node:async_hooks";
import { createRequire } from "node:module";

type DoesMiddlewareMatch = (input: {
  config: { matcher: string | string[] };
  url: string;
}) => boolean;

/**
 * Whether Next would run a proxy with this `matcher` for `url`, by Next's own matcher code.
 * Next's testing module reads `AsyncLocalStorage` from the global scope, as its server sets it;
 * it is loaded with `require` so its global type declarations stay out of the project's types.
 */
export function proxyMatcherMatches(matcher: string | string[], url: string): boolean {
  const scope = globalThis as { AsyncLocalStorage?: typeof AsyncLocalStorage };
  scope.AsyncLocalStorage ??= AsyncLocalStorage;
  const testing = createRequire(import.meta.url)("next/experimental/testing/server") as {
    unstable_doesMiddlewareMatch: DoesMiddlewareMatch;
  };
  return testing.unstable_doesMiddlewareMatch({ config: { matcher }, url });
}
