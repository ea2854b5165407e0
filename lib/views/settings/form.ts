import type { ProviderCreateInput, ProviderPatch } from "@/lib/api/provider-input";
import type { ProviderPresetName } from "@/lib/api/provider-presets";
import type { ProviderPresetView, ProviderView } from "@/lib/api/providers";
import { headerNameProblem, headerValueProblem } from "@/lib/http/header-name";
import { urlOrigin } from "@/lib/http/url-origin";
import {
  isProviderKeyVariable,
  PROVIDER_KEY_VARIABLE_RULE,
} from "@/lib/providers/provider-key-variables";
import { REDACTED } from "@/lib/security/redacted";
import type { NameValueRow } from "@/lib/views/inspector/servers/server-form";

/** What the add/edit provider form holds: every field as typed. */
export interface ProviderFormState {
  preset: ProviderPresetName;
  name: string;
  baseUrl: string;
  /** A key typed in; empty keeps the stored one (if any), unless `forgetStoredKey`. */
  apiKey: string;
  /** Whether the provider already has a stored key (the API answered `[redacted]`). */
  storedKey: boolean;
  /** The base URL the stored key belongs to; empty for a new provider. */
  storedBaseUrl: string;
  /** The stored key's hint as the API answers it (`sk-…abcd`), to tell keys apart. */
  storedKeyHint: string;
  /** Remove the stored key on save (then the key variable, if any, is read). */
  forgetStoredKey: boolean;
  /** The environment variable read when no key is stored. */
  apiKeyEnv: string;
  headers: NameValueRow[];
}

/** A field the form could not read, named as the API names it, and what is wrong with it. */
export interface ProviderFormProblem {
  field: string;
  message: string;
}

/** A new provider's form filled from a preset: its name, base URL and key variable. */
export function providerFormForPreset(preset: ProviderPresetView): ProviderFormState {
  return {
    preset: preset.id,
    name: preset.id === "custom" ? "" : preset.label,
    baseUrl: preset.baseUrl ?? "",
    apiKey: "",
    storedKey: false,
    storedBaseUrl: "",
    storedKeyHint: "",
    forgetStoredKey: false,
    apiKeyEnv: preset.apiKeyEnv ?? "",
    headers: [],
  };
}

/**
 * The form switched to another preset: the name, base URL and key variable follow the new
 * preset where they still hold the old one's defaults (or nothing); what was typed stays.
 */
export function withPreset(
  form: ProviderFormState,
  presets: readonly ProviderPresetView[],
  next: ProviderPresetName,
): ProviderFormState {
  const before = presets.find((preset) => preset.id === form.preset);
  const after = presets.find((preset) => preset.id === next);
  if (!after) return { ...form, preset: next };
  const defaults = before ? providerFormForPreset(before) : undefined;
  const fresh = providerFormForPreset(after);
  const untouched = (field: "name" | "baseUrl" | "apiKeyEnv") =>
    form[field].trim() === "" || form[field] === defaults?.[field];
  return {
    ...form,
    preset: next,
    name: untouched("name") ? fresh.name : form.name,
    baseUrl: untouched("baseUrl") ? fresh.baseUrl : form.baseUrl,
    apiKeyEnv: untouched("apiKeyEnv") ? fresh.apiKeyEnv : form.apiKeyEnv,
  };
}

/** The form filled with a stored provider as the API answered it (secrets `[redacted]`). */
export function providerFormFrom(provider: ProviderView): ProviderFormState {
  return {
    preset: provider.preset ?? "custom",
    name: provider.name,
    baseUrl: provider.baseUrl,
    apiKey: "",
    storedKey: provider.apiKey === REDACTED,
    storedBaseUrl: provider.baseUrl,
    storedKeyHint: provider.apiKeyHint ?? "",
    forgetStoredKey: false,
    apiKeyEnv: provider.apiKeyEnv ?? "",
    headers: Object.entries(provider.headers ?? {}).map(([name, value]) => ({ name, value })),
  };
}

function readHeaders(
  rows: readonly NameValueRow[],
  problems: ProviderFormProblem[],
): Record<string, string> | undefined {
  const headers: Record<string, string> = {};
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    const name = row.name.trim();
    if (name === "" && row.value === "") return;
    if (name === "") {
      problems.push({ field: "headers", message: `Header ${index + 1} has a value but no name.` });
      return;
    }
    const nameProblem = headerNameProblem(name);
    if (nameProblem) {
      problems.push({
        field: "headers",
        message: `Header ${index + 1} ("${name}"): ${nameProblem}.`,
      });
      return;
    }
    if (seen.has(name.toLowerCase())) {
      problems.push({ field: "headers", message: `Header ${name} is given twice.` });
      return;
    }
    const valueProblem = headerValueProblem(row.value);
    if (valueProblem) {
      problems.push({ field: "headers", message: `Header ${name}: ${valueProblem}.` });
      return;
    }
    seen.add(name.toLowerCase());
    headers[name] = row.value;
  });
  return Object.keys(headers).length > 0 ? headers : undefined;
}

function readBaseUrl(text: string, problems: ProviderFormProblem[]): string {
  const baseUrl = text.trim();
  if (baseUrl === "") {
    problems.push({
      field: "baseUrl",
      message: "Base URL is required, e.g. http://127.0.0.1:8080/v1.",
    });
    return baseUrl;
  }
  let protocol = "";
  try {
    protocol = new URL(baseUrl).protocol;
  } catch {
    // Reported below.
  }
  if (protocol !== "http:" && protocol !== "https:") {
    problems.push({
      field: "baseUrl",
      message: `Base URL "${baseUrl}" is not an http(s) URL; write it like http://127.0.0.1:8080/v1.`,
    });
  }
  return baseUrl;
}

function readApiKey(text: string, problems: ProviderFormProblem[]): string | undefined {
  const key = text.trim();
  if (key === "") return undefined;
  if (key === REDACTED) {
    problems.push({
      field: "apiKey",
      message: `"${REDACTED}" is not a key; type the key itself, or leave the field empty.`,
    });
  } else if (!/^[\x21-\x7e]+$/.test(key)) {
    problems.push({
      field: "apiKey",
      message:
        "The key has a space, a line break or a non-ASCII character, which an HTTP header cannot carry; copy the key again.",
    });
  }
  return key;
}

function readApiKeyEnv(text: string, problems: ProviderFormProblem[]): string | undefined {
  const variable = text.trim();
  if (variable === "") return undefined;
  if (!isProviderKeyVariable(variable)) {
    problems.push({
      field: "apiKeyEnv",
      message: `Key variable "${variable}" ${PROVIDER_KEY_VARIABLE_RULE}.`,
    });
  }
  return variable;
}

/** The form read for a new provider, or what to fix first; the API checks the rest. */
export type ProviderCreateResult =
  | { ok: true; input: ProviderCreateInput }
  | { ok: false; problems: ProviderFormProblem[] };

/** Reads the form into what `POST /api/providers` takes; empty optional fields are left out. */
export function readProviderCreate(form: ProviderFormState): ProviderCreateResult {
  const problems: ProviderFormProblem[] = [];
  const name = form.name.trim();
  if (name === "") problems.push({ field: "name", message: "Name is required." });
  const baseUrl = readBaseUrl(form.baseUrl, problems);
  const apiKey = readApiKey(form.apiKey, problems);
  const apiKeyEnv = readApiKeyEnv(form.apiKeyEnv, problems);
  const headers = readHeaders(form.headers, problems);
  if (problems.length > 0) return { ok: false, problems };
  const input: ProviderCreateInput = { preset: form.preset, name, baseUrl };
  if (apiKey) input.apiKey = apiKey;
  if (apiKeyEnv) input.apiKeyEnv = apiKeyEnv;
  if (headers) input.headers = headers;
  return { ok: true, input };
}

/** The form read as an edit of a stored provider, or what to fix first. */
export type ProviderPatchResult =
  | { ok: true; patch: ProviderPatch }
  | { ok: false; problems: ProviderFormProblem[] };

/**
 * Reads the form into what `PATCH /api/providers/:id` takes to make the provider what the form
 * says: a typed key replaces the stored one, an empty field keeps it (or removes it when
 * `forgetStoredKey`); emptied optional fields are `null`; header values still `[redacted]` go
 * back as they are and the API keeps the stored ones.
 */
export function readProviderPatch(form: ProviderFormState): ProviderPatchResult {
  const problems: ProviderFormProblem[] = [];
  const name = form.name.trim();
  if (name === "") problems.push({ field: "name", message: "Name is required." });
  const baseUrl = readBaseUrl(form.baseUrl, problems);
  const apiKey = readApiKey(form.apiKey, problems);
  const apiKeyEnv = readApiKeyEnv(form.apiKeyEnv, problems);
  const headers = readHeaders(form.headers, problems);
  if (problems.length > 0) return { ok: false, problems };
  const patch: ProviderPatch = {
    name,
    baseUrl,
    apiKeyEnv: apiKeyEnv ?? null,
    headers: headers ?? null,
  };
  if (apiKey) patch.apiKey = apiKey;
  else if (form.storedKey && form.forgetStoredKey) patch.apiKey = null;
  return { ok: true, patch };
}

/** Whether the base URL now has another scheme, host or port than the stored one. */
function movesOrigin(form: ProviderFormState): boolean {
  const now = urlOrigin(form.baseUrl);
  return now !== undefined && now !== urlOrigin(form.storedBaseUrl);
}

/**
 * Whether saving the form forgets the stored key: the base URL now has another scheme, host or
 * port than the one the key was stored for, and no key is typed (the API drops it then).
 */
export function forgetsStoredKey(form: ProviderFormState): boolean {
  if (!form.storedKey || form.apiKey.trim() !== "") return false;
  return movesOrigin(form);
}

/**
 * The headers whose stored values saving forgets: those still `[redacted]` once the base URL has
 * another origin (the API keeps only header values typed in the same edit then).
 */
function forgottenHeaderNames(form: ProviderFormState): string[] {
  if (!movesOrigin(form)) return [];
  return form.headers
    .filter((row) => row.name.trim() !== "" && row.value === REDACTED)
    .map((row) => row.name.trim());
}

/** The warning the edit form shows when saving forgets stored secrets, or undefined. */
export function forgottenSecretsWarning(form: ProviderFormState): string | undefined {
  const headers = forgottenHeaderNames(form);
  const key = forgetsStoredKey(form);
  if (!key && headers.length === 0) return undefined;
  const forgotten = [
    ...(key ? ["the stored key"] : []),
    ...(headers.length > 0 ? [`the stored values of the headers ${headers.join(", ")}`] : []),
  ].join(" and ");
  return `The base URL now points at another host, port or scheme, so saving forgets ${forgotten}; type ${key && headers.length === 0 ? "the key" : "them"} again to send ${key && headers.length === 0 ? "it" : "them"} there.`;
}

/** Where the key sent on the next call comes from, in words. */
export function keySourceSentence(provider: ProviderView): string {
  if (provider.keySource === "stored") {
    return `stored key${provider.apiKeyHint ? ` ${provider.apiKeyHint}` : ""}`;
  }
  if (provider.keySource === "environment") {
    return `key from ${provider.apiKeyEnv}${provider.apiKeyHint ? ` (${provider.apiKeyHint})` : ""}`;
  }
  if (provider.apiKeyEnv) return `no key: ${provider.apiKeyEnv} is not set`;
  return "no key";
}

/**
 * The variables an environment provider comes from: the one that makes it exist (its key
 * variable, `OLLAMA_HOST`, or the base URL variable when it has no key) and the one listing its
 * models (`<ID>_MODEL`, comma-separated).
 */
export function environmentSource(provider: ProviderView): {
  variable: string;
  modelsVariable: string;
} {
  const prefix = provider.id.toUpperCase();
  const variable =
    provider.kind === "ollama" ? "OLLAMA_HOST" : (provider.apiKeyEnv ?? `${prefix}_BASE_URL`);
  return { variable, modelsVariable: `${prefix}_MODEL` };
}
