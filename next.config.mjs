import { dirname } from "node:path";
import { fileURLToPath } from "node:url";

const root = dirname(fileURLToPath(import.meta.url));

/**
 * How much of a request body Next buffers for the proxy (its default is 10 MB, and it cuts the
 * body there without a word, so a larger capture import read as invalid JSON): the largest body
 * a route takes (`MAX_CAPTURE_BODY_BYTES` in `lib/captures/capture-format.ts`, 41 MiB) plus 1 MiB,
 * so a body past a route's limit still reaches it longer than the limit and is answered 413.
 */
export const PROXY_BODY_BUFFER_BYTES = (2 * 20 + 1 + 1) * 1024 * 1024;

/**
 * The image optimizer is off: Loupe shows no remote images, and `/_next/image` would fetch any
 * local path for any caller (the proxy refuses the path too). Security headers are set by
 * `proxy.ts`, which runs on every path, so they reach pages, API answers and static files alike;
 * running it makes Next buffer each request body, up to `PROXY_BODY_BUFFER_BYTES`.
 *
 * @type {import('next').NextConfig}
 */
const nextConfig = {
  turbopack: { root },
  outputFileTracingRoot: root,
  serverExternalPackages: ["better-sqlite3"],
  poweredByHeader: false,
  images: { unoptimized: true },
  experimental: { proxyClientMaxBodySize: PROXY_BODY_BUFFER_BYTES },
};

export default nextConfig;
