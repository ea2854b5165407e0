import { z } from "zod";
import { DIALECT_IDS } from "@/lib/dialects/dialect-ids";
import { LoupeError } from "@/lib/errors";
import { apiRoute } from "@/lib/http/api-route";
import { refuseOtherMethods } from "@/lib/http/refuse-other-methods";
import { defaultSystemPrompt } from "@/lib/loop/default-system-prompt";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type Context = { params: Promise<{ dialect: string }> };

const dialectSchema = z.enum(DIALECT_IDS);

/**
 * `GET /api/dialects/:dialect/system-prompt` (`xml` or `native`): the dialect's default prompt,
 * rendered from what the demo weather server really offers.
 */
export const GET = apiRoute<Context>({ token: false }, async (_request, { params }) => {
  const parsed = dialectSchema.safeParse((await params).dialect);
  if (!parsed.success) {
    throw new LoupeError(
      "request:invalid",
      `Unknown dialect; use one of: ${DIALECT_IDS.map((id) => `"${id}"`).join(", ")}.`,
    );
  }
  return Response.json({ systemPrompt: await defaultSystemPrompt(parsed.data) });
});

/** Every other method: 405 `request:method_not_allowed` with `Allow`. */
export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods({ GET });
