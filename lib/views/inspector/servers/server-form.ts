import type { ListedServer, ListedServerConfig } from "@/lib/views/inspector/api";

/** The transports the form offers, with the words it shows. */
export const serverTransports = [
  { value: "streamable-http", label: "Streamable HTTP" },
  { value: "sse", label: "SSE (legacy)" },
  { value: "stdio", label: "stdio" },
] as const;

/** A transport of a listed server. */
export type ServerTransport = (typeof serverTransports)[number]["value"];

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
  if (server.transport === "stdio") {
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
  const name = form.name.trim();
  let config: ListedServerConfig;
  if (form.transport === "stdio") {
    const env = readRows("env", form.env, problems);
    const args = form.args.split("\n").filter((line) => line.trim() !== "");
    config = {
      name,
      transport: "stdio",
      command: form.command.trim(),
      ...(args.length > 0 ? { args } : {}),
      ...(env ? { env: env.values } : {}),
      ...(env && env.secretNames.length > 0 ? { secretEnv: env.secretNames } : {}),
      ...(form.cwd.trim() ? { cwd: form.cwd.trim() } : {}),
      ...withTimeouts,
    };
  } else {
    const headers = readRows("headers", form.headers, problems);
    config = {
      name,
      transport: form.transport,
      url: form.url.trim(),
      ...(headers ? { headers: headers.values } : {}),
      ...(headers && headers.secretNames.length > 0 ? { secretHeaders: headers.secretNames } : {}),
      ...withTimeouts,
    };
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, config };
}

/**
 * What `PATCH /api/servers/:id` takes to make the server what the form says: every field of the
 * transport, and `null` for an optional one the form emptied (so the API removes it). Values
 * still `[redacted]` go back as they are, and the API keeps the stored secret.
 */
export function serverPatch(config: ListedServerConfig): Record<string, unknown> {
  const patch: Record<string, unknown> = { ...config, timeouts: config.timeouts ?? null };
  if (config.transport === "stdio") {
    patch.args = config.args ?? null;
    patch.env = config.env ?? null;
    patch.secretEnv = config.secretEnv ?? null;
    patch.cwd = config.cwd ?? null;
  } else {
    patch.headers = config.headers ?? null;
    patch.secretHeaders = config.secretHeaders ?? null;
  }
  return patch;
}

/** Where the server is: its URL, or its command line. */
export function serverTarget(server: ListedServerConfig): string {
  if (server.transport === "stdio") return [server.command, ...(server.args ?? [])].join(" ");
  return server.url;
}

/** The transport's name as the page shows it. */
export function transportLabel(transport: string): string {
  return serverTransports.find((option) => option.value === transport)?.label ?? transport;
}
