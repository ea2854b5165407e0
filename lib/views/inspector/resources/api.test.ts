import { describe, expect, it } from "vitest";
import { listResources, listResourceTemplates, readResource, setResourceSubscription } from "./api";

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

describe("listResources and listResourceTemplates", () => {
  it("reads a page with its next cursor", async () => {
    const { api, sent } = fakeApi({ resources: [{ uri: "a://1", name: "one" }], nextCursor: "10" });
    await expect(listResources(api, "s", "0")).resolves.toEqual({
      items: [{ uri: "a://1", name: "one" }],
      nextCursor: "10",
    });
    expect(sent).toEqual([{ method: "resources/list", params: { cursor: "0" } }]);
  });

  it("answers no cursor on the last page and no items for a malformed result", async () => {
    const { api, sent } = fakeApi({ resourceTemplates: "nope", nextCursor: "" });
    await expect(listResourceTemplates(api, "s")).resolves.toEqual({ items: [] });
    expect(sent).toEqual([{ method: "resources/templates/list" }]);
  });
});

describe("readResource and setResourceSubscription", () => {
  it("reads the contents", async () => {
    const { api, sent } = fakeApi({ contents: [{ uri: "a://1", text: "hi" }] });
    await expect(readResource(api, "s", "a://1")).resolves.toEqual([{ uri: "a://1", text: "hi" }]);
    expect(sent).toEqual([{ method: "resources/read", params: { uri: "a://1" } }]);
  });

  it("subscribes and unsubscribes", async () => {
    const { api, sent } = fakeApi({});
    await setResourceSubscription(api, "s", "a://1", true);
    await setResourceSubscription(api, "s", "a://1", false);
    expect(sent).toEqual([
      { method: "resources/subscribe", params: { uri: "a://1" } },
      { method: "resources/unsubscribe", params: { uri: "a://1" } },
    ]);
  });
});
