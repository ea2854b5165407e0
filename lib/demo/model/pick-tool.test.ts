import { describe, expect, it } from "vitest";
import { pickTool } from "@/lib/demo/model/pick-tool";
import type { OfferedTool } from "@/lib/demo/model/read-offer";
import everything from "@/test/support/server-everything-tools.json";

const tools: OfferedTool[] = everything.tools.map((tool) => ({
  server: "everything",
  tool: tool.name,
  callName: tool.name,
  description: tool.description,
  inputSchema: tool.inputSchema,
}));

const picked = (task: string) => pickTool(tools, task)?.tool.tool;

describe("pickTool", () => {
  it("picks the tool whose name the task says", () => {
    expect(picked('Echo "hello from Loupe"')).toBe("echo");
    expect(picked("What is the sum of 3 and 4?")).toBe("get-sum");
  });

  it("says why it picked the tool", () => {
    expect(pickTool(tools, 'Echo "hi"')?.reason).toBe(
      'its name has "echo" and its description has "echo"',
    );
  });

  it("counts an enum value the task names", () => {
    expect(picked("What's the weather in New York tomorrow?")).toBe("get-structured-content");
  });

  it("reads words in a description, past plurals", () => {
    expect(picked("Compress the readme file")).toBe("gzip-file-as-resource");
  });

  it("picks none when no tool shares a word with the task", () => {
    expect(pickTool(tools, "Tell me a joke")).toBeUndefined();
    expect(pickTool(tools, "Write a haiku about the sea")).toBeUndefined();
    expect(pickTool([], "Echo this")).toBeUndefined();
  });
});
