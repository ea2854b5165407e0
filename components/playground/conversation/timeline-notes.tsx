import { Badge } from "@/components/ui/badge";
import { AlertIcon, FileIcon } from "@/components/ui/icons";
import { ScrollRegion } from "@/components/ui/scroll-region";
import type { ForkEdit } from "@/lib/api/sessions";
import { DEFAULT_DIALECT_ID, type DialectId, dialectFor } from "@/lib/dialects";
import type { TimelineItem } from "@/lib/views/playground/conversation/session-timeline";
import { countOf, formatIdleWhile } from "@/lib/views/shared/format";
import { EditInForkDialog } from "./edit-in-fork-dialog";

const decisionLabels = {
  execute: "Executed as parsed",
  edit: "Edited, then executed",
  mock: "Mocked the observation",
  skip: "Skipped (no tool run)",
} as const;

/** The person's decision on an action. */
export function DecisionNote({ item }: { item: Extract<TimelineItem, { kind: "decision" }> }) {
  return (
    <p className="flex items-center gap-2 text-xs text-muted">
      <span className="h-px w-3 bg-line-strong" aria-hidden="true" />
      Decision: <span className="font-medium text-ink">{decisionLabels[item.decision]}</span>
    </p>
  );
}

/** A file the turn wrote into the virtual workspace. */
export function FileNote({ item }: { item: Extract<TimelineItem, { kind: "file" }> }) {
  return (
    <p className="flex items-center gap-2 text-xs text-muted">
      <FileIcon width={12} height={12} />
      Wrote <code className="font-mono text-ink">{item.path}</code> ({countOf(item.bytes, "char")})
      to the workspace
    </p>
  );
}

/** A message of the history edited by hand. */
export function EditNote({ item }: { item: Extract<TimelineItem, { kind: "edit" }> }) {
  return (
    <p className="flex items-center gap-2 text-xs text-muted">
      <Badge tone="warning">edited</Badge>
      {item.target === "system" ? "System prompt edited" : `Message #${item.target} edited`} before
      the next step
    </p>
  );
}

/** The session's MCP connections closed for sitting unused, or opened again for a step. */
export function ConnectionsNote({
  item,
}: {
  item: Extract<TimelineItem, { kind: "connections" }>;
}) {
  const servers = item.servers.join(", ") || "no servers";
  return (
    <p className="flex items-center gap-2 text-xs text-muted">
      <span className="h-px w-3 bg-line-strong" aria-hidden="true" />
      {item.change === "closed-idle"
        ? `MCP connections (${servers}) closed after ${formatIdleWhile(item.idleMs ?? 0)} unused; the next step opens them again`
        : `MCP connections (${servers}) opened again`}
    </p>
  );
}

/** An error of a turn, inline with its code and message. */
export function ErrorNote({ item }: { item: Extract<TimelineItem, { kind: "error" }> }) {
  return (
    <div className="flex items-start gap-2 rounded-md border border-danger/40 bg-danger-soft px-3 py-2 text-xs">
      <AlertIcon width={14} height={14} className="mt-px shrink-0 text-danger" />
      <div className="min-w-0">
        <p>
          <code className="font-mono font-semibold text-danger">{item.code}</code>{" "}
          <span className="text-muted">in {item.where}</span>
        </p>
        <p className="mt-0.5 break-words text-ink">{item.message}</p>
      </div>
    </div>
  );
}

/** The final result of the run (the model finished); the focus lands on it when the run ends. */
export function ResultNote({ item }: { item: Extract<TimelineItem, { kind: "result" }> }) {
  return (
    <section
      aria-label="Result"
      tabIndex={-1}
      data-focus-target="result"
      className="rounded-lg border border-success/40 bg-success-soft px-3 py-2.5"
    >
      <h3 className="mb-1 flex items-center gap-2 text-xs font-semibold text-success">
        Result <Badge tone="success">done</Badge>
      </h3>
      <p className="text-[13px] break-words whitespace-pre-wrap text-ink">{item.text}</p>
    </section>
  );
}

/** The task, as the first user message; or the history the session started from. */
export function TaskNote({
  item,
  onFork,
  dialect,
}: {
  item: Extract<TimelineItem, { kind: "task" }>;
  /** The session's dialect, which words the task as the first user message. */
  dialect?: DialectId | undefined;
  /** Offers "Edit in a fork" on each message: a fork at turn 0 with that message edited. */
  onFork?: ((turn: number, edit?: ForkEdit) => Promise<void>) | undefined;
}) {
  if (item.history) return <StartingHistory entries={item.history} onFork={onFork} />;
  return (
    <article aria-label="Task" className="flex flex-col gap-1.5">
      <header className="flex items-center gap-2 text-[11px] font-semibold tracking-wide text-muted uppercase">
        User · task
        {onFork ? (
          <span className="ml-auto">
            <EditInForkDialog
              turn={0}
              what="the task"
              text={item.text}
              toEdit={(task) => ({
                message: {
                  index: 1,
                  content: dialectFor(dialect ?? DEFAULT_DIALECT_ID).formatTask(task),
                },
              })}
              onFork={onFork}
            />
          </span>
        ) : null}
      </header>
      <p className="rounded-md border border-line bg-surface px-3 py-2 text-[13px] whitespace-pre-wrap">
        {item.text}
      </p>
    </article>
  );
}

const historyRoleLabels = { user: "User", assistant: "Assistant", tool: "Tool result" } as const;

/** The messages a session started from (a captured request's), in order, before its first turn. */
function StartingHistory({
  entries,
  onFork,
}: {
  entries: NonNullable<Extract<TimelineItem, { kind: "task" }>["history"]>;
  onFork?: ((turn: number, edit?: ForkEdit) => Promise<void>) | undefined;
}) {
  return (
    <section aria-label="Starting history" className="flex flex-col gap-3">
      {entries.map(({ key, message }, position) => (
        <article
          key={key}
          aria-label={`History: ${historyRoleLabels[message.role]}`}
          className="flex flex-col gap-1.5"
        >
          <header className="flex items-center gap-2 text-[11px] font-semibold tracking-wide text-muted uppercase">
            {historyRoleLabels[message.role]}
            {message.role === "tool" ? ` · ${message.name || message.toolCallId}` : " · history"}
            {onFork ? (
              <span className="ml-auto">
                <EditInForkDialog
                  turn={0}
                  what={`history message ${position + 1}`}
                  text={message.content}
                  // The history follows the system prompt, message 0.
                  toEdit={(content) => ({ message: { index: position + 1, content } })}
                  onFork={onFork}
                />
              </span>
            ) : null}
          </header>
          {message.content === "" ? null : (
            <ScrollRegion
              label={`${historyRoleLabels[message.role]} message`}
              className="max-h-64 rounded-md border border-line bg-surface px-3 py-2 text-[13px] break-words whitespace-pre-wrap"
            >
              {message.content}
            </ScrollRegion>
          )}
          {message.role === "assistant"
            ? message.toolCalls?.map((call) => (
                <p key={call.id} className="font-mono text-xs break-all text-muted">
                  {call.name}({call.arguments})
                </p>
              ))
            : null}
        </article>
      ))}
    </section>
  );
}
