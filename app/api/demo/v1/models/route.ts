import { demoModelListResponse } from "@/lib/demo/model";
import { apiRoute } from "@/lib/http/api-route";

export const dynamic = "force-dynamic";

/** Lists the demo models in OpenAI's `/models` shape, so any OpenAI-compatible client can pick one. */
export const GET = apiRoute({ token: false }, () => demoModelListResponse());
