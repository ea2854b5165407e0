import { DEMO_MODELS } from "@/lib/demo/model";
import { apiRoute } from "@/lib/http/api-route";

export const dynamic = "force-dynamic";

/** When the demo models "were created", fixed so the list is the same on every call (2025-01-01). */
const CREATED_SECONDS = 1_735_689_600;

/** Lists the demo models in OpenAI's `/models` shape, so any OpenAI-compatible client can pick one. */
export const GET = apiRoute({ token: false }, () =>
  Response.json({
    object: "list",
    data: DEMO_MODELS.map((model) => ({
      id: model.id,
      object: "model",
      created: CREATED_SECONDS,
      owned_by: "loupe-demo",
      name: model.label,
    })),
  }),
);
