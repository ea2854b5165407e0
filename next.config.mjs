import { dirname } from "node:path";
import { fileURLToPath } from "node:url";

const root = dirname(fileURLToPath(import.meta.url));

/**
 * The image optimizer is off: Loupe shows no remote images, and `/_next/image` would fetch any
 * local path for any caller (the proxy refuses the path too). Security headers are set by
 * `proxy.ts`, which runs on every path, so they reach pages, API answers and static files alike.
 *
 * @type {import('next').NextConfig}
 */
const nextConfig = {
  turbopack: { root },
  outputFileTracingRoot: root,
  serverExternalPackages: ["better-sqlite3"],
  poweredByHeader: false,
  images: { unoptimized: true },
};

export default nextConfig;
