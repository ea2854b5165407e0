"use client";

import { type FormEvent, useCallback, useMemo, useState } from "react";
import { CompletionInput } from "@/components/inspector/forms/completion-input";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { completeArgument } from "@/lib/views/inspector/forms/completion";
import type { ListedResourceTemplate } from "@/lib/views/inspector/resources/api";
import type { InspectorRpcApi } from "@/lib/views/inspector/resources/rpc";
import { expandUriTemplate, templateVariables } from "@/lib/views/inspector/resources/uri-template";

/**
 * A resource template's variables as fields (with the server's completions when it offers
 * them), the URI they expand to, and Read, which reads that URI.
 */
export function ResourceTemplateForm({
  template,
  serverId,
  api,
  completion,
  onRead,
}: {
  template: ListedResourceTemplate;
  serverId: string;
  api: InspectorRpcApi;
  completion: boolean;
  onRead: (uri: string) => void;
}) {
  const variables = useMemo(() => templateVariables(template.uriTemplate), [template.uriTemplate]);
  const [values, setValues] = useState<Record<string, string>>({});
  const uri = expandUriTemplate(template.uriTemplate, values);
  const suggester = useCallback(
    (name: string) => (value: string) =>
      completeArgument(
        api,
        serverId,
        { type: "ref/resource", uri: template.uriTemplate },
        name,
        value,
        values,
      ),
    [api, serverId, template.uriTemplate, values],
  );
  const suggesters = useMemo(
    () => Object.fromEntries(variables.map((name) => [name, suggester(name)])),
    [variables, suggester],
  );
  const missing = variables.filter((name) => (values[name] ?? "") === "");

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (missing.length === 0) onRead(uri);
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={`Template ${template.name}`}
      className="flex flex-col gap-2"
    >
      <h3 className="text-xs font-semibold">{template.title ?? template.name}</h3>
      <p className="font-mono text-[11px] break-all text-muted">{template.uriTemplate}</p>
      {template.description ? <p className="text-xs text-muted">{template.description}</p> : null}
      {variables.map((name) => (
        <Field
          key={name}
          label={name}
          hint={completion ? "suggestions from the server" : undefined}
        >
          {(id) => (
            <CompletionInput
              id={id}
              name={name}
              value={values[name] ?? ""}
              required
              onChange={(value) => setValues((previous) => ({ ...previous, [name]: value }))}
              suggest={completion ? suggesters[name] : undefined}
            />
          )}
        </Field>
      ))}
      <p className="text-xs">
        URI:{" "}
        <output className="font-mono break-all" data-testid="expanded-uri">
          {uri}
        </output>
      </p>
      {missing.length > 0 ? (
        <p className="text-[11px] text-muted">Fill in {missing.join(", ")} to read.</p>
      ) : null}
      <div>
        <Button type="submit" variant="primary" size="sm" aria-disabled={missing.length > 0}>
          Read
        </Button>
      </div>
    </form>
  );
}
