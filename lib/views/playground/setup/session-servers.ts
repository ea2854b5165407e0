import type { ListedServer } from "@/lib/api/servers";
import type { PromptServers } from "@/lib/api/sessions";
import {
  DEMO_WEATHER_SERVER_NAME,
  isServerReference,
  type ServerConfig,
  type ServerListItem,
} from "@/lib/mcp/server-config";
import { TRANSPORTS } from "@/lib/mcp/transports/index";
import { transportLabel } from "@/lib/mcp/transports/transport-label";

/** The key of the built-in demo weather server among the choices. */
export const DEMO_CHOICE_KEY = "demo";

/** One server the setup column offers for the next run. */
export interface ServerChoice {
  /** `demo`, `listed:<id>`, or `run:<name>` for a server of the run the next one copies. */
  key: string;
  /** The name the session gives it (the dialects' `server_name`). */
  name: string;
  transport: ServerConfig["transport"];
  /** How it is reached, e.g. `stdio: node server.js`. */
  detail: string;
  origin: "demo" | "listed" | "run";
  /** What goes into the session's `servers` when it is chosen. */
  item: ServerListItem;
}

const demoChoice: ServerChoice = {
  key: DEMO_CHOICE_KEY,
  name: DEMO_WEATHER_SERVER_NAME,
  transport: "demo",
  detail: "built-in demo",
  origin: "demo",
  item: { name: DEMO_WEATHER_SERVER_NAME, transport: "demo" },
};

const LISTED_PREFIX = "listed:";
const listedKey = (id: string) => `${LISTED_PREFIX}${id}`;
const runKey = (name: string) => `run:${name}`;

/** The listed server a server of a past run came from: the same name and transport. */
function listedMatch(
  server: ServerConfig,
  listed: readonly ListedServer[],
): ListedServer | undefined {
  return listed.find((entry) => entry.name === server.name && entry.transport === server.transport);
}

/**
 * What the picker offers: the demo weather server, every listed server, and each server of the
 * run the next one copies (`base`) that is neither (an inline configuration), so it can be kept.
 */
export function serverChoices(
  listed: readonly ListedServer[],
  base: readonly ServerConfig[] | undefined,
): ServerChoice[] {
  const choices: ServerChoice[] = [demoChoice];
  for (const server of listed) {
    choices.push({
      key: listedKey(server.id),
      name: server.name,
      transport: server.transport,
      detail: transportLabel({ ...server } as ServerConfig),
      origin: "listed",
      item: { id: server.id },
    });
  }
  for (const server of base ?? []) {
    if (TRANSPORTS[server.transport].builtIn || listedMatch(server, listed)) continue;
    choices.push({
      key: runKey(server.name),
      name: server.name,
      transport: server.transport,
      detail: transportLabel(server),
      origin: "run",
      item: server,
    });
  }
  return choices;
}

/** The choice keys of a past run's servers; the demo weather server alone when there is none. */
export function baseSelection(
  base: readonly ServerConfig[] | undefined,
  listed: readonly ListedServer[],
): string[] {
  if (base === undefined) return [DEMO_CHOICE_KEY];
  return base.map((server) => {
    if (TRANSPORTS[server.transport].builtIn) return DEMO_CHOICE_KEY;
    const match = listedMatch(server, listed);
    return match ? listedKey(match.id) : runKey(server.name);
  });
}

/** Whether two selections pick the same servers, in any order. */
export function sameSelection(a: readonly string[], b: readonly string[]): boolean {
  const set = new Set(a);
  return set.size === new Set(b).size && b.every((key) => set.has(key));
}

/**
 * The session's `servers` for a selection, in the picker's order. A listed server the picker does
 * not offer (the list not loaded yet, or the server since removed) is still named by id, so
 * Loupe answers for it; other unknown keys are left out.
 */
export function chosenServers(
  selection: readonly string[],
  choices: readonly ServerChoice[],
): ServerListItem[] {
  const picked = new Set(selection);
  const offered = choices.filter((choice) => picked.has(choice.key)).map((choice) => choice.item);
  const unknownListed = unknownChoices(selection, choices).flatMap((key) =>
    key.startsWith(LISTED_PREFIX) ? [{ id: key.slice(LISTED_PREFIX.length) }] : [],
  );
  return [...offered, ...unknownListed];
}

/** The keys of a selection the picker does not offer, e.g. servers a link named that are gone. */
export function unknownChoices(
  selection: readonly string[],
  choices: readonly ServerChoice[],
): string[] {
  const offered = new Set(choices.map((choice) => choice.key));
  return selection.filter((key) => !offered.has(key));
}

/** Why the selection cannot start a run (two servers with one name), or null. */
export function selectionProblem(
  selection: readonly string[],
  choices: readonly ServerChoice[],
): string | null {
  const picked = new Set(selection);
  const seen = new Set<string>();
  for (const choice of choices) {
    if (!picked.has(choice.key)) continue;
    if (seen.has(choice.name)) {
      return `Two chosen servers are named "${choice.name}"; a session needs each name once. Rename one under Manage servers, or untick one.`;
    }
    seen.add(choice.name);
  }
  return null;
}

/** Adds or removes one server from a selection. */
export function toggleChoice(selection: readonly string[], key: string, on: boolean): string[] {
  const rest = selection.filter((item) => item !== key);
  return on ? [...rest, key] : rest;
}

/** The choice keys of listed servers named by id in the playground URL (`?servers=a,b`). */
export function selectionFromIds(ids: readonly string[]): string[] {
  return [...new Set(ids)].map(listedKey);
}

/**
 * Whose tools the default prompt in the editor describes: the open session's (as recorded), the
 * copied run's while the choice is the same, else the chosen servers (their inline servers
 * keeping the copied run's secrets).
 */
export function promptServers(input: {
  openSession: string | null;
  basedOn: string | null;
  selection: readonly string[];
  base: readonly string[];
  choices: readonly ServerChoice[];
}): PromptServers {
  const { openSession, basedOn, selection, base, choices } = input;
  if (openSession !== null) return { session: openSession };
  if (basedOn !== null && sameSelection(selection, base)) return { session: basedOn };
  const servers = chosenServers(selection, choices);
  return basedOn === null ? { servers } : { servers, session: basedOn };
}

/** Whether a prompt request asks for the demo weather server alone, which needs no token. */
export function isDemoPromptOnly(input: PromptServers): boolean {
  const [only, ...others] = input.servers ?? [];
  if (input.session !== undefined || only === undefined || others.length > 0) return false;
  return !isServerReference(only) && TRANSPORTS[only.transport].builtIn;
}

/** What the next run sends about servers and its prompt, from the draft. */
export interface RunServerSetup {
  /** Left out: the copied run's servers as they are (a duplicate keeps their secrets). */
  servers?: ServerListItem[];
  /** True: leave the prompt out, so Loupe renders the dialect's default for the chosen servers. */
  renderPrompt: boolean;
}

/**
 * What the next run sends: without a run to copy, the chosen servers, and the prompt only when it
 * is not the chosen servers' default (Loupe renders that one itself). Copying a run, the servers only when the choice changed, and then the prompt
 * only when it is neither the default nor the copied run's own, which describe other tools.
 */
export function runServerSetup(input: {
  selection: readonly string[];
  choices: readonly ServerChoice[];
  systemPrompt: string;
  defaultSystemPrompt: string | undefined;
  base: { selection: readonly string[]; systemPrompt: string | undefined } | null;
}): RunServerSetup {
  const { selection, choices, systemPrompt, defaultSystemPrompt, base } = input;
  const isDefault = systemPrompt === defaultSystemPrompt;
  if (base === null) {
    return { servers: chosenServers(selection, choices), renderPrompt: isDefault };
  }
  if (sameSelection(selection, base.selection)) return { renderPrompt: false };
  return {
    servers: chosenServers(selection, choices),
    renderPrompt: isDefault || systemPrompt === base.systemPrompt,
  };
}

/** The message of the last failure to reach a server when a run started, if one is shown. */
export function startFailure(
  alerts: ReadonlyArray<{ code: string; action: string; message: string }>,
): string | null {
  const failure = alerts.findLast(
    (alert) => alert.action === "Step" && alert.code === "mcp:connect_failed",
  );
  return failure?.message ?? null;
}
