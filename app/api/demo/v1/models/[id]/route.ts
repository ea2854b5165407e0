import { demoModelResponse } from "@/lib/demo/model";
import { apiRoute } from "@/lib/http/api-route";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ id: string }> };

/** `GET /api/demo/v1/models/:id`: one demo model, or OpenAI's JSON 404 for an unknown id. */
export const GET = apiRoute<Context>({ token: false }, async (_request, { params }) => {
  const { id } = await params;
  return demoModelResponse(id);
});

/** Every other method: 405 `request:method_not_allowed` with `Allow`. */
export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods({ GET });
