"use client";

import { ServerFormRows } from "@/components/inspector/servers/server-form-rows";
import { Field } from "@/components/ui/field";
import { forgottenSecretsWarning, type ProviderFormState } from "@/lib/views/settings/form";

const inputClass =
  "h-7 w-full rounded-md border border-line-strong bg-surface px-2 text-[13px] text-ink placeholder:text-faint focus:border-accent focus-visible:outline-offset-0";

/**
 * The fields of a provider: name, base URL, key (a password field; a stored key stays unless
 * a new one is typed, or "forget" is ticked), the variable the key is read from otherwise, and
 * extra headers (stored values stay `[redacted]` unless retyped).
 */
export function ProviderFormFields({
  form,
  onChange,
}: {
  form: ProviderFormState;
  onChange: (patch: Partial<ProviderFormState>) => void;
}) {
  const keyHint = form.storedKey
    ? `stored${form.storedKeyHint ? ` ${form.storedKeyHint}` : ""}; kept unless you type a new one or move the base URL to another host, port or scheme`
    : form.apiKeyEnv
      ? `optional; else read from ${form.apiKeyEnv}`
      : "optional";
  const forgottenWarning = forgottenSecretsWarning(form);
  return (
    <>
      <div className="grid grid-cols-2 gap-3 max-sm:grid-cols-1">
        <Field label="Name">
          {(id) => (
            <input
              id={id}
              value={form.name}
              autoComplete="off"
              placeholder="My gateway"
              onChange={(event) => onChange({ name: event.target.value })}
              className={inputClass}
            />
          )}
        </Field>
        <Field label="Base URL">
          {(id) => (
            <input
              id={id}
              type="url"
              value={form.baseUrl}
              autoComplete="off"
              spellCheck={false}
              placeholder="http://127.0.0.1:8080/v1"
              onChange={(event) => onChange({ baseUrl: event.target.value })}
              className={`${inputClass} font-mono text-xs`}
            />
          )}
        </Field>
      </div>
      <div className="grid grid-cols-2 gap-3 max-sm:grid-cols-1">
        <Field label="API key" hint={keyHint}>
          {(id) => (
            <input
              id={id}
              type="password"
              value={form.apiKey}
              autoComplete="off"
              spellCheck={false}
              placeholder={form.storedKey ? "•••••••• (stored)" : "sk-…"}
              onChange={(event) => onChange({ apiKey: event.target.value })}
              className={`${inputClass} font-mono text-xs`}
            />
          )}
        </Field>
        <Field label="Key variable" hint="read when no key is stored">
          {(id) => (
            <input
              id={id}
              value={form.apiKeyEnv}
              autoComplete="off"
              spellCheck={false}
              placeholder="OPENROUTER_API_KEY"
              onChange={(event) => onChange({ apiKeyEnv: event.target.value })}
              className={`${inputClass} font-mono text-xs`}
            />
          )}
        </Field>
      </div>
      {form.storedKey ? (
        <label className="flex items-center gap-2 text-xs text-ink">
          <input
            type="checkbox"
            checked={form.forgetStoredKey}
            disabled={form.apiKey.trim() !== ""}
            onChange={(event) => onChange({ forgetStoredKey: event.target.checked })}
          />
          Forget the stored key
        </label>
      ) : null}
      {forgottenWarning ? (
        <p role="status" className="text-xs text-warning">
          {forgottenWarning}
        </p>
      ) : null}
      <ServerFormRows
        legend="Headers"
        rows={form.headers}
        namePlaceholder="HTTP-Referer"
        onChange={(headers) => onChange({ headers })}
      />
    </>
  );
}
