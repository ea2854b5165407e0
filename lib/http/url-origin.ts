/**
 * The scheme, host and port of a url (`http://127.0.0.1:8080`), or undefined when it does not
 * parse: what a stored credential is bound to, as a browser binds a saved password.
 */
export function urlOrigin(url: string): string | undefined {
  try {
    return new URL(url.trim()).origin;
  } catch {
    return undefined;
  }
}
