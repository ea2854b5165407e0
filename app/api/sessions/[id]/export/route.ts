import { exportSessionQuerySchema } from "@/app/api/sessions/[id]/export/schema";
import { apiRoute } from "@/lib/http/api-route";
import { readQuery } from "@/lib/http/read-query";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";
import { exportSessionFile } from "@/lib/session-file/export-session-file";
import { getEventStore } from "@/lib/store";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type Context = { params: Promise<{ id: string }> };

const DOWNLOADS = {
  json: { type: "application/json; charset=utf-8", extension: "json" },
  har: { type: "application/json; charset=utf-8", extension: "har" },
} as const;

/**
 * `GET /api/sessions/:id/export[?format=har]`: the session as a download, streamed
 * (`loupe-session-<id>.json`: `{ format: "loupe-session", version, exportedAt, session, events }`;
 * `.har`: its model and MCP HTTP exchanges), every known secret masked.
 */
export const GET = apiRoute<Context>(
  { token: true, passThrough: true },
  async (request, { params }) => {
    const { id } = await params;
    const { format } = readQuery(request, exportSessionQuerySchema);
    const body = exportSessionFile(getEventStore(), id, format);
    const download = DOWNLOADS[format];
    return new Response(body, {
      headers: {
        "content-type": download.type,
        "content-disposition": `attachment; filename="loupe-session-${id}.${download.extension}"`,
        "cache-control": "no-store",
      },
    });
  },
);

/** Every other method: 405 `request:method_not_allowed` with `Allow`. */
export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods({ GET });
