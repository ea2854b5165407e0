import { z } from "zod";
import type { ModelTool } from "@/lib/llm/model-request";

/** Most functions a session's captured tools hold. */
export const MAX_SESSION_TOOLS = 512;
/** Most characters one captured tool's description holds. */
export const MAX_TOOL_DESCRIPTION_CHARS = 100_000;
/** Most characters the captured tools hold together, descriptions and parameters as JSON. */
export const MAX_TOOLS_CHARS = 2_000_000;

/** A function name as the providers take one: letters, digits, `_`, `-`, `.` and `:`. */
const toolNameSchema = z
  .string()
  .regex(
    /^[A-Za-z0-9_.:-]{1,128}$/,
    "a tool name has 1 to 128 letters, digits, '_', '-', '.' or ':'",
  );

const toolSchema = z
  .object({
    name: toolNameSchema,
    description: z
      .string()
      .max(
        MAX_TOOL_DESCRIPTION_CHARS,
        `a tool description is longer than ${MAX_TOOL_DESCRIPTION_CHARS} characters`,
      )
      .optional(),
    /** Its parameters' JSON Schema; left out: an object with no properties. */
    parameters: z.record(z.string(), z.unknown()).optional(),
  })
  .strict();

/**
 * A captured request's functions, in the neutral shape (`ModelTool`), which a session offers
 * beside its servers' tools and no server runs: names unique, sizes bounded.
 */
export const toolsSchema = z
  .array(toolSchema)
  .max(MAX_SESSION_TOOLS, `there are more than ${MAX_SESSION_TOOLS} tools`)
  .superRefine((tools, context) => {
    const characters = tools.reduce(
      (sum, tool) =>
        sum + (tool.description?.length ?? 0) + JSON.stringify(tool.parameters ?? {}).length,
      0,
    );
    if (characters > MAX_TOOLS_CHARS) {
      context.addIssue({
        code: "custom",
        message: `the tools hold ${characters} characters, more than ${MAX_TOOLS_CHARS}`,
      });
    }
    const seen = new Set<string>();
    tools.forEach((tool, index) => {
      if (seen.has(tool.name)) {
        context.addIssue({
          code: "custom",
          path: [index, "name"],
          message: `two tools are named "${tool.name}"`,
        });
      }
      seen.add(tool.name);
    });
  })
  .transform((tools): ModelTool[] =>
    tools.map((tool) => ({
      name: tool.name,
      ...(tool.description === undefined ? {} : { description: tool.description }),
      parameters: tool.parameters ?? { type: "object", properties: {} },
    })),
  );
