import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RawRpcAnswer } from "@/lib/api/inspector";
import { closeInspector } from "@/lib/inspector/inspector-connections";
import { completeArgument } from "@/lib/views/inspector/forms/completion";
import {
  elicitationAccept,
  elicitationRequestView,
  initialElicitationContent,
} from "@/lib/views/inspector/pending/elicitation";
import {
  samplingAnswer,
  samplingDecline,
  samplingRequestView,
} from "@/lib/views/inspector/pending/sampling";
import {
  getPrompt,
  listPrompts,
  playgroundLink,
  promptUserText,
} from "@/lib/views/inspector/prompts/prompts";
import { ApiError } from "@/lib/views/shared/api-client";
import {
  enterTemporaryDataDirectory,
  inspectorApi,
  listServer,
  waitForPending,
} from "@/test/support/inspector-api";
import { serverEverythingStdio } from "@/test/support/server-everything";
import { listResources, listResourceTemplates, readResource, setResourceSubscription } from "./api";
import { resourceContentView } from "./content";
import type { InspectorRpcApi } from "./rpc";
import { expandUriTemplate, templateVariables } from "./uri-template";

/**
 * The Resources, Prompts and Pending views' logic against the real server-everything over
 * stdio, through Loupe's inspector routes called in-process.
 */

let removeDataDirectory: () => void = () => {};
let serverId = "";

/** The views' rpc client over the in-process routes. */
const routesApi: InspectorRpcApi = {
  rpc: async (id, rpc) => {
    const { status, body } = await inspectorApi(id).rpc(rpc);
    if (status !== 200) {
      const error = body.error ?? { code: `http:${status}`, message: "failed" };
      throw new ApiError(error.code, error.message, status);
    }
    return body as unknown as RawRpcAnswer;
  },
};

beforeAll(async () => {
  removeDataDirectory = enterTemporaryDataDirectory("loupe-inspector-views-");
  serverId = await listServer({
    name: "everything-views",
    transport: "stdio",
    ...serverEverythingStdio(),
  });
  expect((await inspectorApi(serverId).connect()).status).toBe(200);
});

afterAll(async () => {
  await closeInspector(serverId);
  removeDataDirectory();
});

describe("resources against server-everything", () => {
  it("lists resources page by page and reads one as text", async () => {
    const first = await listResources(routesApi, serverId);
    expect(first.items.length).toBeGreaterThan(0);
    const features = first.items.find((resource) => resource.name === "features.md");
    expect(features).toBeDefined();
    const contents = await readResource(routesApi, serverId, features?.uri ?? "");
    const view = resourceContentView(contents[0] ?? { uri: "" });
    expect(view.kind).toBe("text");
    expect(JSON.stringify(view)).toContain("Everything Server");
  });

  it("expands a template, completes its variable and reads the blob as a download", async () => {
    const { items } = await listResourceTemplates(routesApi, serverId);
    const blob = items.find((template) => template.uriTemplate.includes("/blob/"));
    expect(blob).toBeDefined();
    const template = blob?.uriTemplate ?? "";
    expect(templateVariables(template)).toEqual(["resourceId"]);
    await expect(
      completeArgument(
        routesApi,
        serverId,
        { type: "ref/resource", uri: template },
        "resourceId",
        "3",
      ),
    ).resolves.toEqual(["3"]);
    await expect(
      completeArgument(
        routesApi,
        serverId,
        { type: "ref/resource", uri: template },
        "resourceId",
        "x",
      ),
    ).resolves.toEqual([]);
    const uri = expandUriTemplate(template, { resourceId: "3" });
    expect(uri).toBe("demo://resource/dynamic/blob/3");
    const [contents] = await readResource(routesApi, serverId, uri);
    expect(resourceContentView(contents ?? { uri })).toMatchObject({
      kind: "download",
      fileName: "3",
    });
  });

  it("shows the server's error for a resource it does not have", async () => {
    await expect(
      readResource(routesApi, serverId, "demo://resource/dynamic/text/0"),
    ).rejects.toThrow(/^resources\/read failed: .*\(JSON-RPC error -?\d+\)$/);
  });

  it("subscribes and unsubscribes", async () => {
    await expect(
      setResourceSubscription(routesApi, serverId, "demo://resource/dynamic/text/1", true),
    ).resolves.toBeUndefined();
    await expect(
      setResourceSubscription(routesApi, serverId, "demo://resource/dynamic/text/1", false),
    ).resolves.toBeUndefined();
  });
});

describe("prompts against server-everything", () => {
  it("completes one argument from another and gets a prompt with arguments", async () => {
    const { prompts } = await listPrompts(routesApi, serverId);
    expect(prompts.map((prompt) => prompt.name)).toEqual(
      expect.arrayContaining(["args-prompt", "completable-prompt"]),
    );
    await expect(
      completeArgument(
        routesApi,
        serverId,
        { type: "ref/prompt", name: "completable-prompt" },
        "name",
        "",
        {
          department: "Sales",
        },
      ),
    ).resolves.toEqual(["David", "Eve", "Frank"]);
    const rendered = await getPrompt(routesApi, serverId, "args-prompt", {
      city: "Paris",
      state: "",
    });
    expect(promptUserText(rendered)).toBe("What's weather in Paris?");
    expect(playgroundLink(promptUserText(rendered), serverId)).toContain(
      "task=What%27s%20weather%20in%20Paris%3F",
    );
  });

  it("renders an embedded resource message", async () => {
    const rendered = await getPrompt(routesApi, serverId, "resource-prompt", {
      resourceType: "Text",
      resourceId: "2",
    });
    expect(rendered.messages[1]?.content[0]).toMatchObject({
      type: "resource",
      resource: { uri: "demo://resource/dynamic/text/2" },
    });
  });
});

describe("pending requests against server-everything", () => {
  it("answers a sampling request from the hand form", async () => {
    const api = inspectorApi(serverId);
    const calling = api.rpc({
      method: "tools/call",
      params: { name: "trigger-sampling-request", arguments: { prompt: "views", maxTokens: 9 } },
    });
    const pending = await waitForPending(api, "sampling/createMessage");
    const view = samplingRequestView(pending.params);
    expect(view).toMatchObject({ systemPrompt: "You are a helpful test server.", maxTokens: 9 });
    const read = samplingAnswer({ text: "from the form", model: "person", stopReason: "endTurn" });
    if (!("answer" in read)) throw new Error(read.problems.join(" "));
    expect((await api.answer(pending.requestId, read.answer)).status).toBe(200);
    const { body } = await calling;
    expect(JSON.stringify(body)).toContain("from the form");
  });

  it("declines a sampling request with a JSON-RPC error the tool sees", async () => {
    const api = inspectorApi(serverId);
    const calling = api.rpc({
      method: "tools/call",
      params: { name: "trigger-sampling-request", arguments: { prompt: "no", maxTokens: 9 } },
    });
    const pending = await waitForPending(api, "sampling/createMessage");
    expect((await api.answer(pending.requestId, samplingDecline())).status).toBe(200);
    const { body } = await calling;
    expect(JSON.stringify(body)).toContain("declined the sampling request");
  });

  it("accepts an elicitation with its defaults applied", async () => {
    const api = inspectorApi(serverId);
    const calling = api.rpc({
      method: "tools/call",
      params: { name: "trigger-elicitation-request", arguments: {} },
    });
    const pending = await waitForPending(api, "elicitation/create");
    const view = elicitationRequestView(pending.params);
    if (view.mode !== "form") throw new Error("expected a form");
    const content = initialElicitationContent(view.schema);
    const read = elicitationAccept(view.schema, { ...content, name: "Ada" });
    if (!("answer" in read)) throw new Error(read.problems.labels.join(" "));
    expect((await api.answer(pending.requestId, read.answer)).status).toBe(200);
    const text = JSON.stringify((await calling).body);
    expect(text).toContain("Name: Ada");
    expect(text).toContain("Favorite Integer: 42");
    expect(text).toContain("It was a dark and stormy night.");
  });
});
