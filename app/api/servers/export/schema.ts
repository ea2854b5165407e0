import { z } from "zod";
import { EXPORT_FORMATS } from "@/lib/servers/export-servers";

/** Query of `GET /api/servers/export`: `?format=mcpServers|vscode` (default `mcpServers`). */
export const exportServersQuerySchema = z
  .object({
    format: z
      .enum(EXPORT_FORMATS, { error: 'format must be "mcpServers" or "vscode"' })
      .default("mcpServers"),
  })
  .strict();
