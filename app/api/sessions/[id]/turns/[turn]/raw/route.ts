import { LoupeError } from "@/lib/errors";
import { apiRoute } from "@/lib/http/api-route";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";
import { getEventStore, isPlaygroundSession } from "@/lib/store";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type Context = { params: Promise<{ id: string; turn: string }> };

const turnNumber = /^[1-9][0-9]{0,8}$/;

/**
 * `GET /api/sessions/:id/turns/:turn/raw` → `{ turn, events }`: the turn's raw model exchange
 * (request, every network read, SSE line and delta), for a page that streamed the session with
 * `?raw=latest` and now shows an older turn's lanes.
 */
export const GET = apiRoute<Context>({ token: true }, async (_request, { params }) => {
  const { id, turn: turnText } = await params;
  const store = getEventStore();
  if (!isPlaygroundSession(store.getSession(id)))
    throw new LoupeError("session:not_found", `No session with id "${id}".`);
  if (!turnNumber.test(turnText)) {
    throw new LoupeError(
      "request:invalid",
      `The turn is ${JSON.stringify(turnText)}: send a turn number (1, 2, …) without sign, spaces or leading zeros.`,
    );
  }
  const turn = Number(turnText);
  return Response.json({ turn, events: store.turnRawEvents(id, turn) });
});

/** Every other method: 405 `request:method_not_allowed` with `Allow`. */
export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods({ GET });
