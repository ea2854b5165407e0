import { toolChoiceExportQuerySchema } from "@/app/api/tool-choice/schema";
import { apiRoute } from "@/lib/http/api-route";
import { readQuery } from "@/lib/http/read-query";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";
import { readToolChoice } from "@/lib/tool-choice/read-tool-choice";
import { toolChoiceCsv } from "@/lib/tool-choice/tool-choice-csv";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type Context = { params: Promise<{ id: string }> };

/**
 * `GET /api/tool-choice/:id/export?format=csv`: the matrix as a CSV download
 * (`loupe-tool-choice-<id>.csv`, RFC 4180, one line per cell; columns in `toolChoiceCsv`).
 */
export const GET = apiRoute<Context>({ token: true }, async (request, { params }) => {
  const { id } = await params;
  readQuery(request, toolChoiceExportQuerySchema);
  const matrix = readToolChoice(id);
  return new Response(toolChoiceCsv(matrix), {
    headers: {
      "content-type": "text/csv; charset=utf-8; header=present",
      "content-disposition": `attachment; filename="loupe-tool-choice-${matrix.id}.csv"`,
      "cache-control": "no-store",
    },
  });
});

/** Every other method: 405 `request:method_not_allowed` with `Allow`. */
export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods({ GET });
