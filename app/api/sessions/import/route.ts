import { readImport } from "@/app/api/sessions/import/schema";
import { MAX_SESSION_FILE_BYTES } from "@/lib/api/session-file";
import { apiRoute } from "@/lib/http/api-route";
import { readJsonDocuments } from "@/lib/http/read-json-documents";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";
import { importSessionFile } from "@/lib/session-file/import-session-file";
import { getEventStore } from "@/lib/store";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

/**
 * `POST /api/sessions/import` (a session file, `GET /api/sessions/:id/export`, or an OTLP JSON
 * GenAI trace with message content) → 201 `{ id, readOnly, missingServers }`: a new session
 * whose log is the file's events (the trace's turns). 400 `request:invalid` naming where a broken
 * body breaks (not JSON, another format, an unknown version, an event of an unknown kind, a trace
 * without chat spans or without message content), 413 past 64 MiB.
 */
export const POST = apiRoute({ token: true }, async (request) => {
  const body = await readJsonDocuments(request, { maxBytes: MAX_SESSION_FILE_BYTES });
  const { file, absentServers } = readImport(body);
  const imported = importSessionFile(getEventStore(), file, undefined, absentServers);
  return Response.json(imported, { status: 201 });
});

/** Every other method: 405 `request:method_not_allowed` with `Allow`. */
export const { GET, PUT, PATCH, DELETE } = refuseOtherMethods({ POST });
