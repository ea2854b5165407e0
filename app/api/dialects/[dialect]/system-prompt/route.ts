import {
  dialectSchema,
  promptServersSchema,
} from "@/app/api/dialects/[dialect]/system-prompt/schema";
import { DIALECT_IDS } from "@/lib/dialects/dialect-ids";
import { LoupeError } from "@/lib/errors";
import { apiRoute } from "@/lib/http/api-route";
import { readJson } from "@/lib/http/read-json";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";
import { defaultSystemPrompt, defaultSystemPromptFor } from "@/lib/loop/default-system-prompt";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type Context = { params: Promise<{ dialect: string }> };

async function readDialect({ params }: Context) {
  const parsed = dialectSchema.safeParse((await params).dialect);
  if (parsed.success) return parsed.data;
  throw new LoupeError(
    "request:invalid",
    `Unknown dialect; use one of: ${DIALECT_IDS.map((id) => `"${id}"`).join(", ")}.`,
  );
}

/**
 * `GET /api/dialects/:dialect/system-prompt`: `{ systemPrompt, catalog }`, the dialect's
 * default prompt rendered from what the demo weather server really offers, and that catalogue.
 */
export const GET = apiRoute<Context>({ token: false }, async (_request, context) => {
  return Response.json(await defaultSystemPrompt(await readDialect(context)));
});

/**
 * `POST /api/dialects/:dialect/system-prompt` `{ servers?, session? }` → `{ systemPrompt,
 * catalog }`: the default prompt a new
 * session would get for these servers (connected to list their tools; 502 when one cannot be
 * reached), or the one a session's recorded tools give.
 */
export const POST = apiRoute<Context>({ token: true }, async (request, context) => {
  const dialect = await readDialect(context);
  const input = await readJson(request, promptServersSchema);
  const servers = input.servers === undefined ? undefined : { servers: input.servers };
  const answer = await defaultSystemPromptFor(
    dialect,
    input.session === undefined
      ? { servers: input.servers ?? [] }
      : { session: input.session, ...servers },
  );
  return Response.json(answer);
});

/** Every other method: 405 `request:method_not_allowed` with `Allow`. */
export const { PUT, PATCH, DELETE } = refuseOtherMethods({ GET, POST });
