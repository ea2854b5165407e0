import { describe, expect, it } from "vitest";
import type { ToolChoiceResult } from "@/lib/api/tool-choice";
import { csvField, toolChoiceCsv } from "@/lib/tool-choice/tool-choice-csv";

describe("csvField", () => {
  it("leaves plain text as it is and quotes commas, quotes and line breaks", () => {
    expect(csvField("get_forecast")).toBe("get_forecast");
    expect(csvField("a, b")).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField("one\ntwo")).toBe('"one\ntwo"');
  });
});

describe("toolChoiceCsv", () => {
  it("writes a header and one CRLF line per cell, arguments as JSON", () => {
    const result: ToolChoiceResult = {
      id: "m1",
      createdAt: 0,
      dialect: "xml",
      models: ["demo", "demo-sloppy"],
      totals: [],
      rows: [
        {
          query: "What is the weather in New York, today?",
          expect: "get_forecast",
          cells: [
            {
              model: "demo",
              action: "mcp-tool",
              server: "weather",
              tool: "get_forecast",
              arguments: { latitude: 40.7, longitude: -74 },
              matches: true,
            },
            {
              model: "demo-sloppy",
              action: null,
              matches: null,
              error: { code: "model:request_failed", message: "down" },
            },
          ],
        },
      ],
    };
    expect(toolChoiceCsv(result).split("\r\n")).toEqual([
      "query,expect,model,action,server,tool,arguments,matches,formatError,error",
      '"What is the weather in New York, today?",get_forecast,demo,mcp-tool,weather,get_forecast,"{""latitude"":40.7,""longitude"":-74}",true,,',
      '"What is the weather in New York, today?",get_forecast,demo-sloppy,,,,,,,model:request_failed: down',
      "",
    ]);
  });
});
