import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const preload = path.resolve(process.cwd(), "scripts/listen-on-loopback.cjs");

function addressesAfterListen(listenCalls: string[]) {
  const probe = [
    'const http = require("node:http");',
    "const servers = [];",
    ...listenCalls.map((call) => `servers.push(http.createServer().${call});`),
    "const sync = servers.map((server) => server.address());",
    "Promise.all(servers.map((server) => new Promise((done) => server.listening ? done() :",
    '  server.once("listening", done)))).then(() => {',
    "  console.log(JSON.stringify({ sync, settled: servers.map((server) => server.address().address) }));",
    "  for (const server of servers) server.close();",
    "});",
  ].join("\n");
  const result = spawnSync(process.execPath, ["-r", preload, "-e", probe], {
    encoding: "utf8",
    timeout: 10_000,
  });
  expect(result.stderr).toBe("");
  return JSON.parse(result.stdout) as { sync: ({ address: string } | null)[]; settled: string[] };
}

describe("listen-on-loopback", () => {
  it("binds a server that names no address to 127.0.0.1, synchronously as Node does", () => {
    const { sync, settled } = addressesAfterListen(["listen(0)"]);
    expect(sync[0]?.address).toBe("127.0.0.1");
    expect(settled).toEqual(["127.0.0.1"]);
  });

  it("binds the unspecified addresses 0.0.0.0 and :: to 127.0.0.1, and keeps 127.0.0.1", () => {
    const { settled } = addressesAfterListen([
      'listen(0, "0.0.0.0")',
      'listen({ port: 0, host: "::" })',
      'listen(0, "127.0.0.1")',
    ]);
    expect(settled).toEqual(["127.0.0.1", "127.0.0.1", "127.0.0.1"]);
  });
});
