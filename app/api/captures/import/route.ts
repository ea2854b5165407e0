import { importCaptureSchema } from "@/app/api/captures/import/schema";
import { MAX_CAPTURE_BODY_BYTES } from "@/lib/captures/capture-format";
import { importCapture } from "@/lib/captures/import-capture";
import { apiRoute } from "@/lib/http/api-route";
import { readJson } from "@/lib/http/read-json";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";
import { getEventStore } from "@/lib/store";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

/**
 * `POST /api/captures/import` `{ format: "openai" | "anthropic" | "ollama", raw, request?,
 * dialect? }` → 201 `{ id }`: the raw stream replayed through the provider's code and stored as
 * a capture. 400 when `raw` is empty or not a stream of that format, 413 past 20 MiB.
 */
export const POST = apiRoute({ token: true }, async (request) => {
  const body = await readJson(request, importCaptureSchema, { maxBytes: MAX_CAPTURE_BODY_BYTES });
  const id = await importCapture(getEventStore(), body);
  return Response.json({ id }, { status: 201 });
});

/** Every other method: 405 `request:method_not_allowed` with `Allow`. */
export const { GET, PUT, PATCH, DELETE } = refuseOtherMethods({ POST });
