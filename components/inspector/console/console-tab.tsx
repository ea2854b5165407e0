"use client";

import { useId, useState } from "react";
import type { InspectorTabProps } from "@/components/inspector/inspector-tab-props";
import { Button } from "@/components/ui/button";
import { Field, inputClassName, TextArea } from "@/components/ui/field";
import { JsonViewer } from "@/components/ui/json-viewer";
import type { RawRpcAnswer } from "@/lib/api/inspector";
import { errorMessage } from "@/lib/errors";
import {
  type ConsoleCall,
  isNotificationMethod,
  methodProblem,
  rememberCall,
  standardMethods,
} from "@/lib/views/inspector/console/console";
import { formatClock } from "@/lib/views/inspector/traffic/traffic";
import { readParamsInput } from "@/lib/views/shared/json/json-input";

type Outcome =
  | { state: "idle" }
  | { state: "sending"; method: string }
  | { state: "answered"; method: string; answer: RawRpcAnswer }
  | { state: "failed"; method: string; message: string };

/**
 * The Console tab: any method with any params, sent as a request (or a notification for a
 * `notifications/…` method); the server's raw `{ result }` or `{ error }`, and a history of
 * calls to send again.
 */
export function ConsoleTab({ server, refresh, api }: InspectorTabProps) {
  const [method, setMethod] = useState("tools/list");
  const [paramsText, setParamsText] = useState("{}");
  const [problem, setProblem] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>({ state: "idle" });
  const [history, setHistory] = useState<ConsoleCall[]>([]);
  const methodsId = useId();
  const problemId = useId();
  const notification = isNotificationMethod(method);

  const send = async (call: { method: string; paramsText: string }) => {
    const badMethod = methodProblem(call.method);
    const params = readParamsInput(call.paramsText);
    if (badMethod || !params.ok) {
      setProblem(badMethod ?? (params.ok ? null : `Params: ${params.message}`));
      return;
    }
    setProblem(null);
    const name = call.method.trim();
    setHistory((previous) =>
      rememberCall(previous, { method: name, paramsText: call.paramsText, at: Date.now() }),
    );
    setOutcome({ state: "sending", method: name });
    try {
      const answer = await api.rpc(server.id, {
        method: name,
        ...(params.value === undefined ? {} : { params: params.value as Record<string, unknown> }),
      });
      setOutcome({ state: "answered", method: name, answer });
    } catch (error) {
      setOutcome({ state: "failed", method: name, message: errorMessage(error) });
    } finally {
      void refresh();
    }
  };

  return (
    <div className="grid min-h-0 grid-cols-[minmax(0,1fr)_16rem] gap-4 p-4 max-lg:grid-cols-1">
      <div className="flex min-w-0 flex-col gap-3">
        <form
          aria-label="Send a JSON-RPC message"
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            void send({ method, paramsText });
          }}
          onKeyDown={(event) => {
            if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              void send({ method, paramsText });
            }
          }}
        >
          <Field
            label="Method"
            hint={notification ? "sent as a notification: no answer" : "sent as a request"}
          >
            {(id) => (
              <>
                <input
                  id={id}
                  list={methodsId}
                  value={method}
                  autoComplete="off"
                  spellCheck={false}
                  onChange={(event) => setMethod(event.target.value)}
                  className={`${inputClassName} font-mono text-xs`}
                />
                <datalist id={methodsId}>
                  {standardMethods.map((name) => (
                    <option key={name} value={name} />
                  ))}
                </datalist>
              </>
            )}
          </Field>
          <Field label="Params" hint="a JSON object, or empty for none">
            {(id) => (
              <TextArea
                id={id}
                mono
                rows={8}
                spellCheck={false}
                value={paramsText}
                aria-invalid={problem?.startsWith("Params") ? true : undefined}
                aria-describedby={problem ? problemId : undefined}
                onChange={(event) => setParamsText(event.target.value)}
              />
            )}
          </Field>
          {problem ? (
            <p
              id={problemId}
              role="alert"
              className="rounded-md bg-danger-soft px-2 py-1.5 font-mono text-xs text-danger"
            >
              {problem}
            </p>
          ) : null}
          <div className="flex items-center gap-2">
            <Button type="submit" variant="primary" disabled={outcome.state === "sending"}>
              {notification ? "Send notification" : "Send request"}
            </Button>
            <span className="text-[11px] text-muted">Ctrl+Enter sends</span>
          </div>
        </form>
        <section aria-label="Answer" className="flex flex-col gap-2">
          <p role="status" className="text-xs text-muted">
            {outcome.state === "sending" ? `Waiting for the answer to ${outcome.method}…` : null}
            {outcome.state === "answered" ? `Answer to ${outcome.method}` : null}
          </p>
          {outcome.state === "answered" ? (
            <JsonViewer label="Answer" value={outcome.answer} />
          ) : null}
          {outcome.state === "failed" ? (
            <p role="alert" className="rounded-md bg-danger-soft px-2 py-1.5 text-xs text-danger">
              {outcome.method} failed: {outcome.message}
            </p>
          ) : null}
        </section>
      </div>
      <section aria-labelledby="console-history-heading" className="flex min-w-0 flex-col gap-2">
        <h3 id="console-history-heading" className="text-xs font-semibold">
          History
        </h3>
        {history.length === 0 ? (
          <p className="text-[11px] text-muted">Calls you send are listed here to send again.</p>
        ) : (
          <ul className="flex flex-col gap-1">
            {history.map((call) => (
              <li
                key={`${call.method}:${call.paramsText}`}
                className="flex items-center gap-1 rounded-md border border-line px-2 py-1"
              >
                <span className="min-w-0 flex-1">
                  <code className="block truncate font-mono text-[11px] font-semibold">
                    {call.method}
                  </code>
                  <span className="font-mono text-[10px] text-muted">{formatClock(call.at)}</span>
                </span>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Edit ${call.method} again`}
                  onClick={() => {
                    setMethod(call.method);
                    setParamsText(call.paramsText);
                  }}
                >
                  Edit
                </Button>
                <Button
                  size="sm"
                  aria-label={`Send ${call.method} again`}
                  disabled={outcome.state === "sending"}
                  onClick={() => void send(call)}
                >
                  Send
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
