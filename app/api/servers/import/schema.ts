import { z } from "zod";

/**
 * Body of `POST /api/servers/import`: a client's config file as it is (Claude Desktop, Cursor,
 * Cline, `.mcp.json`, VS Code); its shape is read, leniently, by `readServerConfigFile`.
 */
export const importServersSchema = z.unknown();
