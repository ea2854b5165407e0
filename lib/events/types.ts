import type { ToolChoiceResult } from "@/lib/api/tool-choice";
import type { DialectServer } from "@/lib/dialects/dialect";
import type { DialectId } from "@/lib/dialects/dialect-ids";
import type { AssembledAnswer } from "@/lib/llm/model-part";
import type { HistoryMessage, ModelParams, ModelTool } from "@/lib/llm/model-request";
import type { ServerConfig } from "@/lib/mcp/server-config";

/**
 * The session event log (docs/architecture.md): every view of a session is derived from these events.
 * `seq` is per session and strictly increasing; `at` is milliseconds since the Unix epoch with
 * sub-millisecond precision (performance.timeOrigin + performance.now()).
 */

/** Where in the assembled answer text an action was found (UTF-16 offsets, end exclusive). */
export interface TextSpan {
  start: number;
  end: number;
}

export type { DialectId } from "@/lib/dialects/dialect-ids";

/** One action the dialect parser found in a model answer. */
export interface ParsedAction {
  /**
   * The action's name in its dialect's words (the host tool it reads as): shown, never switched
   * on; what the action asks the host is its dialect's `hostAction` of it.
   */
  name: string;
  /** Parameter values as text, leading and trailing newline trimmed. */
  params: Record<string, string>;
  /** `arguments` (and `options`) parsed as JSON when they are valid. */
  json?: Record<string, unknown>;
  span: TextSpan;
  /** For the native dialect: the tool call this action came from (its span is then empty). */
  toolCall?: { index: number; id: string; name: string };
  /** False when a required parameter is missing or JSON is malformed; `errors` says why. */
  valid: boolean;
  /** True when the stream ended before the closing tag. */
  partial: boolean;
  errors: string[];
}

export interface EventPayloads {
  "session.created": {
    task: string;
    model: string;
    dialect: DialectId;
    systemPrompt: string;
    /** The session's MCP servers, secrets (header and env values) redacted. */
    servers?: ServerConfig[];
    /** What the servers offered when the session was created: the prompt and tools come from it. */
    catalog?: DialectServer[];
    params?: ModelParams;
    /** True: the host aborts the stream at the first complete action, as the seeds' host does. */
    stopAtFirstAction?: boolean;
    /**
     * True: the system prompt is sent exactly as written, as a captured request sent it: a
     * `{{date}}` or `{{tools}}` in it is text, not a placeholder. Absent: placeholders are filled.
     */
    literalSystemPrompt?: boolean;
    /**
     * The conversation the session started from, after the system prompt (a captured request's
     * messages); absent: the task, as the dialect formats it, is the first message.
     */
    history?: HistoryMessage[];
    /**
     * A captured request's functions, offered beside the servers' tools as they were sent; no
     * server runs them (their calls are host actions on `CAPTURED_TOOLS_SERVER`).
     */
    tools?: ModelTool[];
    /**
     * A proxied capture's: the functions its request offered, by name, settled when the request
     * was read. Its answer's native tool calls are read as calls of these, and its text by
     * `dialect`, the one the request's system prompt asks for (`native`: none). Absent (an
     * import, an older capture, a request Loupe cannot read): the answer is read by `dialect`.
     */
    requestTools?: string[];
    /** Actions that execute without waiting for a person (see `auto-approve`). */
    autoApprove?: string[];
    /** Set when the session was made from a session file (`POST /api/sessions/import`). */
    imported?: SessionImport;
    /** A fork's: the session and turn it was forked from (absent: not a fork). */
    parent?: SessionParent;
    /** A comparison column's: the comparison and the column it is (absent: on its own). */
    comparison?: ComparisonMembership;
  };
  /**
   * A comparison's configuration, the one event of its log: the shared task, dialect and prompt,
   * and its columns in order, each an ordinary session (whose `session.created` holds the rest).
   */
  "comparison.created": {
    task: string;
    dialect: DialectId;
    systemPrompt?: string;
    /** The session or capture its columns started from (absent: set up from scratch). */
    from?: ComparisonSource;
    columns: ComparisonColumnRecord[];
  };
  /**
   * A tool-choice matrix, the one event of its log (docs/api.md, "Which tool?"): its setup and
   * every cell's first action, with the totals per model.
   */
  "tool-choice.created": Omit<ToolChoiceResult, "id" | "createdAt"> & { systemPrompt?: string };
  "turn.start": { turn: number };
  "turn.end": {
    turn: number;
    /** `stopped`: a person stopped the turn mid-stream; its partial answer stays in the log. */
    status: "awaiting-decision" | "done" | "error" | "interrupted" | "stopped";
  };
  /** A run began: the loop steps (and executes auto-approved actions) until it pauses or ends. */
  "run.start": { maxTurns: number; fromTurn: number };
  /** A run ended, and why; `turn` is the last turn it reached. */
  "run.end": { turn: number; reason: RunEndReason; error?: { code: string; message: string } };
  /**
   * The session's auto-approve list replaced: tool names (any server's), `server:tool`, or
   * `server:*` for all of a server's tools; such actions execute without waiting.
   */
  "auto-approve": { tools: string[] };
  /** A person's new message after the final answer: the run can go on from it. */
  feedback: { turn: number; text: string };
  "llm.request": {
    turn: number;
    provider: string;
    url: string;
    method: string;
    /** Secrets redacted. */
    headers: Record<string, string>;
    /** The exact body sent. */
    body: string;
  };
  "llm.chunk": {
    turn: number;
    /** The bytes of one network read, base64. */
    base64: string;
    /** Byte offset of this chunk in the response body. */
    offset: number;
    length: number;
  };
  "llm.sse": {
    turn: number;
    /** `event` for a dispatched event, `comment` for a `:` line. */
    type: "event" | "comment";
    /** The raw lines as received (without line terminators). */
    lines: string[];
    event?: string;
    id?: string;
    data?: string;
    comment?: string;
    /** `seq` of the `llm.chunk` events these lines came from. */
    chunkSeqs: number[];
    /** Milliseconds from the request start to the arrival of the last line. */
    offsetMs: number;
    /**
     * Milliseconds since the previous data line (an event), or since the response arrived for
     * the first one: with only keep-alive comments coming, this is what grows.
     */
    sinceDataMs?: number;
    /** Milliseconds since the previous comment (keep-alive) line; absent before the first. */
    sinceCommentMs?: number;
  };
  "llm.delta": {
    turn: number;
    channel: "content" | "reasoning" | "tool_call";
    text: string;
    /** Offset of `text` in the assembled content of its channel. */
    contentOffset: number;
    toolCallIndex?: number;
    /** `seq` of the `llm.sse` event this delta came from. */
    sseSeq: number;
  };
  "llm.response": {
    turn: number;
    status: number;
    headers: Record<string, string>;
    /** Milliseconds from the request start (see `turnTimings` in `lib/llm/turn-timings.ts`). */
    timings: {
      /** To the response headers (the first byte of the answer). */
      ttfbMs?: number;
      /** To the first text, reasoning or tool-call delta. */
      firstTokenMs?: number;
      /** To the end of the answer. */
      endMs: number;
      /** Output tokens over the generation time; absent when either is zero. */
      tokensPerSecond?: number;
      /** The output tokens counted, and whether the provider said them or Loupe estimated them. */
      outputTokens?: number;
      outputTokensSource?: "usage" | "estimate";
      /** Longest wait for a data line, keep-alive comments not counting as data. */
      longestDataGapMs?: number;
      /** Comment (keep-alive) lines received. */
      keepAliveComments?: number;
      /** False for an imported capture: it holds no times, so none of the above was measured. */
      measured?: false;
    };
    /** The whole answer: text, reasoning, tool calls, usage, finish reason and error. */
    assembled: AssembledAnswer;
  };
  action: {
    turn: number;
    dialect: DialectId;
    action: ParsedAction;
    /** Thinking text found before the action, if any. */
    thinking?: string;
  };
  decision: {
    turn: number;
    decision: "execute" | "edit" | "mock" | "skip";
    /** For `edit`: the parameters actually executed. */
    params?: Record<string, string>;
  };
  rpc: {
    serverId: string;
    direction: "out" | "in";
    message: unknown;
    /** For a response: the request id it answers, and the time since the request. */
    requestId?: string | number;
    latencyMs?: number;
    turn?: number;
  };
  http: {
    serverId: string;
    method: string;
    url: string;
    status?: number;
    requestHeaders: Record<string, string>;
    responseHeaders?: Record<string, string>;
    requestBody?: string;
    /** The raw response text (SSE included), truncated at a limit. */
    responseBody?: string;
    durationMs?: number;
    turn?: number;
    /**
     * Names the exchange: an event-stream response is recorded when its headers arrive (`open`),
     * its body text follows as `http.chunk` events, and its final record comes when the body
     * ends; all of them share this id. Absent in logs written before it existed.
     */
    exchangeId?: string;
    /**
     * True on the record made when an event-stream response's headers arrive: the body is still
     * streaming (`responseBody` empty, `durationMs` absent). Absent on the final record.
     */
    open?: true;
  };
  /**
   * A piece of an open event-stream response's body, as it arrived (cut at line ends), for the
   * exchange its `http` record with `open: true` began. The final `http` record holds it all.
   */
  "http.chunk": {
    serverId: string;
    exchangeId: string;
    text: string;
    /**
     * How many comment lines (keep-alives such as `: keepalive`) the text holds: they are held
     * back and recorded a batch at a time rather than one event each. Absent when it holds none.
     */
    keepAlives?: number;
    turn?: number;
  };
  observation: {
    turn: number;
    source: "mcp" | "builtin" | "mock" | "user" | "host";
    /** The text that goes back to the model as the next user message. */
    text: string;
    isError?: boolean;
    /** Native dialect: the tool call this observation answers. */
    toolCallId?: string;
  };
  "workspace.write": { turn: number; path: string; content: string };
  "message.edit": {
    /** Index into the message history, or `system` for the system prompt. */
    target: number | "system";
    before: string;
    after: string;
  };
  /**
   * A person saved the system prompt as a named version (`POST /api/sessions/:id/prompt-versions`),
   * placeholders as written, for the dialect it was written for; it changes nothing sent.
   */
  "prompt.version": { name: string; dialect: DialectId; text: string };
  /**
   * The session's MCP connections were closed after sitting unused for `idleMs`
   * (`closed-idle`), or opened again for its next step (`reopened`).
   */
  "mcp.connections": {
    change: "closed-idle" | "reopened";
    /** The servers of the set, by name. */
    servers: string[];
    idleMs?: number;
    turn?: number;
  };
  /** A line (or a piece) a stdio MCP server wrote to its stderr. */
  "mcp.stderr": { serverId: string; text: string; turn?: number };
  /** A stdio MCP server's process ended. */
  "mcp.exit": {
    serverId: string;
    code: number | null;
    signal: string | null;
    turn?: number;
  };
  /**
   * How a logging-proxy exchange went (`lib/proxy`), once it has ended: where it went, its sizes
   * (whole, and as far as recorded) and how it ended. The `llm.*` events before it hold the bytes.
   */
  "capture.exchange": {
    source: "proxy";
    upstream: string;
    method: string;
    /** The path after `/api/proxy/<upstream>`, with the query, as the client wrote it. */
    path: string;
    /** The upstream URL it was sent to, credentials removed. */
    url: string;
    /** The upstream's status; 0 when none answered. */
    status: number;
    userAgent?: string;
    /** When the request arrived, milliseconds since the Unix epoch. */
    startedAt: number;
    ttfbMs?: number;
    durationMs: number;
    /** Bytes of the request body sent upstream; `requestCut` when more than were recorded. */
    requestBytes: number;
    requestCut: boolean;
    /** Bytes of the answer passed to the client; `responseCut` when more than were recorded. */
    responseBytes: number;
    recordedResponseBytes: number;
    responseCut: boolean;
    /** Read to its end; the client went away (the upstream request was aborted); the upstream broke off or never answered. */
    end: "complete" | "client-disconnected" | "upstream-failed" | "unreachable";
  };
  /**
   * Where a proxied capture stands in its agent's conversation, decided once as its request is
   * read (`lib/proxy/capture-conversation.ts`), and the keys a later request finds it by.
   */
  "capture.conversation": {
    /** The agent's session header's value, else the id of the conversation's first capture. */
    id: string;
    by: "header" | "prefix";
    /** Its place in the conversation, from 1 (not `turn`: the capture's own turn is 1). */
    conversationTurn: number;
    previousId: string | null;
    /** A hash of all its messages, system prompt included: what a continuing request begins with. */
    historyKey?: string;
    /** A hash of its system prompt and first user message. */
    openingKey?: string;
  };
  error: {
    turn?: number;
    /** Where it happened, e.g. `llm.stream`, `mcp.call`, `dialect.xml`. */
    where: string;
    code: string;
    message: string;
  };
}

export type EventKind = keyof EventPayloads;

/**
 * Where an imported session came from, and whether it can step: `missingServers` names the
 * file's servers not found here (by name or URL among the listed ones); while any is missing the
 * session is read-only, and a fork of it is what runs.
 */
export interface SessionImport {
  /** The id the session had where it was exported. */
  sourceId: string;
  exportedAt: string;
  missingServers: string[];
}

/** Where a fork came from: the session it was forked from and the turn it kept history up to. */
export interface SessionParent {
  id: string;
  turn: number;
}

/**
 * Where a comparison starts from: a session (its task, prompt and servers on other models) or a
 * proxied capture (this request on other models: its history and tools, as Open in playground).
 */
export type ComparisonSource = { session: string } | { capture: string };

/** Which comparison a session is a column of, and which column (0 is the first). */
export interface ComparisonMembership {
  id: string;
  column: number;
}

/** One column of a comparison as recorded: its session and what sets it apart. */
export interface ComparisonColumnRecord {
  sessionId: string;
  model: string;
  dialect: DialectId;
  /** What the column is called: the given label, else its model (and dialect when they differ). */
  label: string;
}

/**
 * Why a run ended: the task finished, an action waits for a person, `maxTurns` was reached, a
 * person stopped it, a turn or an action failed, or Loupe stopped while it ran.
 */
export type RunEndReason = "done" | "decision" | "max-turns" | "stopped" | "error" | "interrupted";

/**
 * One stored event. `redacted: true` says a known secret was masked in it (same length, `*`s);
 * the field is absent otherwise.
 */
export type LoupeEvent<Kind extends EventKind = EventKind> = {
  [K in Kind]: {
    sessionId: string;
    seq: number;
    at: number;
    kind: K;
    data: EventPayloads[K];
    redacted?: true;
  };
}[Kind];

/** An event before the store gives it a `seq` (`redacted` when a writer already masked a secret). */
export type NewEvent<Kind extends EventKind = EventKind> = {
  [K in Kind]: { kind: K; data: EventPayloads[K]; at?: number; redacted?: true };
}[Kind];
