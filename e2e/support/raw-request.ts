import { request as httpRequest, type IncomingHttpHeaders } from "node:http";

/** Where the end-to-end tests' Loupe listens (`E2E_PORT`, so two checkouts can test side by side). */
export const loupePort = Number(process.env.E2E_PORT ?? 3210);

/** A raw answer: status, headers and the whole body as text. */
export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * Sends one request to Loupe over `node:http`, the path sent byte for byte and the `Host` as
 * given (a browser or Playwright's request API would normalise both). Fails when no complete
 * answer arrives within `timeoutMs`, so an endpoint that holds a stream open shows as a failure.
 */
export function rawRequest(
  path: string,
  {
    method = "GET",
    host = `127.0.0.1:${loupePort}`,
    headers = {},
    body,
    timeoutMs = 10_000,
  }: {
    method?: string;
    host?: string;
    headers?: Record<string, string>;
    body?: string;
    timeoutMs?: number;
  } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { host: "127.0.0.1", port: loupePort, method, path, headers: { ...headers, host } },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
        incoming.on("error", reject);
        incoming.on("end", () =>
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
      },
    );
    outgoing.setTimeout(timeoutMs, () => {
      outgoing.destroy(
        new Error(`${method} ${path} (Host ${host}) got no full answer in ${timeoutMs} ms`),
      );
    });
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}
