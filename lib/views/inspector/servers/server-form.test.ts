import { describe, expect, it } from "vitest";
import type { ListedServer } from "@/lib/api/servers";
import { REDACTED } from "@/lib/security/redacted";
import {
  emptyServerForm,
  readServerForm,
  serverFormFrom,
  serverPatch,
  serverTarget,
  transportLabel,
} from "./server-form";

const stamps = { id: "s1", createdAt: 1, updatedAt: 2 };

describe("readServerForm", () => {
  it("reads a Streamable HTTP server with headers and timeouts, leaving out empty rows", () => {
    const result = readServerForm({
      ...emptyServerForm,
      name: " everything ",
      url: " http://127.0.0.1:3001/mcp ",
      headers: [
        { name: "authorization", value: "Bearer abc" },
        { name: "", value: "" },
      ],
      command: "ignored for a remote server",
      requestMs: "500",
      resetOnProgress: true,
    });
    expect(result).toEqual({
      ok: true,
      config: {
        name: "everything",
        transport: "streamable-http",
        url: "http://127.0.0.1:3001/mcp",
        headers: { authorization: "Bearer abc" },
        timeouts: { requestMs: 500, resetOnProgress: true },
      },
    });
  });

  it("reads a stdio server: one argument per line, env rows, cwd", () => {
    const result = readServerForm({
      ...emptyServerForm,
      name: "files",
      transport: "stdio",
      command: "npx",
      args: "-y\n@modelcontextprotocol/server-filesystem\n\n/tmp",
      env: [{ name: "HOME", value: "/home/me" }],
      cwd: "/tmp",
      url: "ignored",
    });
    expect(result).toEqual({
      ok: true,
      config: {
        name: "files",
        transport: "stdio",
        command: "npx",
        args: ["-y", "@modelcontextprotocol/server-filesystem", "/tmp"],
        env: { HOME: "/home/me" },
        cwd: "/tmp",
      },
    });
  });

  it("names each problem it finds: a value without a name, a name twice, a timeout that is not a number", () => {
    const result = readServerForm({
      ...emptyServerForm,
      headers: [
        { name: "", value: "x" },
        { name: "a", value: "1" },
        { name: "a", value: "2" },
      ],
      requestMs: "1.5",
      maxTotalMs: "0",
    });
    expect(result).toEqual({
      ok: false,
      problems: [
        {
          field: "timeouts.requestMs",
          message: "timeouts.requestMs must be a whole number of milliseconds, at least 1",
        },
        {
          field: "timeouts.maxTotalMs",
          message: "timeouts.maxTotalMs must be a whole number of milliseconds, at least 1",
        },
        { field: "headers", message: "headers: a row has a value but no name" },
        { field: "headers", message: "headers: a is given twice" },
      ],
    });
  });
});

describe("serverFormFrom", () => {
  it("keeps [redacted] values as they are, so saving sends them back and the API keeps the secret", () => {
    const server: ListedServer = {
      ...stamps,
      name: "remote",
      transport: "sse",
      url: "http://127.0.0.1:1/sse",
      headers: { authorization: REDACTED },
      timeouts: { maxTotalMs: 9000 },
    };
    const form = serverFormFrom(server);
    expect(form.headers).toEqual([{ name: "authorization", value: REDACTED }]);
    expect(form.maxTotalMs).toBe("9000");
    expect(readServerForm(form)).toEqual({
      ok: true,
      config: {
        name: "remote",
        transport: "sse",
        url: "http://127.0.0.1:1/sse",
        headers: { authorization: REDACTED },
        timeouts: { maxTotalMs: 9000 },
      },
    });
  });

  it("ticks the Secret box of rows the server marks secret, and sends the marks back", () => {
    const form = serverFormFrom({
      ...stamps,
      name: "local",
      transport: "stdio",
      command: "node",
      env: { HOME: "/home/me", MARKER: REDACTED },
      secretEnv: ["MARKER"],
    });
    expect(form.env).toEqual([
      { name: "HOME", value: "/home/me" },
      { name: "MARKER", value: REDACTED, secret: true },
    ]);
    const read = readServerForm({
      ...form,
      env: [...form.env, { name: "PLAIN", value: "x", secret: false }],
    });
    expect(read).toMatchObject({
      ok: true,
      config: { env: { HOME: "/home/me", MARKER: REDACTED, PLAIN: "x" }, secretEnv: ["MARKER"] },
    });
    const headers = readServerForm({
      ...emptyServerForm,
      name: "remote",
      url: "http://127.0.0.1:1/mcp",
      headers: [{ name: "X-Trace", value: "abc", secret: true }],
    });
    expect(headers).toMatchObject({
      ok: true,
      config: { headers: { "X-Trace": "abc" }, secretHeaders: ["X-Trace"] },
    });
  });

  it("writes a stdio server's arguments one per line", () => {
    const form = serverFormFrom({
      ...stamps,
      name: "e",
      transport: "stdio",
      command: "node",
      args: ["a", "b"],
    });
    expect(form.args).toBe("a\nb");
    expect(form.env).toEqual([]);
  });
});

describe("serverPatch", () => {
  it("sends null for the optional fields the form emptied", () => {
    expect(serverPatch({ name: "e", transport: "stdio", command: "node" })).toEqual({
      name: "e",
      transport: "stdio",
      command: "node",
      args: null,
      env: null,
      secretEnv: null,
      cwd: null,
      timeouts: null,
    });
    expect(serverPatch({ name: "r", transport: "streamable-http", url: "http://h/mcp" })).toEqual({
      name: "r",
      transport: "streamable-http",
      url: "http://h/mcp",
      headers: null,
      secretHeaders: null,
      timeouts: null,
    });
  });
});

describe("serverTarget and transportLabel", () => {
  it("show a command line or a URL, and the transport in words", () => {
    expect(
      serverTarget({ name: "e", transport: "stdio", command: "node", args: ["x.js", "stdio"] }),
    ).toBe("node x.js stdio");
    expect(serverTarget({ name: "r", transport: "sse", url: "http://h/sse" })).toBe("http://h/sse");
    expect(transportLabel("streamable-http")).toBe("Streamable HTTP");
  });
});
