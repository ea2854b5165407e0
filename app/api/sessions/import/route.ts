import { z } from "zod";
import { readSessionFile } from "@/app/api/sessions/import/schema";
import { MAX_SESSION_FILE_BYTES } from "@/lib/api/session-file";
import { apiRoute } from "@/lib/http/api-route";
import { readJson } from "@/lib/http/read-json";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";
import { importSessionFile } from "@/lib/session-file/import-session-file";
import { getEventStore } from "@/lib/store";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

/**
 * `POST /api/sessions/import` (a session file, `GET /api/sessions/:id/export`) → 201
 * `{ id, readOnly, missingServers }`: a new session whose log is the file's events. 400
 * `request:invalid` naming where a broken file breaks (not JSON, another format, an unknown
 * version, an event of an unknown kind), 413 past 64 MiB.
 */
export const POST = apiRoute({ token: true }, async (request) => {
  const body = await readJson(request, z.unknown(), { maxBytes: MAX_SESSION_FILE_BYTES });
  const imported = importSessionFile(getEventStore(), readSessionFile(body));
  return Response.json(imported, { status: 201 });
});

/** Every other method: 405 `request:method_not_allowed` with `Allow`. */
export const { GET, PUT, PATCH, DELETE } = refuseOtherMethods({ POST });
