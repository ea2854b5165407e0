/**
 * The path after `/api/proxy/<upstream>` as the client wrote it (still percent-encoded, a
 * trailing slash kept), from the request URL; from the route's decoded segments when the URL
 * spells the upstream otherwise.
 */
export function restPathOf(url: string, upstream: string, segments: readonly string[]): string {
  const { pathname } = new URL(url);
  const prefix = `/api/proxy/${encodeURIComponent(upstream)}`;
  if (pathname.startsWith(`${prefix}/`)) return pathname.slice(prefix.length);
  return `/${segments.map(encodeURIComponent).join("/")}`;
}
