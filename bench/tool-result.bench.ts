/**
 * A large tool result must cost time linear in its size. This reads a result of 4 MB and one of
 * 16 MB the way the inspector does: stdout in 64 KiB reads cut into lines (`StdoutLines`),
 * parsed and checked as JSON-RPC, recorded in the traffic log (masking, depth check, SQLite)
 * and read back as a traffic page. The ratio is the 16 MB result's time over the 4 MB one's
 * (goal: at most 5 for 4 times the bytes; linear is 4).
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { JSONRPCMessageSchema } from "@modelcontextprotocol/sdk/types.js";
import { readTraffic } from "@/lib/inspector/read-traffic";
import { trafficLogId } from "@/lib/inspector/traffic-log";
import { StdoutLines } from "@/lib/mcp/stdout-lines";
import { openDatabase } from "@/lib/store/database";
import { EventStore } from "@/lib/store/event-store";
import type { Comparison } from "./interleaved-rounds";

const READ_BYTES = 64 * 1024;
const store = new EventStore(
  openDatabase(path.join(mkdtempSync(path.join(tmpdir(), "loupe-bench-")), "bench.db")),
);

/** A `tools/call` result of about `bytes` bytes as a server writes it on stdout, in 64 KiB reads. */
function stdoutReads(bytes: number): Buffer[] {
  const result = { content: [{ type: "text", text: "Sunny, 24°C. ".repeat(bytes / 14) }] };
  const line = Buffer.from(`${JSON.stringify({ jsonrpc: "2.0", id: 7, result })}\n`);
  const reads: Buffer[] = [];
  for (let offset = 0; offset < line.length; offset += READ_BYTES) {
    reads.push(line.subarray(offset, offset + READ_BYTES));
  }
  return reads;
}

/** Reads, records and pages back one result; the traffic log is dropped after. */
function inspectResult(reads: readonly Buffer[]): number {
  const serverId = "bench";
  const logId = trafficLogId(serverId);
  store.createSession({ id: logId, task: "bench", model: "", kind: "traffic" });
  const lines = new StdoutLines();
  for (const read of reads) {
    for (const line of lines.push(read)) {
      const message = JSONRPCMessageSchema.parse(JSON.parse(line));
      store.append(logId, { kind: "rpc", data: { serverId, direction: "in", message } });
    }
  }
  const page = readTraffic(store, serverId);
  store.deleteSession(logId);
  return page.messages.length;
}

const small = stdoutReads(4 * 1024 * 1024);
const large = stdoutReads(16 * 1024 * 1024);

/** Four times the bytes, against the 4 MB result; each call is long, so it is timed once a round. */
export const comparisons: Comparison[] = [
  {
    title: "read, record and page back one tool result from a stdio server",
    baseline: { label: "a 4 MB result", run: () => inspectResult(small) },
    subject: { label: "a 16 MB result", run: () => inspectResult(large) },
    goal: 5,
    rounds: 8,
    slotsPerRound: 1,
    slotMilliseconds: 0,
  },
];
