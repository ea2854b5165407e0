type Attribute = { key: string; value: Record<string, unknown> };

function text(key: string, value: string): Attribute {
  return { key, value: { stringValue: value } };
}

function json(key: string, value: unknown): Attribute {
  return text(key, JSON.stringify(value));
}

/** The trace id of {@link handWrittenTrace}. */
export const traceId = "5b8efff798038103d269b633813fc60c";
const agentId = "eee19b7ec3c1b174";
const call = { type: "tool_call", id: "call_1", name: "list_repos", arguments: { owner: "ada" } };
const userMessage = { role: "user", parts: [{ type: "text", content: "List my repos" }] };
const toolCallMessage = { role: "assistant", parts: [call] };
const toolResponse = {
  role: "tool",
  parts: [{ type: "tool_call_response", id: "call_1", response: "loupe, lens" }],
};

function span(
  spanId: string,
  name: string,
  startSeconds: number,
  attributes: Attribute[],
  parentSpanId = agentId,
) {
  return {
    traceId,
    spanId,
    parentSpanId,
    name,
    startTimeUnixNano: `${1_700_000_000 + startSeconds}000000000`,
    endTimeUnixNano: `${1_700_000_000 + startSeconds}500000000`,
    attributes,
  };
}

/**
 * A small GenAI trace as another host would export it (OTLP JSON, the conventions' parts): an
 * `invoke_agent`, a chat asking for `list_repos` on a stdio server `github`, its execution, and a
 * chat answering in text; without `content`, as exported with message capture off.
 */
export function handWrittenTrace(content = true) {
  const chat = (input: unknown[], output: unknown[]) =>
    content ? [json("gen_ai.input.messages", input), json("gen_ai.output.messages", output)] : [];
  return {
    resourceSpans: [
      {
        resource: { attributes: [text("service.name", "team-agent")] },
        scopeSpans: [
          {
            scope: { name: "agent" },
            spans: [
              span(
                agentId,
                "invoke_agent helper",
                0,
                [text("gen_ai.operation.name", "invoke_agent")],
                "",
              ),
              span("a000000000000001", "chat gpt-test", 1, [
                text("gen_ai.operation.name", "chat"),
                text("gen_ai.provider.name", "openai"),
                text("gen_ai.request.model", "gpt-test"),
                { key: "gen_ai.usage.input_tokens", value: { intValue: "42" } },
                json("gen_ai.system_instructions", [{ type: "text", content: "You are terse." }]),
                ...chat([userMessage], [{ ...toolCallMessage, finish_reason: "tool_call" }]),
              ]),
              span("a000000000000002", "execute_tool list_repos", 2, [
                text("gen_ai.operation.name", "execute_tool"),
                text("gen_ai.tool.name", "list_repos"),
                ...(content ? [text("gen_ai.tool.call.result", "loupe, lens")] : []),
              ]),
              span(
                "a000000000000003",
                "tools/call list_repos",
                2,
                [
                  text("mcp.method.name", "tools/call"),
                  text("loupe.mcp.server", "github"),
                  text("loupe.mcp.transport", "stdio"),
                ],
                "a000000000000002",
              ),
              span("a000000000000004", "chat gpt-test", 3, [
                text("gen_ai.operation.name", "chat"),
                text("gen_ai.request.model", "gpt-test"),
                ...chat(
                  [userMessage, toolCallMessage, toolResponse],
                  [
                    {
                      role: "assistant",
                      parts: [{ type: "text", content: "Two: loupe and lens." }],
                      finish_reason: "stop",
                    },
                  ],
                ),
              ]),
            ],
          },
        ],
      },
    ],
  };
}
