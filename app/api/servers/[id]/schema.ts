import { z } from "zod";
import { LISTED_TRANSPORTS } from "@/lib/api/servers";
import { serverTimeoutsSchema } from "@/lib/mcp/server-timeouts";
import { quotedTransportIds } from "@/lib/mcp/transports/index";

const textMap = (field: string) =>
  z.record(z.string(), z.string({ error: `${field} values must be text` })).nullable();

const secretNames = z.array(z.string()).nullable();

/**
 * Body of `PATCH /api/servers/:id`: the fields to change (the whole server is checked once they
 * are applied); `null` removes `headers`, `secretHeaders`, `args`, `env`, `secretEnv`, `cwd` or `timeouts`; a header or env
 * value sent as `[redacted]` keeps the stored one.
 */
export const updateServerSchema = z
  .object({
    name: z.string().optional(),
    transport: z
      .enum(LISTED_TRANSPORTS, {
        error: `transport must be ${quotedTransportIds(LISTED_TRANSPORTS)}`,
      })
      .optional(),
    url: z.string().optional(),
    headers: textMap("headers").optional(),
    secretHeaders: secretNames.optional(),
    command: z.string().optional(),
    args: z.array(z.string()).nullable().optional(),
    env: textMap("env").optional(),
    secretEnv: secretNames.optional(),
    cwd: z.string().nullable().optional(),
    timeouts: serverTimeoutsSchema.nullable().optional(),
  })
  .refine(
    (patch) => Object.values(patch).some((value) => value !== undefined),
    "the body changes nothing; send one or more of name, transport, url, headers, secretHeaders, command, args, env, secretEnv, cwd, timeouts",
  );
