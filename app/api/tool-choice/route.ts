import { MAX_TOOL_CHOICE_BODY_BYTES, toolChoiceSchema } from "@/app/api/tool-choice/schema";
import { apiRoute } from "@/lib/http/api-route";
import { readJson } from "@/lib/http/read-json";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";
import { listToolChoices } from "@/lib/tool-choice/read-tool-choice";
import { runToolChoice } from "@/lib/tool-choice/run-tool-choice";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

/** `GET /api/tool-choice` → `{ matrices }`: the newest saved matrices (100 at most), newest first. */
export const GET = apiRoute({ token: true }, () => Response.json({ matrices: listToolChoices() }));

/**
 * `POST /api/tool-choice` `{ queries: [{ text, expect? }], models, dialect?, servers?,
 * systemPrompt? }` → 201 the matrix: each query on each model, its first action against the
 * tool expected, with totals per model; saved, so `GET /api/tool-choice/:id` reads it again.
 */
export const POST = apiRoute({ token: true }, async (request) => {
  const input = await readJson(request, toolChoiceSchema, {
    maxBytes: MAX_TOOL_CHOICE_BODY_BYTES,
  });
  return Response.json(await runToolChoice(input), { status: 201 });
});

/** Every other method: 405 `request:method_not_allowed` with `Allow`. */
export const { PUT, PATCH, DELETE } = refuseOtherMethods({ GET, POST });
