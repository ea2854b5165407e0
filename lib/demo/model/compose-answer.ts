import type { DemoBehaviour } from "@/lib/demo/model/models";

/** One action of the XML dialect, or plain text when the prompt offers no way to finish. */
export type DemoAction =
  | {
      name: "use_mcp_tool";
      serverName: string;
      toolName: string;
      arguments: Record<string, unknown>;
    }
  | { name: "access_mcp_resource"; serverName: string; uri: string }
  | { name: "write_to_file"; path: string; content: string }
  | { name: "ask_followup_question"; question: string; options?: string[] }
  | { name: "attempt_completion"; result: string }
  | { name: "plain_text"; text: string };

/** What the policy decided for this turn: a thought, one action, and whether to botch its JSON. */
export interface DemoDecision {
  thinking: string;
  action: DemoAction;
  /** Write `<arguments>` with a trailing comma, as the sloppy model does on schedule. */
  malformedArguments?: boolean;
}

/**
 * Writes a decision in the XML dialect: `<thinking>` then one tool tag, short values inline and
 * long ones on their own lines. The sloppy model skips `<thinking>` before `attempt_completion`.
 */
export function composeAnswer(decision: DemoDecision, behaviour: DemoBehaviour): string {
  const { action } = decision;
  if (action.name === "plain_text") return action.text;
  const skipThinking = behaviour === "sloppy" && action.name === "attempt_completion";
  const thinking = skipThinking ? "" : `<thinking>\n${decision.thinking}\n</thinking>\n\n`;
  return `${thinking}${actionTag(action, decision.malformedArguments === true)}`;
}

function actionTag(
  action: Exclude<DemoAction, { name: "plain_text" }>,
  malformed: boolean,
): string {
  switch (action.name) {
    case "use_mcp_tool":
      return tag(action.name, [
        inline("server_name", action.serverName),
        inline("tool_name", action.toolName),
        block(
          "arguments",
          malformed ? malformedJson(action.arguments) : JSON.stringify(action.arguments, null, 2),
        ),
      ]);
    case "access_mcp_resource":
      return tag(action.name, [
        inline("server_name", action.serverName),
        inline("uri", action.uri),
      ]);
    case "write_to_file":
      return tag(action.name, [inline("path", action.path), block("content", action.content)]);
    case "ask_followup_question":
      return tag(action.name, [
        inline("question", action.question),
        ...(action.options
          ? [
              block(
                "options",
                `[${action.options.map((option) => JSON.stringify(option)).join(", ")}]`,
              ),
            ]
          : []),
      ]);
    case "attempt_completion":
      return tag(action.name, [block("result", action.result)]);
  }
}

function tag(name: string, children: string[]): string {
  return `<${name}>\n${children.join("\n")}\n</${name}>`;
}

function inline(name: string, value: string): string {
  return `<${name}>${value}</${name}>`;
}

function block(name: string, value: string): string {
  return `<${name}>\n${value}\n</${name}>`;
}

/** One-line JSON with a trailing comma before the closing brace, as in sloppy-bad-json.txt. */
function malformedJson(value: Record<string, unknown>): string {
  const members = Object.entries(value).map(
    ([key, member]) => `${JSON.stringify(key)}: ${JSON.stringify(member)}`,
  );
  return `{${members.join(", ")},}`;
}
