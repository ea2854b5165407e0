import type { ModelRequest } from "@/lib/llm/model-request";

/** A request with tools and a native tool-call history, for the providers' request-body tests. */
export const toolHistoryRequest: ModelRequest = {
  model: "test-model",
  messages: [
    { role: "system", content: "You are a weather assistant." },
    { role: "user", content: "Weather in New York tomorrow?" },
    {
      role: "assistant",
      content: "Let me check.",
      toolCalls: [
        {
          id: "call_1",
          name: "get_forecast",
          arguments: '{"latitude":40.7,"longitude":-74}',
        },
        { id: "call_2", name: "get_alerts", arguments: "{not json" },
      ],
    },
    {
      role: "tool",
      toolCallId: "call_1",
      name: "get_forecast",
      content: "Sunny, 21°C",
    },
    {
      role: "tool",
      toolCallId: "call_2",
      name: "get_alerts",
      content: "Bad arguments",
      isError: true,
    },
    {
      role: "assistant",
      content: "",
      toolCalls: [{ id: "call_3", name: "finish", arguments: '{"result":"Sunny"}' }],
    },
    { role: "tool", toolCallId: "call_3", name: "finish", content: "ok" },
    { role: "user", content: "Thanks!" },
  ],
  tools: [
    {
      name: "get_forecast",
      description: "Forecast for a place",
      parameters: {
        type: "object",
        properties: { latitude: { type: "number" }, longitude: { type: "number" } },
        required: ["latitude", "longitude"],
      },
    },
    { name: "finish", parameters: { type: "object", properties: {} } },
  ],
  params: { maxTokens: 512, stop: ["</done>"], extra: { top_p: 0.5 } },
};
