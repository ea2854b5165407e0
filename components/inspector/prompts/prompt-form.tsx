"use client";

import { type FormEvent, useCallback, useMemo, useState } from "react";
import { CompletionInput } from "@/components/inspector/forms/completion-input";
import { FailureNote } from "@/components/inspector/resources/resource-failure";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { errorMessage } from "@/lib/errors";
import { completeArgument } from "@/lib/views/inspector/forms/completion";
import {
  getPrompt,
  type ListedPrompt,
  missingArguments,
  playgroundLink,
  promptUserText,
  type RenderedPrompt,
} from "@/lib/views/inspector/prompts/prompts";
import type { InspectorRpcApi } from "@/lib/views/inspector/resources/rpc";
import { MessageList } from "./prompt-content";

/**
 * A prompt's arguments as fields (required ones marked, completions from the server when it
 * offers them), Get (`prompts/get`) with the rendered messages, and a link that starts a
 * playground session from the prompt's user text with this server.
 */
export function PromptForm({
  prompt,
  serverId,
  api,
  completion,
  onSent,
}: {
  prompt: ListedPrompt;
  serverId: string;
  api: InspectorRpcApi;
  completion: boolean;
  onSent: () => void;
}) {
  const [values, setValues] = useState<Record<string, string>>({});
  const [problems, setProblems] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [getting, setGetting] = useState(false);
  const [rendered, setRendered] = useState<RenderedPrompt | null>(null);
  const argumentsOf = prompt.arguments ?? [];
  const suggester = useCallback(
    (name: string) => (value: string) =>
      completeArgument(
        api,
        serverId,
        { type: "ref/prompt", name: prompt.name },
        name,
        value,
        values,
      ),
    [api, serverId, prompt.name, values],
  );
  const suggesters = useMemo(
    () =>
      Object.fromEntries(argumentsOf.map((argument) => [argument.name, suggester(argument.name)])),
    [argumentsOf, suggester],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = missingArguments(prompt, values);
    if (missing.length > 0) {
      setProblems(
        `Fill in the required ${missing.length === 1 ? "argument" : "arguments"}: ${missing.join(", ")}.`,
      );
      return;
    }
    setProblems(null);
    setError(null);
    setGetting(true);
    getPrompt(api, serverId, prompt.name, values).then(
      (result) => {
        setRendered(result);
        setGetting(false);
      },
      (failure: unknown) => {
        setError(errorMessage(failure));
        setGetting(false);
      },
    );
    onSent();
  };

  const task = rendered ? promptUserText(rendered) : "";
  return (
    <div className="flex flex-col gap-3">
      <form
        onSubmit={submit}
        aria-label={`Prompt ${prompt.name}`}
        className="flex flex-col gap-2"
        noValidate
      >
        <h3 className="text-xs font-semibold">{prompt.title ?? prompt.name}</h3>
        {prompt.description ? <p className="text-xs text-muted">{prompt.description}</p> : null}
        {argumentsOf.length === 0 ? (
          <p className="text-xs text-muted">This prompt takes no arguments.</p>
        ) : null}
        {argumentsOf.map((argument) => (
          <Field
            key={argument.name}
            label={
              <>
                {argument.title ?? argument.name}
                {argument.required ? (
                  <span className="text-danger" aria-hidden="true">
                    {" "}
                    *
                  </span>
                ) : null}
              </>
            }
            hint={argument.description}
          >
            {(id) => (
              <CompletionInput
                id={id}
                name={argument.name}
                value={values[argument.name] ?? ""}
                required={argument.required === true}
                onChange={(value) =>
                  setValues((previous) => ({ ...previous, [argument.name]: value }))
                }
                suggest={completion ? suggesters[argument.name] : undefined}
              />
            )}
          </Field>
        ))}
        <FailureNote message={problems} />
        <div>
          <Button type="submit" variant="primary" size="sm" disabled={getting}>
            {getting ? "Getting…" : "Get prompt"}
          </Button>
        </div>
      </form>
      <FailureNote message={error} />
      {rendered ? (
        <section aria-label="Rendered prompt" className="flex flex-col gap-2">
          <div className="flex items-center gap-2">
            <h3 className="text-xs font-semibold">Messages</h3>
            {task !== "" ? (
              // The playground reads `task` (the session's task) and `servers` (listed server ids).
              <a
                href={playgroundLink(task, serverId)}
                className="ml-auto rounded-md border border-line-strong px-2 py-0.5 text-xs font-medium hover:bg-raised"
              >
                Use in playground
              </a>
            ) : null}
          </div>
          {rendered.description ? (
            <p className="text-xs text-muted">{rendered.description}</p>
          ) : null}
          <MessageList messages={rendered.messages} label="Prompt messages" />
        </section>
      ) : null}
    </div>
  );
}
