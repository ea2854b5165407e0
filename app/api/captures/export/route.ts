import { exportCapturesQuerySchema } from "@/app/api/captures/export/schema";
import { exportCaptures } from "@/lib/captures/export/export-captures";
import { apiRoute } from "@/lib/http/api-route";
import { readQuery } from "@/lib/http/read-query";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";
import { getEventStore } from "@/lib/store";
import { getDatabase } from "@/lib/store/database";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

const CONTENT_TYPES = {
  har: "application/json; charset=utf-8",
  jsonl: "application/x-ndjson; charset=utf-8",
} as const;

/**
 * `GET /api/captures/export?format=har|jsonl&q=&source=&upstream=&errors=1&ids=a,b`: the captures the
 * filters pick, newest first, as a download (`loupe-captures-<date>.<format>`), streamed; every
 * known secret masked (the export masks its own lines, so the answer passes on unbuffered).
 */
export const GET = apiRoute({ token: true, passThrough: true }, (request) => {
  const { format, q, ...filters } = readQuery(request, exportCapturesQuerySchema);
  const body = exportCaptures(getEventStore(), getDatabase(), format, {
    ...filters,
    ...(q ? { query: q } : {}),
  });
  const date = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      "content-type": CONTENT_TYPES[format],
      "content-disposition": `attachment; filename="loupe-captures-${date}.${format}"`,
      "cache-control": "no-store",
    },
  });
});

/** Every other method: 405 `request:method_not_allowed` with `Allow`. */
export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods({ GET });
