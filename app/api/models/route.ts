import { apiRoute } from "@/lib/http/api-route";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";
import { listModels } from "@/lib/models/catalogue";

export const dynamic = "force-dynamic";

/** `GET /api/models`: the models the playground can use (ids and labels; never keys). */
export const GET = apiRoute({ token: false }, () => Response.json({ models: listModels() }));

/** Every other method: 405 `request:method_not_allowed` with `Allow`. */
export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods({ GET });
