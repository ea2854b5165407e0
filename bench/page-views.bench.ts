/**
 * Long sessions stay fast (issue 7): a 40-turn session (about 13,000 events) against a 4-turn
 * one, timing what the playground derives from a session's events when it opens it: the event
 * cache filled from the loaded JSON, the conversation timeline, its turn blocks and outline, the
 * turn picker's list, the workspace files and the lanes' view of the latest turn.
 *
 * Measured: JSON parsing of the events and that derivation, in Node, for synthesized events
 * shaped like the demo model's (one SSE item, one network chunk and one delta per 4-character
 * piece; every request re-sends the whole history). Not measured: the network, React rendering
 * and layout, syntax highlighting, the live stream. Two loads are compared: every event (what a
 * script reading `/events` gets), and what the page holds since it streams with `?raw=latest`:
 * the raw exchange (request body, chunks, SSE lines, deltas) of the latest turn only, the rest
 * of the log without it. The goal, for the second, is a ratio of at most 3 between the two
 * sessions, the 40-turn time over the 4-turn one.
 */
import { dialectFor, type HostActionRequest } from "@/lib/dialects";
import type { EventKind, EventPayloads, LoupeEvent } from "@/lib/events/types";
import { deriveTimeline } from "@/lib/views/playground/conversation/session-timeline";
import { timelineBlocks } from "@/lib/views/playground/conversation/timeline-blocks";
import { deriveTurnOutline } from "@/lib/views/playground/conversation/turn-outline";
import { listTurns } from "@/lib/views/playground/conversation/turn-status";
import { createSessionEventCache } from "@/lib/views/playground/session/session-event-cache";
import { latestFiles } from "@/lib/views/playground/setup/files";
import type { Comparison } from "./interleaved-rounds";

const xml = dialectFor("xml");

import { deriveTurn } from "@/lib/views/playground/conversation/turn-view";

const systemPrompt = `You are a careful assistant with MCP tools.\n${"Tool use rules. ".repeat(180)}`;
const detailKinds: ReadonlySet<EventKind> = new Set([
  "llm.request",
  "llm.chunk",
  "llm.sse",
  "llm.delta",
]);

/** A session of `turns` turns in the XML dialect: a tool call and a file write in turn, then the final answer. */
function synthesizeSession(turns: number): LoupeEvent[] {
  const events: LoupeEvent[] = [];
  const add = <Kind extends EventKind>(kind: Kind, data: EventPayloads[Kind]) => {
    const seq = events.length + 1;
    events.push({ sessionId: "bench", seq, at: 1_000 + seq, kind, data } as LoupeEvent);
    return seq;
  };
  const history: Array<{ role: string; content: string }> = [
    { role: "system", content: systemPrompt },
    { role: "user", content: "What's the weather in New York tomorrow? Write it to result.md" },
  ];
  add("session.created", {
    task: history[1]?.content ?? "",
    model: "demo",
    dialect: "xml",
    systemPrompt,
  });
  for (let turn = 1; turn <= turns; turn += 1) {
    const last = turn === turns;
    const request: HostActionRequest = last
      ? { kind: "finish", result: "Tomorrow in New York: sunny, 24°C." }
      : turn % 2 === 1
        ? {
            kind: "mcp-tool",
            server: "weather",
            tool: "get_forecast",
            arguments: { latitude: 40.7 },
          }
        : {
            kind: "file-tool",
            which: "write",
            args: { path: `notes/turn-${turn}.md`, content: "Sunny, 24°C. ".repeat(8) },
          };
    const answer = `<thinking>\nTurn ${turn}: ${"I weigh what the last observation said. ".repeat(6)}\n</thinking>\n\n${xml.write(request).content}`;
    const [action] = xml.readAll({ content: answer, toolCalls: [] });
    if (!action) throw new Error(`turn ${turn}'s answer holds no action`);
    add("turn.start", { turn });
    add("llm.request", {
      turn,
      provider: "demo",
      url: "http://127.0.0.1/api/demo/v1/chat/completions",
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ model: "demo", stream: true, messages: history }),
    });
    let offset = 0;
    for (let start = 0; start < answer.length; start += 4) {
      const text = answer.slice(start, start + 4);
      const data = `{"choices":[{"index":0,"delta":{"content":${JSON.stringify(text)}}}]}`;
      const chunkSeq = add("llm.chunk", {
        turn,
        base64: Buffer.from(`data: ${data}\n\n`).toString("base64"),
        offset,
        length: data.length + 8,
      });
      offset += data.length + 8;
      const sseSeq = add("llm.sse", {
        turn,
        type: "event",
        lines: [`data: ${data}`],
        data,
        chunkSeqs: [chunkSeq],
        offsetMs: start,
      });
      add("llm.delta", { turn, channel: "content", text, contentOffset: start, sseSeq });
    }
    add("llm.response", {
      turn,
      status: 200,
      headers: {},
      timings: { ttfbMs: 3, firstTokenMs: 5, endMs: answer.length },
      assembled: { content: answer, reasoning: "", toolCalls: [], finishReason: "stop" },
    });
    add("action", { turn, dialect: "xml", action });
    history.push({ role: "assistant", content: answer });
    if (last) {
      add("turn.end", { turn, status: "done" });
      break;
    }
    add("turn.end", { turn, status: "awaiting-decision" });
    add("decision", { turn, decision: "execute" });
    let observation = "";
    if (request.kind === "mcp-tool") {
      const call = {
        jsonrpc: "2.0",
        id: turn,
        method: "tools/call",
        params: { name: request.tool },
      };
      add("rpc", { serverId: "weather", direction: "out", message: call, turn });
      const text = "Sunny, 24°C, wind 12 km/h. ".repeat(10);
      observation = xml.observe(action, { kind: "result", text, isError: false }).content;
      const result = { content: [{ type: "text", text: observation }] };
      add("rpc", {
        serverId: "weather",
        direction: "in",
        message: { jsonrpc: "2.0", id: turn, result },
        requestId: turn,
        latencyMs: 4,
        turn,
      });
    } else if (request.kind === "file-tool" && request.which === "write") {
      add("workspace.write", { turn, ...request.args });
      observation = xml.observe(action, {
        kind: "result",
        text: "written.",
        isError: false,
      }).content;
    }
    add("observation", {
      turn,
      source: request.kind === "mcp-tool" ? "mcp" : "builtin",
      text: observation,
    });
    history.push({ role: "user", content: observation });
  }
  return events;
}

/** The log without the raw exchange (request body, chunks, SSE lines, deltas) of other turns. */
function withoutStreamDetail(events: readonly LoupeEvent[], keepTurn: number): LoupeEvent[] {
  return events.filter(
    (event) => !detailKinds.has(event.kind) || (event.data as { turn?: number }).turn === keepTurn,
  );
}

/** What the page does with a session's events when it opens it. */
function openSession(json: string): number {
  const cache = createSessionEventCache();
  cache.add(JSON.parse(json) as LoupeEvent[]);
  const events = cache.getSnapshot();
  const timeline = deriveTimeline(events);
  const outline = deriveTurnOutline(timelineBlocks(timeline).turns);
  const turns = listTurns(events);
  const files = latestFiles(events);
  const latest = turns.at(-1)?.turn ?? 0;
  const view = deriveTurn(events, latest);
  return timeline.length + outline.length + files.length + view.sseLines.length;
}

/**
 * What the page's event stream does as a session opens: the server sends its log one event a
 * message, each added to the cache on its own, then the page reads it once per frame.
 */
function streamSession(events: readonly LoupeEvent[]): number {
  const cache = createSessionEventCache();
  for (const event of events) cache.add([event]);
  return cache.getSnapshot().length;
}

const long = synthesizeSession(40);
const short = synthesizeSession(4);
const longJson = JSON.stringify(long);
const shortJson = JSON.stringify(short);
const longLight = JSON.stringify(withoutStreamDetail(long, 40));
const shortLight = JSON.stringify(withoutStreamDetail(short, 4));

/** The 40-turn session against the 4-turn one, every event and then as the page loads them. */
export const comparisons: Comparison[] = [
  {
    title: `open a session, every event (40 turns: ${long.length} events, 4 turns: ${short.length})`,
    baseline: { label: `4 turns, ${short.length} events`, run: () => openSession(shortJson) },
    subject: { label: `40 turns, ${long.length} events`, run: () => openSession(longJson) },
  },
  {
    title: "open a session as the page does (?raw=latest: raw exchange of the latest turn only)",
    baseline: {
      label: `4 turns, ${JSON.parse(shortLight).length} events`,
      run: () => openSession(shortLight),
    },
    subject: {
      label: `40 turns, ${JSON.parse(longLight).length} events`,
      run: () => openSession(longLight),
    },
    goal: 3,
  },
  {
    title: "the stream's events added one at a time, then read (linear: about the events' ratio)",
    baseline: { label: `4 turns, ${short.length} events`, run: () => streamSession(short) },
    subject: { label: `40 turns, ${long.length} events`, run: () => streamSession(long) },
    goal: Math.ceil((long.length / short.length) * 1.5),
  },
];
