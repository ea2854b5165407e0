import { demoModelListResponse } from "@/lib/demo/model";
import { apiRoute } from "@/lib/http/api-route";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";

export const dynamic = "force-dynamic";

/** Lists the demo models in OpenAI's `/models` shape, so any OpenAI-compatible client can pick one. */
export const GET = apiRoute({ token: false }, () => demoModelListResponse());

/** Every other method: 405 `request:method_not_allowed` with `Allow`. */
export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods({ GET });
