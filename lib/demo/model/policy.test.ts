import { describe, expect, it } from "vitest";
import { answerChatCompletion } from "@/lib/demo/model/answer";
import type { DemoChatMessage, DemoChatRequest } from "@/lib/demo/model/chat-request-schema";
import { dialectFor } from "@/lib/dialects";
import type { DialectServer } from "@/lib/dialects/dialect";
import { readXmlAction } from "@/test/support/demo-requests";
import everything from "@/test/support/server-everything-tools.json";

const servers: DialectServer[] = [
  {
    name: "everything",
    transportLabel: "stdio: node server-everything",
    tools: everything.tools,
    resources: [],
    resourceTemplates: [],
  },
];

/** A request as the loop sends it for these servers: the dialect's real prompt, task and tools. */
function request(
  dialect: "xml" | "native",
  task: string,
  turns: DemoChatMessage[] = [],
  offered: DialectServer[] = servers,
) {
  const chosen = dialectFor(dialect);
  const tools = chosen.tools(offered)?.map(({ name, description, parameters }) => ({
    type: "function" as const,
    function: { name, description, parameters },
  }));
  const body: DemoChatRequest = {
    model: "demo",
    messages: [
      { role: "system", content: chosen.renderSystemPrompt(offered) },
      { role: "user", content: chosen.formatTask(task) },
      ...turns,
    ],
  };
  return tools ? { ...body, tools } : body;
}

const echoTask = 'Echo "hello from Loupe"';

describe("the generic path, with a forecast tool picked for a task that is not about weather", () => {
  const weather: DialectServer[] = [
    {
      name: "weather",
      transportLabel: "Streamable HTTP: /api/demo/mcp",
      tools: [
        {
          name: "get_forecast",
          description: "Get the weather forecast for a location.",
          inputSchema: {
            type: "object",
            properties: { latitude: { type: "number" }, longitude: { type: "number" } },
            required: ["latitude", "longitude"],
          },
        },
      ],
      resources: [],
      resourceTemplates: [],
    },
  ];
  const task = "What is at this location?";

  it("reads the call's result and completes, instead of calling it again", () => {
    const first = readXmlAction(answerChatCompletion(request("xml", task, [], weather)).text);
    expect(first.params).toMatchObject({ server_name: "weather", tool_name: "get_forecast" });
    const turns: DemoChatMessage[] = [
      { role: "assistant", content: answerChatCompletion(request("xml", task, [], weather)).text },
      { role: "user", content: "[use_mcp_tool for 'weather'] Result:\nSunny, 20°C" },
    ];
    const done = readXmlAction(answerChatCompletion(request("xml", task, turns, weather)).text);
    expect(done).toEqual({
      name: "attempt_completion",
      params: { result: "get_forecast answered: Sunny, 20°C" },
    });
  });
});

describe("the generic path, with server-everything's tools", () => {
  it("in xml, calls echo with the task's quoted text, then completes from the observation", () => {
    const first = answerChatCompletion(request("xml", echoTask));
    const call = readXmlAction(first.text);
    expect(call.name).toBe("use_mcp_tool");
    expect(call.params).toMatchObject({ server_name: "everything", tool_name: "echo" });
    expect(JSON.parse(call.params.arguments ?? "")).toEqual({ message: "hello from Loupe" });
    const observation = "[use_mcp_tool for 'everything'] Result:\nEcho: hello from Loupe";
    const turns: DemoChatMessage[] = [
      { role: "assistant", content: first.text },
      { role: "user", content: observation },
    ];
    const done = readXmlAction(answerChatCompletion(request("xml", echoTask, turns)).text);
    expect(done).toEqual({
      name: "attempt_completion",
      params: { result: "echo answered: Echo: hello from Loupe" },
    });
  });

  it("in native, calls everything__echo, then completes with attempt_completion", () => {
    const first = answerChatCompletion(request("native", echoTask));
    expect(first.toolCall?.name).toBe("everything__echo");
    expect(JSON.parse(first.toolCall?.arguments ?? "")).toEqual({ message: "hello from Loupe" });
    const id = first.toolCall?.id ?? "";
    const turns: DemoChatMessage[] = [
      {
        role: "assistant",
        content: first.text,
        tool_calls: [
          { id, type: "function", function: { name: "everything__echo", arguments: "{}" } },
        ],
      },
      { role: "tool", tool_call_id: id, content: "Echo: hello from Loupe" },
    ];
    const done = answerChatCompletion(request("native", echoTask, turns));
    expect(done.toolCall?.name).toBe("attempt_completion");
    expect(JSON.parse(done.toolCall?.arguments ?? "")).toEqual({
      result: "echo answered: Echo: hello from Loupe",
    });
  });

  it("answers the weather task from the tool that takes its city, and writes the file", () => {
    const task = "What's the weather in New York tomorrow? Write the result to result.md";
    const first = readXmlAction(answerChatCompletion(request("xml", task)).text);
    expect(first.params.tool_name).toBe("get-structured-content");
    expect(JSON.parse(first.params.arguments ?? "")).toEqual({ location: "New York" });
    const text = '{"temperature":22.5,"conditions":"Partly cloudy","humidity":65}';
    const turns: DemoChatMessage[] = [
      { role: "assistant", content: answerChatCompletion(request("xml", task)).text },
      { role: "user", content: `[use_mcp_tool for 'everything'] Result:\n${text}` },
    ];
    const write = readXmlAction(answerChatCompletion(request("xml", task, turns)).text);
    expect(write).toEqual({
      name: "write_to_file",
      params: { path: "result.md", content: `# get-structured-content\n\n${text}` },
    });
  });

  it("says the call failed when the tool answers an error", () => {
    const first = answerChatCompletion(request("xml", echoTask));
    const turns: DemoChatMessage[] = [
      { role: "assistant", content: first.text },
      { role: "user", content: "[use_mcp_tool for 'everything'] Result:\n[ERROR] boom" },
    ];
    const done = readXmlAction(answerChatCompletion(request("xml", echoTask, turns)).text);
    expect(done.params.result).toBe('I could not get the data: echo failed with "boom".');
  });

  it("still gives its short answer when no tool matches the task", () => {
    const answer = readXmlAction(answerChatCompletion(request("xml", "Tell me a joke")).text);
    expect(answer.name).toBe("attempt_completion");
    expect(answer.params.result).toContain("scripted demo model");
  });
});

describe("a plain question, as a sampling request asks one", () => {
  it("answers in plain text about what it asks, with no tool tags", () => {
    const answer = answerChatCompletion({
      model: "demo",
      messages: [
        { role: "system", content: "You are a helpful test server." },
        {
          role: "user",
          content: "Resource trigger-sampling-request context: Write a haiku about the sea",
        },
      ],
    });
    expect(answer.toolCall).toBeUndefined();
    expect(answer.finishReason).toBe("stop");
    expect(answer.text).not.toContain("<");
    expect(answer.text.startsWith("Sea, softly\n")).toBe(true);
  });

  it("never takes a session's task for one, even under a prompt that describes no tool use", () => {
    const answer = answerChatCompletion({
      model: "demo",
      messages: [
        { role: "system", content: "Be brief." },
        { role: "user", content: "<task>\nWrite a haiku about the sea\n</task>" },
      ],
    });
    expect(answer.text).toContain("<attempt_completion>");
  });
});
