import type { ListedServer, ListedServerConfig } from "@/lib/api/servers";
import {
  isTransportId,
  LISTED_TRANSPORT_LIST,
  TRANSPORTS,
  transportOf,
} from "@/lib/mcp/transports/index";

/** A transport of a listed server. */
export type ServerTransport = ListedServerConfig["transport"];

/** The transports the form offers, with the words it shows, in the form's order. */
export const serverTransports: ReadonlyArray<{ value: ServerTransport; label: string }> = [
  ...LISTED_TRANSPORT_LIST,
]
  .sort((a, b) => a.listing.position - b.listing.position)
  .map((transport) => ({ value: transport.id, label: transport.listing.label }));

/** One name/value row of headers or env; `secret` marks a value to mask though its name does not say so. */
export interface NameValueRow {
  name: string;
  value: string;
  secret?: boolean;
}

/** What the add/edit form holds: every field as text, as typed. */
export interface ServerFormState {
  name: string;
  transport: ServerTransport;
  url: string;
  headers: NameValueRow[];
  command: string;
  /** One argument per line. */
  args: string;
  env: NameValueRow[];
  cwd: string;
  requestMs: string;
  resetOnProgress: boolean;
  maxTotalMs: string;
}

/** An empty form: a Streamable HTTP server. */
export const emptyServerForm: ServerFormState = {
  name: "",
  transport: "streamable-http",
  url: "",
  headers: [],
  command: "",
  args: "",
  env: [],
  cwd: "",
  requestMs: "",
  resetOnProgress: false,
  maxTotalMs: "",
};

function rows(
  record: Record<string, string> | undefined,
  secretNames: readonly string[] | undefined,
): NameValueRow[] {
  return Object.entries(record ?? {}).map(([name, value]) =>
    secretNames?.includes(name) ? { name, value, secret: true } : { name, value },
  );
}

/** The form filled with a listed server as the API answered it (secrets as `[redacted]`). */
export function serverFormFrom(server: ListedServer): ServerFormState {
  const timeouts = server.timeouts ?? {};
  const common = {
    ...emptyServerForm,
    name: server.name,
    transport: server.transport,
    requestMs: timeouts.requestMs === undefined ? "" : String(timeouts.requestMs),
    resetOnProgress: timeouts.resetOnProgress ?? false,
    maxTotalMs: timeouts.maxTotalMs === undefined ? "" : String(timeouts.maxTotalMs),
  };
  if ("command" in server) {
    return {
      ...common,
      command: server.command,
      args: (server.args ?? []).join("\n"),
      env: rows(server.env, server.secretEnv),
      cwd: server.cwd ?? "",
    };
  }
  return { ...common, url: server.url, headers: rows(server.headers, server.secretHeaders) };
}

/** A field the form could not read, named as the API names it. */
export interface ServerFormProblem {
  field: string;
  message: string;
}

/** The form read into a configuration, or the first problems found before asking the API. */
export type ServerFormResult =
  | { ok: true; config: ListedServerConfig }
  | { ok: false; problems: ServerFormProblem[] };

/** The rows as a record, and the names of those marked secret; undefined when there are none. */
function readRows(
  field: "headers" | "env",
  list: NameValueRow[],
  problems: ServerFormProblem[],
): { values: Record<string, string>; secretNames: string[] } | undefined {
  const record: Record<string, string> = {};
  const secretNames: string[] = [];
  for (const row of list) {
    const name = row.name.trim();
    if (name === "" && row.value === "") continue;
    if (name === "") {
      problems.push({ field, message: `${field}: a row has a value but no name` });
      continue;
    }
    if (Object.hasOwn(record, name)) {
      problems.push({ field, message: `${field}: ${name} is given twice` });
      continue;
    }
    record[name] = row.value;
    if (row.secret) secretNames.push(name);
  }
  return Object.keys(record).length > 0 ? { values: record, secretNames } : undefined;
}

function readMilliseconds(
  field: string,
  text: string,
  problems: ServerFormProblem[],
): number | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return undefined;
  if (!/^\d+$/.test(trimmed) || Number(trimmed) < 1) {
    problems.push({
      field,
      message: `${field} must be a whole number of milliseconds, at least 1`,
    });
    return undefined;
  }
  return Number(trimmed);
}

/** The fields of a server Loupe starts as a process: command, arguments, env, cwd. */
function processFields(form: ServerFormState, problems: ServerFormProblem[]) {
  const env = readRows("env", form.env, problems);
  const args = form.args.split("\n").filter((line) => line.trim() !== "");
  return {
    command: form.command.trim(),
    ...(args.length > 0 ? { args } : {}),
    ...(env ? { env: env.values } : {}),
    ...(env && env.secretNames.length > 0 ? { secretEnv: env.secretNames } : {}),
    ...(form.cwd.trim() ? { cwd: form.cwd.trim() } : {}),
  };
}

/** The fields of a server reached over HTTP: url and headers. */
function remoteFields(form: ServerFormState, problems: ServerFormProblem[]) {
  const headers = readRows("headers", form.headers, problems);
  return {
    url: form.url.trim(),
    ...(headers ? { headers: headers.values } : {}),
    ...(headers && headers.secretNames.length > 0 ? { secretHeaders: headers.secretNames } : {}),
  };
}

/**
 * Reads the form into what `POST /api/servers` takes. Only the chosen transport's fields are
 * sent; empty rows and empty optional fields are left out; the API checks the rest and names
 * the field it refuses.
 */
export function readServerForm(form: ServerFormState): ServerFormResult {
  const problems: ServerFormProblem[] = [];
  const requestMs = readMilliseconds("timeouts.requestMs", form.requestMs, problems);
  const maxTotalMs = readMilliseconds("timeouts.maxTotalMs", form.maxTotalMs, problems);
  const timeouts = {
    ...(requestMs === undefined ? {} : { requestMs }),
    ...(form.resetOnProgress ? { resetOnProgress: true } : {}),
    ...(maxTotalMs === undefined ? {} : { maxTotalMs }),
  };
  const withTimeouts = Object.keys(timeouts).length > 0 ? { timeouts } : {};
  const fields = TRANSPORTS[form.transport].spawnsProcess
    ? processFields(form, problems)
    : remoteFields(form, problems);
  const config = {
    name: form.name.trim(),
    transport: form.transport,
    ...fields,
    ...withTimeouts,
  } as ListedServerConfig;
  return problems.length > 0 ? { ok: false, problems } : { ok: true, config };
}

/**
 * What `PATCH /api/servers/:id` takes to make the server what the form says: every field of the
 * transport, and `null` for an optional one the form emptied (so the API removes it). Values
 * still `[redacted]` go back as they are, and the API keeps the stored secret.
 */
export function serverPatch(config: ListedServerConfig): Record<string, unknown> {
  const patch: Record<string, unknown> = { ...config, timeouts: config.timeouts ?? null };
  const fields = config as unknown as Record<string, unknown>;
  for (const field of transportOf(config).optionalFields) patch[field] = fields[field] ?? null;
  return patch;
}

/** Where the server is: its URL, or its command line. */
export function serverTarget(server: ListedServerConfig): string {
  return transportOf(server).target(server);
}

/** The transport's name as the page shows it. */
export function transportLabel(transport: string): string {
  return (isTransportId(transport) && TRANSPORTS[transport].listing?.label) || transport;
}

/** What the url field shows for `transport` before one is typed. */
export function urlPlaceholder(transport: ServerTransport): string | undefined {
  const { listing } = TRANSPORTS[transport];
  return "urlPlaceholder" in listing ? listing.urlPlaceholder : undefined;
}

/** Whether servers on `transport` are processes Loupe starts (with stderr lines to show). */
export function spawnsProcess(transport: ServerTransport): boolean {
  return TRANSPORTS[transport].spawnsProcess;
}
