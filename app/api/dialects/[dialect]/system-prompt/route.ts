import { z } from "zod";
import { LoupeError } from "@/lib/errors";
import { apiRoute } from "@/lib/http/api-route";
import { defaultSystemPrompt } from "@/lib/loop/default-system-prompt";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type Context = { params: Promise<{ dialect: string }> };

const dialectSchema = z.enum(["xml", "native"]);

/**
 * `GET /api/dialects/:dialect/system-prompt` (`xml` or `native`): the dialect's default prompt,
 * rendered from what the demo weather server really offers.
 */
export const GET = apiRoute<Context>({ token: false }, async (_request, { params }) => {
  const parsed = dialectSchema.safeParse((await params).dialect);
  if (!parsed.success) {
    throw new LoupeError("request:invalid", 'Unknown dialect; use "xml" or "native".');
  }
  return Response.json({ systemPrompt: await defaultSystemPrompt(parsed.data) });
});
