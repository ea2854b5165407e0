import type { NextConfig } from "next";

/** How much of a request body Next buffers for the proxy; see `next.config.mjs`. */
export declare const PROXY_BODY_BUFFER_BYTES: number;

/** Loupe's Next configuration; see `next.config.mjs`. */
declare const nextConfig: NextConfig;
export default nextConfig;
