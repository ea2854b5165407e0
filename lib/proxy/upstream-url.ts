/** A path's segments, without empty ones (so `/v1/` and `v1` are the same). */
function segmentsOf(path: string): string[] {
  return path.split("/").filter((segment) => segment !== "");
}

/**
 * The upstream URL a proxied request goes to: the rest of the path (after `/api/proxy/<name>`)
 * appended to the upstream's base URL, with the segments the base already ends with not repeated,
 * and the query string as the client wrote it. With base `https://api.openai.com/v1`, both
 * `/v1/chat/completions` and `/chat/completions` go to `https://api.openai.com/v1/chat/completions`,
 * so a client configured with the proxy URL with or without the `/v1` reaches the same endpoint.
 */
export function upstreamUrl(baseUrl: string, restPath: string, search: string): string {
  const base = new URL(baseUrl);
  const baseSegments = segmentsOf(base.pathname);
  const restSegments = segmentsOf(restPath);
  let overlap = Math.min(baseSegments.length, restSegments.length);
  while (overlap > 0) {
    const tail = baseSegments.slice(baseSegments.length - overlap);
    if (tail.every((segment, index) => segment === restSegments[index])) break;
    overlap -= 1;
  }
  const segments = [...baseSegments, ...restSegments.slice(overlap)];
  const trailingSlash = restPath.endsWith("/") && restSegments.length > 0 ? "/" : "";
  return `${base.origin}/${segments.join("/")}${trailingSlash}${search}`;
}
