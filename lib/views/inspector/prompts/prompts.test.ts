import { describe, expect, it } from "vitest";
import {
  filledArguments,
  getPrompt,
  listPrompts,
  missingArguments,
  playgroundLink,
  promptUserText,
} from "./prompts";

const argsPrompt = {
  name: "args-prompt",
  arguments: [
    { name: "city", required: true },
    { name: "state", required: false },
  ],
};

function fakeApi(result: unknown) {
  const sent: unknown[] = [];
  return {
    sent,
    api: {
      rpc: async (_id: string, rpc: unknown) => {
        sent.push(rpc);
        return { result };
      },
    },
  };
}

describe("missingArguments and filledArguments", () => {
  it("names required arguments left empty or blank", () => {
    expect(missingArguments(argsPrompt, {})).toEqual(["city"]);
    expect(missingArguments(argsPrompt, { city: "  " })).toEqual(["city"]);
    expect(missingArguments(argsPrompt, { city: "Paris" })).toEqual([]);
    expect(missingArguments({ name: "simple" }, {})).toEqual([]);
  });

  it("sends only the filled arguments", () => {
    expect(filledArguments({ city: "Paris", state: "" })).toEqual({ city: "Paris" });
  });
});

describe("listPrompts", () => {
  it("asks for a page, passing the cursor when there is one", async () => {
    const { api, sent } = fakeApi({ prompts: [argsPrompt], nextCursor: "2" });
    await expect(listPrompts(api, "s")).resolves.toEqual({
      prompts: [argsPrompt],
      nextCursor: "2",
    });
    await listPrompts(api, "s", "2");
    expect(sent).toEqual([
      { method: "prompts/list" },
      { method: "prompts/list", params: { cursor: "2" } },
    ]);
  });
});

describe("getPrompt", () => {
  it("sends the filled arguments and reads each message's content as blocks", async () => {
    const { api, sent } = fakeApi({
      description: "d",
      messages: [
        { role: "user", content: { type: "text", text: "What's weather in Paris?" } },
        { role: "user", content: { type: "resource", resource: { uri: "a://b", text: "x" } } },
      ],
    });
    const prompt = await getPrompt(api, "s", "args-prompt", { city: "Paris", state: "" });
    expect(sent).toEqual([
      { method: "prompts/get", params: { name: "args-prompt", arguments: { city: "Paris" } } },
    ]);
    expect(prompt).toEqual({
      description: "d",
      messages: [
        { role: "user", content: [{ type: "text", text: "What's weather in Paris?" }] },
        { role: "user", content: [{ type: "resource", resource: { uri: "a://b", text: "x" } }] },
      ],
    });
  });

  it("sends no arguments when none are filled", async () => {
    const { api, sent } = fakeApi({ messages: [] });
    await expect(getPrompt(api, "s", "simple-prompt", {})).resolves.toEqual({ messages: [] });
    expect(sent).toEqual([{ method: "prompts/get", params: { name: "simple-prompt" } }]);
  });
});

describe("promptUserText and playgroundLink", () => {
  it("joins the text of user messages", () => {
    expect(
      promptUserText({
        messages: [
          {
            role: "user",
            content: [
              { type: "text", text: "one" },
              { type: "image", data: "" },
            ],
          },
          { role: "assistant", content: [{ type: "text", text: "skip" }] },
          { role: "user", content: [{ type: "text", text: "two" }] },
        ],
      }),
    ).toBe("one\n\ntwo");
  });

  it("links the playground with the task and server, URL-encoded", () => {
    const link = playgroundLink("What's weather in Paris & Nice?", "srv_1");
    expect(link).toBe("/?task=What%27s%20weather%20in%20Paris%20%26%20Nice%3F&servers=srv_1");
    const search = new URLSearchParams(link.slice(2));
    expect(search.get("task")).toBe("What's weather in Paris & Nice?");
    expect(search.get("servers")).toBe("srv_1");
  });
});
