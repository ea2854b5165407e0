import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import { beforeEach, describe, expect, it } from "vitest";
import { type RpcRecord, TappedTransport } from "@/lib/mcp/tapped-transport";

/** A message from the server nested 100,000 levels, as a hostile server sends one. */
function deep(envelope: string): JSONRPCMessage {
  const levels = 100_000;
  return JSON.parse(envelope.replace("DEEP", `${"[".repeat(levels)}${"]".repeat(levels)}`));
}

let records: RpcRecord[];
let received: JSONRPCMessage[];
let toServer: JSONRPCMessage[];
let server: InMemoryTransport;

beforeEach(async () => {
  records = [];
  received = [];
  toServer = [];
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  server = serverSide;
  server.onmessage = (message) => toServer.push(message);
  const tapped = new TappedTransport(clientSide, (record) => records.push(record));
  tapped.onmessage = (message) => received.push(message);
  await tapped.start();
  await server.start();
});

describe("TappedTransport and a message nested past the limit", () => {
  it("records a deep response and hands the client an error saying where, marked as Loupe's", async () => {
    await server.send(deep('{"jsonrpc":"2.0","id":3,"result":{"content":DEEP}}'));
    expect(records).toHaveLength(1);
    expect(records[0]?.direction).toBe("in");
    expect(received).toEqual([
      {
        jsonrpc: "2.0",
        id: 3,
        error: {
          code: -32700,
          message: expect.stringContaining("nests deeper than 128 levels") as unknown as string,
          data: { loupe: "not-json-rpc" },
        },
      },
    ]);
    expect(JSON.stringify(received)).toContain("(at result.content[0][0]");
  });

  it("answers a deep request of the server's with an error and does not pass it on", async () => {
    await server.send(
      deep(
        '{"jsonrpc":"2.0","id":"s1","method":"sampling/createMessage","params":{"messages":DEEP}}',
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(received).toEqual([]);
    expect(toServer).toHaveLength(1);
    expect(toServer[0]).toMatchObject({ jsonrpc: "2.0", id: "s1", error: { code: -32600 } });
    expect(JSON.stringify(toServer[0])).toContain(
      "Loupe did not read sampling/createMessage: the request nests deeper than 128 levels",
    );
    expect(records.map((record) => record.direction)).toEqual(["in", "out"]);
  });

  it("drops a deep notification after recording it", async () => {
    await server.send(
      deep('{"jsonrpc":"2.0","method":"notifications/message","params":{"data":DEEP}}'),
    );
    expect(received).toEqual([]);
    expect(records).toHaveLength(1);
  });
});
