import { apiRoute } from "@/lib/http/api-route";
import { listModels } from "@/lib/models/catalogue";

export const dynamic = "force-dynamic";

/** `GET /api/models`: the models the playground can use (ids and labels; never keys). */
export const GET = apiRoute({ token: false }, () => Response.json({ models: listModels() }));
