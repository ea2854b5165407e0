import { describe, expect, it } from "vitest";
import { listedServerConfigSchema } from "@/lib/api/servers";
import type { ServerConfig } from "@/lib/mcp/server-config";
import { serverConfigSchema } from "@/lib/mcp/server-config";
import { CONNECTORS, connectOptionsOf } from "@/lib/mcp/transports/connectors";
import {
  TRANSPORT_LIST,
  TRANSPORTS,
  type TransportId,
  transportOf,
} from "@/lib/mcp/transports/index";

const SECRET = "s3cr3t-value";

/** One configuration per transport, each holding a secret where the transport keeps one. */
const samples: { [Id in TransportId]: Extract<ServerConfig, { transport: Id }> } = {
  stdio: {
    name: "local",
    transport: "stdio",
    command: "node",
    args: ["server.js"],
    env: { API_TOKEN: SECRET, HOME: "/home/me" },
  },
  sse: {
    name: "legacy",
    transport: "sse",
    url: `http://me:${SECRET}@127.0.0.1:9000/sse`,
    headers: { authorization: `Bearer ${SECRET}` },
  },
  "streamable-http": {
    name: "remote",
    transport: "streamable-http",
    url: "http://127.0.0.1:9000/mcp",
    headers: { "x-marked": SECRET },
    secretHeaders: ["x-marked"],
  },
  demo: { name: "weather", transport: "demo" },
};

const ignore = () => undefined;
const context = {
  common: { serverId: "a", onRpc: ignore },
  taps: { onHttp: ignore, onStderr: ignore, onExit: ignore },
};

describe("the transport table", () => {
  it("holds each transport once, under its own id, with a connector and a sample", () => {
    const ids = TRANSPORT_LIST.map((transport) => transport.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.keys(TRANSPORTS).sort()).toEqual([...ids].sort());
    expect(Object.keys(CONNECTORS).sort()).toEqual([...ids].sort());
    expect(Object.keys(samples).sort()).toEqual([...ids].sort());
  });

  describe.each(TRANSPORT_LIST.map((transport) => [transport.id, transport] as const))(
    "%s",
    (id, transport) => {
      const sample: ServerConfig = samples[id];
      const parts = transportOf(sample);

      it("has a name, a schema for its own id, and the fields the schema knows", () => {
        expect(transport.name).not.toBe("");
        expect(transport.schema.parse(sample)).toEqual(sample);
        expect(serverConfigSchema.parse(sample)).toEqual(sample);
        expect(transport.schema.safeParse({ ...sample, transport: "other" }).success).toBe(false);
        const shape = Object.keys(transport.schema.shape);
        for (const field of transport.fields) expect(shape).toContain(field);
        for (const field of transport.optionalFields) expect(transport.fields).toContain(field);
      });

      it("sums itself up, redacts its secrets and names them, the secret nowhere in a label", () => {
        const redacted = parts.redact(sample);
        expect(JSON.stringify(redacted)).not.toContain(SECRET);
        expect(parts.summary(sample)).not.toContain(SECRET);
        expect(parts.summary(sample)).toMatch(/^[\w ]+: /);
        expect(parts.target(sample)).not.toBe("");
        const secrets = parts.secrets(sample);
        if (transport.builtIn) expect(secrets).toEqual([]);
        else expect(secrets).toContain(SECRET);
      });

      it("opens through its connector", () => {
        const connector = CONNECTORS[id];
        expect(typeof connector.openSessions).toBe("function");
        const options = connectOptionsOf(sample, context);
        expect(Object.keys(CONNECTORS)).toContain(options.transport);
        if (transport.spawnsProcess) expect(options).toMatchObject({ command: "node" });
        else expect(options).toHaveProperty("url");
      });

      it("is listed exactly when it has a listing, which writes and reads a client entry", () => {
        const listed = listedServerConfigSchema.safeParse(sample).success;
        expect(listed).toBe(transport.listing !== undefined);
        expect(transport.builtIn).toBe(transport.listing === undefined);
        if (transport.listing === undefined) return;
        const entry = parts.listing?.clientEntry(sample, "vscode") ?? {};
        expect(transport.listing.clientTypes).toContain(entry.type);
        const read = transport.listing.readClientEntry(entry);
        expect(read).toMatchObject({ warnings: [] });
        if ("fields" in read) {
          const again = listedServerConfigSchema.parse({
            name: sample.name,
            transport: id,
            ...read.fields,
          });
          expect(again).toMatchObject({ transport: id });
        }
      });
    },
  );
});
