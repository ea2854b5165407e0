import { apiRoute } from "@/lib/http/api-route";
import { defaultXmlSystemPrompt } from "@/lib/loop/default-system-prompt";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

/** `GET /api/dialects/xml/system-prompt`: the default XML prompt, rendered from the demo server's tools. */
export const GET = apiRoute({ token: false }, async () =>
  Response.json({ systemPrompt: await defaultXmlSystemPrompt() }),
);
