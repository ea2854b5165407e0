import { type HostAction, hostActionOf } from "@/lib/dialects";
import type { EventPayloads, LoupeEvent, ParsedAction } from "@/lib/events/types";
import type { HistoryMessage } from "@/lib/llm/model-request";
import { groupEventsByTurn } from "./turn-grouping";
import { type TurnStatus, turnStatusOf } from "./turn-status";

/** One entry of the conversation column, in the order things happened. */
export type TimelineItem =
  | {
      kind: "task";
      key: string;
      text: string;
      model: string;
      /** The conversation the session started from, shown instead of the task when given. */
      history?: Array<{ key: string; message: HistoryMessage }>;
    }
  | { kind: "turn"; key: string; turn: number; status: TurnStatus }
  | {
      kind: "assistant";
      key: string;
      turn: number;
      content: string;
      /** True until the model's response has ended. */
      streaming: boolean;
      /** The action as its dialect read it: shown as the model wrote it. */
      action?: ParsedAction;
      /** What that action asks the host to do. */
      host?: HostAction;
      thinking?: string;
      finishReason?: string;
    }
  | {
      kind: "decision";
      key: string;
      turn: number;
      decision: EventPayloads["decision"]["decision"];
      params?: Record<string, string>;
    }
  | {
      kind: "observation";
      key: string;
      turn: number;
      seq: number;
      source: EventPayloads["observation"]["source"];
      text: string;
      isError: boolean;
    }
  | { kind: "file"; key: string; turn: number; path: string; bytes: number }
  | { kind: "edit"; key: string; turn: number; target: number | "system" }
  | { kind: "error"; key: string; turn: number; where: string; code: string; message: string }
  | { kind: "result"; key: string; turn: number; text: string }
  | ({ kind: "connections"; key: string; turn: number } & EventPayloads["mcp.connections"]);

/** The conversation derived from a session's events: the task, then each turn's items. */
export function deriveTimeline(events: readonly LoupeEvent[]): TimelineItem[] {
  const items: TimelineItem[] = [];
  for (const [turn, turnEvents] of groupEventsByTurn(events)) {
    const status = turnStatusOf(turnEvents);
    let answer: Extract<TimelineItem, { kind: "assistant" }> | undefined;
    const ensureAnswer = (seq: number) => {
      if (!answer) {
        answer = { kind: "assistant", key: `assistant-${seq}`, turn, content: "", streaming: true };
        items.push(answer);
      }
      return answer;
    };
    const errorKeys = new Set<string>();
    const pushError = (seq: number, where: string, code: string, message: string) => {
      const identity = `${code}\u0000${message}`;
      if (errorKeys.has(identity)) return;
      errorKeys.add(identity);
      items.push({ kind: "error", key: `error-${seq}`, turn, where, code, message });
    };
    for (const event of turnEvents) {
      const key = `${event.kind}-${event.seq}`;
      switch (event.kind) {
        case "session.created":
          items.push({
            kind: "task",
            key,
            text: event.data.task,
            model: event.data.model,
            ...(event.data.history
              ? {
                  history: event.data.history.map((message, index) => ({
                    key: `${key}-${index}`,
                    message,
                  })),
                }
              : {}),
          });
          break;
        case "turn.start":
          items.push({ kind: "turn", key, turn, status });
          break;
        case "llm.request":
          ensureAnswer(event.seq);
          break;
        case "llm.delta":
          if (event.data.channel === "content") {
            const target = ensureAnswer(event.seq);
            target.content = target.content.slice(0, event.data.contentOffset) + event.data.text;
          }
          break;
        case "llm.response": {
          const target = ensureAnswer(event.seq);
          const { content, finishReason, error } = event.data.assembled;
          target.content = content;
          target.streaming = false;
          target.finishReason = finishReason;
          if (error) pushError(event.seq, "llm.response", error.code, error.message);
          break;
        }
        case "action": {
          const target = ensureAnswer(event.seq);
          target.action = event.data.action;
          target.host = hostActionOf(event.data);
          target.thinking = event.data.thinking;
          break;
        }
        case "decision":
          items.push({
            kind: "decision",
            key,
            turn,
            decision: event.data.decision,
            params: event.data.params,
          });
          break;
        case "observation":
          items.push({
            kind: "observation",
            key,
            turn,
            seq: event.seq,
            source: event.data.source,
            text: event.data.text,
            isError: event.data.isError === true,
          });
          break;
        case "workspace.write":
          items.push({
            kind: "file",
            key,
            turn,
            path: event.data.path,
            bytes: event.data.content.length,
          });
          break;
        case "message.edit":
          items.push({ kind: "edit", key, turn, target: event.data.target });
          break;
        case "mcp.connections":
          items.push({ ...event.data, kind: "connections", key, turn });
          break;
        case "error":
          pushError(event.seq, event.data.where, event.data.code, event.data.message);
          break;
        case "turn.end":
          if (event.data.status === "done" && answer?.host?.kind === "finish") {
            items.push({ kind: "result", key, turn, text: answer.host.result });
          }
          break;
        default:
          break;
      }
    }
  }
  return items;
}
