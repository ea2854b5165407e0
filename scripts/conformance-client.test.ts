import { spawn } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  freePort,
  type RunningServerEverything,
  startServerEverything,
} from "@/test/support/server-everything";

const loader = path.resolve(process.cwd(), "scripts/typescript-loader.mjs");
const client = path.resolve(process.cwd(), "scripts/conformance-client.ts");

/** Runs the conformance client as the runner does: the URL last, the scenario in the env. */
function runClient(args: string[], scenario?: string) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const env: NodeJS.ProcessEnv = { ...process.env };
    if (scenario) env.MCP_CONFORMANCE_SCENARIO = scenario;
    else delete env.MCP_CONFORMANCE_SCENARIO;
    const child = spawn(process.execPath, ["--import", loader, client, ...args], { env });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

let server: RunningServerEverything;

beforeAll(async () => {
  server = await startServerEverything("streamableHttp");
});

afterAll(async () => {
  await server?.stop();
});

describe("conformance client", () => {
  it("initializes server-everything over Streamable HTTP through Loupe's layer, printing the traffic", async () => {
    const result = await runClient([server.url], "initialize");
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('rpc → {"method":"initialize"');
    expect(result.stdout).toContain('"method":"tools/list"');
    expect(result.stdout).toMatch(/http POST http:\/\/127\.0\.0\.1:\d+\/mcp → 200/);
  });

  it("spells localhost 127.0.0.1", async () => {
    const result = await runClient([server.url.replace("127.0.0.1", "localhost")], "initialize");
    expect(result.code).toBe(0);
    expect(result.stdout).not.toContain("localhost");
  });

  it("exits 1 with the usage when no URL is given", async () => {
    const result = await runClient([]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("usage: npm run -s conformance-client -- <server url>");
  });

  it("exits 1 naming the server when nothing listens at the URL", async () => {
    const port = await freePort();
    const result = await runClient([`http://127.0.0.1:${port}/mcp`], "tools_call");
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`Could not connect to MCP server "conformance"`);
    expect(result.stderr).toContain("ECONNREFUSED");
  });

  it("exits 1 when the URL is not one", async () => {
    const result = await runClient(["not a url"], "initialize");
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("Invalid URL");
  });
});
