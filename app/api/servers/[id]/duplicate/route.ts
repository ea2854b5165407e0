import { duplicateServerSchema } from "@/app/api/servers/[id]/duplicate/schema";
import { apiRoute } from "@/lib/http/api-route";
import { readJson } from "@/lib/http/read-json";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";
import { getServerStore } from "@/lib/servers";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type Context = { params: Promise<{ id: string }> };

/**
 * `POST /api/servers/:id/duplicate` `{ name? }` → 201 `{ id }`: a copy, secrets included, named
 * `name` or the source's name with a suffix (`name-2`).
 */
export const POST = apiRoute<Context>({ token: true }, async (request, { params }) => {
  const { id } = await params;
  const { name } = await readJson(request, duplicateServerSchema, { allowEmpty: true });
  return Response.json({ id: getServerStore().duplicate(id, name).id }, { status: 201 });
});

/** Every other method: 405 `request:method_not_allowed` with `Allow`. */
export const { GET, PUT, PATCH, DELETE } = refuseOtherMethods({ POST });
