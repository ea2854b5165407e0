import {
  editMessageSchema,
  messageIndexSchema,
} from "@/app/api/sessions/[id]/messages/[index]/schema";
import { LoupeError } from "@/lib/errors";
import { apiRoute } from "@/lib/http/api-route";
import { readJson } from "@/lib/http/read-json";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";
import { editMessage } from "@/lib/loop/session-service";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type Context = { params: Promise<{ id: string; index: string }> };

/** `PATCH /api/sessions/:id/messages/:index` `{ content }`: edit one message before the next step. */
export const PATCH = apiRoute<Context>({ token: true }, async (request, { params }) => {
  const { id, index } = await params;
  const position = messageIndexSchema.safeParse(index);
  if (!position.success)
    throw new LoupeError(
      "request:invalid",
      `${JSON.stringify(index)} is not a message index: write a plain decimal such as 0 (the system prompt) or 3.`,
    );
  const { content } = await readJson(request, editMessageSchema);
  editMessage(id, position.data, content);
  return Response.json({ ok: true });
});

/** Every other method: 405 `request:method_not_allowed` with `Allow`. */
export const { GET, HEAD, POST, PUT, DELETE } = refuseOtherMethods({ PATCH });
