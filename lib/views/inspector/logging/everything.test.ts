import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RawRpcAnswer, TrafficPage } from "@/lib/api/inspector";
import { closeInspector } from "@/lib/inspector/inspector-connections";
import {
  enterTemporaryDataDirectory,
  inspectorApi,
  listServer,
} from "@/test/support/inspector-api";
import { serverEverythingStdio } from "@/test/support/server-everything";
import { filterLogEntries, logEntries, setLogLevel } from "./logging";

/**
 * The Logging tab's logic against the real server-everything over stdio: set the level, start
 * its simulated logging, and read the log stream and stderr from the traffic.
 */

let removeDataDirectory: () => void = () => {};
let serverId = "";

const rpcApi = {
  rpc: async (id: string, rpc: { method: string; params?: Record<string, unknown> }) =>
    (await inspectorApi(id).rpc(rpc)).body as unknown as RawRpcAnswer,
};

async function traffic(): Promise<TrafficPage> {
  return (await inspectorApi(serverId).traffic()).body as unknown as TrafficPage;
}

beforeAll(async () => {
  removeDataDirectory = enterTemporaryDataDirectory("loupe-inspector-logging-view-");
  serverId = await listServer({
    name: "everything-logging",
    transport: "stdio",
    ...serverEverythingStdio(),
  });
  const connected = await inspectorApi(serverId).connect();
  expect(connected.status).toBe(200);
  expect((connected.body.capabilities as Record<string, unknown>).logging).toBeDefined();
}, 30_000);

afterAll(async () => {
  await closeInspector(serverId);
  removeDataDirectory();
});

describe("the Logging tab against server-everything", () => {
  it("sets the level, then shows the server's log messages from the traffic", async () => {
    await setLogLevel(rpcApi, serverId, "debug");
    const started = await rpcApi.rpc(serverId, {
      method: "tools/call",
      params: { name: "toggle-simulated-logging", arguments: {} },
    });
    expect("result" in started).toBe(true);
    await expect
      .poll(async () => logEntries((await traffic()).messages).length, { timeout: 10_000 })
      .toBeGreaterThan(0);
    const entry = logEntries((await traffic()).messages)[0];
    expect(entry?.text).toMatch(/message/i);
    expect(
      filterLogEntries(logEntries((await traffic()).messages), {
        minimumLevel: "debug",
        text: "",
        clearedThrough: 0,
      }).length,
    ).toBeGreaterThan(0);
    await rpcApi.rpc(serverId, {
      method: "tools/call",
      params: { name: "toggle-simulated-logging", arguments: {} },
    });
    const methods = (await traffic()).messages.map(
      (item) => (item.message as { method?: string }).method,
    );
    expect(methods).toContain("logging/setLevel");
  }, 20_000);

  it("rejects a level the server refuses with the server's message", async () => {
    await expect(setLogLevel(rpcApi, serverId, "loud" as never)).rejects.toThrow(
      /refused logging\/setLevel/,
    );
  });

  it("has the stdio server's stderr lines for their own heading", async () => {
    await expect.poll(async () => (await traffic()).stderr.length).toBeGreaterThan(0);
  });
});
