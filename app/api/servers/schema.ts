import { listedServerConfigSchema } from "@/lib/api/servers";

/**
 * Body of `POST /api/servers`: `{ name, transport: "stdio" | "sse" | "streamable-http", url?,
 * headers?, command?, args?, env?, cwd?, timeouts? }`.
 */
export const createServerSchema = listedServerConfigSchema;
