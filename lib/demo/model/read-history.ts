import { type AssistantAction, readAction } from "@/lib/demo/model/read-action";
import { type Observation, readObservation } from "@/lib/demo/model/read-observation";
import { type DemoChatMessage, messageText } from "@/lib/demo/model/request";

/** What became of a `write_to_file` the model asked for. */
export interface WriteOutcome {
  path: string;
  outcome: "saved" | "denied" | "failed";
  message: string;
}

/** The conversation so far, as the policy needs it: the task, what was learned, what went wrong. */
export interface HistoryReading {
  task: string;
  /** What the user said after the task: answers to questions and free-text replies. */
  replies: string[];
  /** Successful MCP tool results by tool name (the latest one wins). */
  toolResults: Map<string, string>;
  /** Successful resource reads by URI. */
  resourceResults: Map<string, string>;
  write?: WriteOutcome;
  /** The latest observation that was not "you did not use a tool", with the action it answers. */
  last?: { action?: AssistantAction; observation: Observation };
  /** How many invalid-JSON errors came in a row at the end. */
  invalidJsonStreak: number;
  /** Assistant messages so far that called `use_mcp_tool`. */
  mcpAttempts: number;
  /** Assistant messages so far that asked a follow-up question. */
  questionsAsked: number;
}

/** Reads the non-system messages: the `<task>`, then assistant actions paired with the observations after them. */
export function readHistory(messages: readonly DemoChatMessage[]): HistoryReading {
  const reading: HistoryReading = {
    task: "",
    replies: [],
    toolResults: new Map(),
    resourceResults: new Map(),
    invalidJsonStreak: 0,
    mcpAttempts: 0,
    questionsAsked: 0,
  };
  let taskSeen = false;
  let pending: AssistantAction | undefined;
  for (const message of messages) {
    const text = messageText(message);
    if (message.role === "assistant") {
      pending = readAction(text);
      if (pending?.name === "use_mcp_tool") reading.mcpAttempts += 1;
      if (pending?.name === "ask_followup_question") reading.questionsAsked += 1;
    } else if (message.role === "user" && !taskSeen) {
      taskSeen = true;
      reading.task = /<task>\s*([\s\S]*?)\s*<\/task>/.exec(text)?.[1] ?? text.trim();
    } else if (message.role === "user" || message.role === "tool") {
      const observation =
        message.role === "tool" ? { kind: "result" as const, text } : readObservation(text);
      record(reading, pending, observation);
      pending = undefined;
    }
  }
  return reading;
}

function record(
  reading: HistoryReading,
  action: AssistantAction | undefined,
  observation: Observation,
) {
  if (observation.kind === "no-tool") return;
  reading.last = { action, observation };
  reading.invalidJsonStreak =
    observation.kind === "invalid-json" ? reading.invalidJsonStreak + 1 : 0;
  const actionName = action?.name ?? observation.tool;
  if (observation.kind === "followup-answer" || observation.kind === "user-message") {
    reading.replies.push(observation.text);
  } else if (actionName === "write_to_file") {
    const outcomes = { result: "saved", denied: "denied" } as const;
    const outcome = outcomes[observation.kind as keyof typeof outcomes] ?? "failed";
    const path = action?.params.path ?? observation.target ?? "";
    reading.write = { path, outcome, message: observation.text };
  } else if (observation.kind === "result" && actionName === "use_mcp_tool") {
    const toolName = action?.params.tool_name ?? observation.target ?? "";
    reading.toolResults.set(toolName, observation.text);
  } else if (observation.kind === "result" && actionName === "access_mcp_resource") {
    const uri = action?.params.uri ?? observation.target ?? "";
    reading.resourceResults.set(uri, observation.text);
  }
}
