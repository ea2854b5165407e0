import {
  CallToolResultSchema,
  CreateTaskResultSchema,
  type Tool,
} from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { TrafficMessage } from "@/lib/api/inspector";
import { connectMcpServer, type McpConnection } from "@/lib/mcp/connection";
import { draftOf, validateJson } from "@/lib/views/inspector/forms/json-schema-check";
import { initialValue } from "@/lib/views/inspector/forms/schema-form-value";
import {
  canRunAsTask,
  readTask,
  taskAbilities,
  taskCallParams,
  tasksFromTraffic,
} from "@/lib/views/inspector/tasks/tasks";
import {
  describeReadResult,
  describeToolResult,
} from "@/lib/views/playground/conversation/tool-result";
import { serverEverythingStdio } from "@/test/support/server-everything";
import { findSentRequest, latestProgress, readToolPage, toolHints } from "./tools";

/**
 * The Tools and Tasks tabs' logic against a real server-everything (stdio) reached through
 * Loupe's MCP layer, its traffic recorded as the inspector's traffic log records it.
 */
let connection: McpConnection;
let tools: Tool[];
const traffic: TrafficMessage[] = [];

beforeAll(async () => {
  connection = await connectMcpServer({
    serverId: "everything-tools-test",
    transport: "stdio",
    ...serverEverythingStdio(),
    onRpc: (event) => {
      traffic.push({
        seq: traffic.length + 1,
        at: Date.now(),
        direction: event.direction,
        message: event.message,
      });
    },
  });
  tools = readToolPage(
    await connection.client.request({ method: "tools/list", params: {} }, z.unknown()),
  ).tools;
}, 60_000);

afterAll(async () => {
  await connection?.close();
});

const toolNamed = (name: string): Tool => {
  const tool = tools.find((entry) => entry.name === name);
  if (!tool) throw new Error(`server-everything lists no tool ${name}`);
  return tool;
};

const call = (name: string, args: Record<string, unknown>) =>
  connection.client.request(
    { method: "tools/call", params: { name, arguments: args } },
    CallToolResultSchema,
  );

describe("tools/list from server-everything", () => {
  it("reads the page and the hints", () => {
    expect(tools.map((tool) => tool.name)).toEqual(
      expect.arrayContaining(["echo", "get-sum", "get-tiny-image"]),
    );
    expect(toolHints(toolNamed("echo")).map((hint) => hint.label)).toEqual([
      "read-only",
      "idempotent",
    ]);
  });

  it("makes each tool's form start from a value the server accepts once required fields are typed", async () => {
    const start = initialValue(
      toolNamed("get-sum").inputSchema,
      toolNamed("get-sum").inputSchema,
    ) as object;
    const result = await call("get-sum", { ...start, a: 2, b: 3 });
    expect(describeToolResult(result).content).toEqual([
      { kind: "text", text: "The sum of 2 and 3 is 5." },
    ]);
  });
});

describe("tool results from server-everything", () => {
  it("checks get-structured-content's structured content against its outputSchema", async () => {
    const tool = toolNamed("get-structured-content");
    const view = describeToolResult(
      await call(tool.name, { location: "Chicago" }),
      tool.outputSchema,
    );
    expect(view.structured).toEqual({ kind: "valid" });
    expect(view.structuredContent).toMatchObject({ conditions: expect.any(String) });
    const broken = describeToolResult(
      { ...view, structuredContent: { temperature: "warm" } },
      tool.outputSchema,
    );
    expect(broken.structured.kind).toBe("invalid");
  });

  it("shows get-tiny-image's image as a PNG data URL", async () => {
    const view = describeToolResult(await call("get-tiny-image", {}));
    const image = view.content.find((block) => block.kind === "image");
    expect(image).toMatchObject({ mimeType: "image/png", fileName: "image-2.png" });
    expect(image?.kind === "image" && image.source.startsWith("data:image/png;base64,iVBOR")).toBe(
      true,
    );
  });

  it("shows resource links and reads one through resources/read", async () => {
    const view = describeToolResult(await call("get-resource-links", { count: 2 }));
    const links = view.content.filter((block) => block.kind === "resource_link");
    expect(links).toHaveLength(2);
    const first = links[0];
    if (first?.kind !== "resource_link") throw new Error("no resource link");
    const read = await connection.client.request(
      { method: "resources/read", params: { uri: first.uri } },
      z.unknown(),
    );
    const contents = describeReadResult(read);
    expect(contents[0]).toMatchObject({ kind: "resource", uri: first.uri });
  });

  it("shows an embedded resource, text and blob", async () => {
    const text = describeToolResult(
      await call("get-resource-reference", { resourceType: "Text", resourceId: 1 }),
    );
    expect(text.content.find((block) => block.kind === "resource")).toMatchObject({
      text: expect.any(String),
    });
    const blob = describeToolResult(
      await call("get-resource-reference", { resourceType: "Blob", resourceId: 2 }),
    );
    expect(blob.content.find((block) => block.kind === "resource")).toMatchObject({
      blob: expect.any(String),
    });
  });

  it("finds a call's request in the traffic and follows its progress", async () => {
    const afterSeq = traffic.at(-1)?.seq ?? 0;
    await connection.client.request(
      {
        method: "tools/call",
        params: { name: "trigger-long-running-operation", arguments: { duration: 0.3, steps: 3 } },
      },
      CallToolResultSchema,
      { onprogress: () => {} },
    );
    const sent = findSentRequest(traffic, {
      afterSeq,
      method: "tools/call",
      name: "trigger-long-running-operation",
    });
    expect(sent?.progressToken).toBeDefined();
    const progress = latestProgress(traffic, sent?.progressToken ?? "none");
    expect(progress).toMatchObject({ progress: 3, total: 3, percent: 100, count: 3 });
  });

  it("reads the input schemas as the checker sees them: a wrong argument is named before sending", () => {
    const tool = toolNamed("get-structured-content");
    expect(
      validateJson({ location: "Paris" }, tool.inputSchema).map((issue) => issue.path),
    ).toEqual([["location"]]);
  });

  it("checks every listed schema in the draft it declares (draft-07), none of them unusable", () => {
    const declared = tools.filter((tool) => tool.inputSchema.$schema !== undefined);
    expect(declared.length).toBeGreaterThan(0);
    for (const tool of declared) {
      expect(draftOf(tool.inputSchema), tool.name).toBe("7");
      for (const schema of [tool.inputSchema, tool.outputSchema ?? true]) {
        const unusable = validateJson({}, schema).filter((issue) =>
          issue.message.startsWith("the schema cannot be checked"),
        );
        expect(unusable, tool.name).toEqual([]);
      }
    }
    expect(validateJson({ a: 1, b: "2" }, toolNamed("get-sum").inputSchema)).toEqual([
      { path: ["b"], message: "must be a number, not string" },
    ]);
  });
});

describe("tasks on server-everything", () => {
  it("reads what the server offers and which tools may run as tasks", () => {
    expect(taskAbilities(connection.capabilities)).toEqual({
      offered: true,
      list: true,
      cancel: true,
      toolCalls: true,
    });
    expect(canRunAsTask(toolNamed("simulate-research-query"), connection.capabilities)).toBe(true);
    expect(canRunAsTask(toolNamed("echo"), connection.capabilities)).toBe(false);
  });

  it("starts a tool call as a task, sees its status, and fetches its result", async () => {
    const created = await connection.client.request(
      {
        method: "tools/call",
        params: taskCallParams("simulate-research-query", { topic: "lenses" }, 60_000),
      },
      CreateTaskResultSchema,
    );
    const task = readTask(created);
    expect(task?.status).toBe("working");
    const taskId = task?.taskId ?? "";
    const listed = await connection.client.request(
      { method: "tasks/list", params: {} },
      z.unknown(),
    );
    expect(JSON.stringify(listed)).toContain(taskId);
    const result = await connection.client.request(
      { method: "tasks/result", params: { taskId } },
      z.unknown(),
    );
    expect(describeToolResult(result).content.length).toBeGreaterThan(0);
    const got = readTask(
      await connection.client.request({ method: "tasks/get", params: { taskId } }, z.unknown()),
    );
    expect(got?.status).toBe("completed");
    const seen = tasksFromTraffic(traffic);
    expect(seen.length === 0 || seen.some((entry) => entry.taskId === taskId)).toBe(true);
  }, 30_000);
});
