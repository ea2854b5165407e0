import { exportComparisonQuerySchema } from "@/app/api/comparisons/[id]/export/schema";
import { exportComparisonFile } from "@/lib/comparisons/export-comparison-file";
import { apiRoute } from "@/lib/http/api-route";
import { readQuery } from "@/lib/http/read-query";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";
import { getEventStore } from "@/lib/store";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type Context = { params: Promise<{ id: string }> };

const DOWNLOADS = {
  json: { type: "application/json; charset=utf-8", extension: "json" },
  markdown: { type: "text/markdown; charset=utf-8", extension: "md" },
} as const;

/**
 * `GET /api/comparisons/:id/export[?format=markdown]`: the comparison as a download
 * (`loupe-comparison-<id>.json`, streamed: `{ format: "loupe-comparison", version, exportedAt,
 * comparison, sessions }`; `.md`: its title, metrics table and per-turn actions table), every
 * known secret masked.
 */
export const GET = apiRoute<Context>(
  { token: true, passThrough: true },
  async (request, { params }) => {
    const { id } = await params;
    const { format } = readQuery(request, exportComparisonQuerySchema);
    const body = exportComparisonFile(getEventStore(), id, format);
    const download = DOWNLOADS[format];
    return new Response(body, {
      headers: {
        "content-type": download.type,
        "content-disposition": `attachment; filename="loupe-comparison-${id}.${download.extension}"`,
        "cache-control": "no-store",
      },
    });
  },
);

/** Every other method: 405 `request:method_not_allowed` with `Allow`. */
export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods({ GET });
