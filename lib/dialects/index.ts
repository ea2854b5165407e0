import type { Dialect } from "@/lib/dialects/dialect";
import { DIALECT_IDS, type DialectId } from "@/lib/dialects/dialect-ids";
import type { HostAction } from "@/lib/dialects/host-action";
import { jsonDialect } from "@/lib/dialects/json/dialect";
import { nativeDialect } from "@/lib/dialects/native/dialect";
import { reactTextDialect } from "@/lib/dialects/react-text/dialect";
import { xmlDialect } from "@/lib/dialects/xml/dialect";
import type { ParsedAction } from "@/lib/events/types";
import type { AssembledAnswer } from "@/lib/llm/model-part";

export {
  CAPTURED_TOOLS_SERVER,
  capturedToolOf,
  capturedToolsServer,
} from "@/lib/dialects/captured-tools";
export type { ActionParser, Dialect, DialectServer } from "@/lib/dialects/dialect";
export { DEFAULT_DIALECT_ID, DIALECT_IDS, type DialectId } from "@/lib/dialects/dialect-ids";
export {
  type ActionOutcome,
  type ActionSource,
  type FileToolUse,
  type HostAction,
  type HostActionKind,
  type HostActionRequest,
  type InvalidHostAction,
  intendedAction,
  isAnsweredByPerson,
  isFinish,
  type ValidHostAction,
} from "@/lib/dialects/host-action";

/**
 * Every dialect a session can use, by id: the one list the API, the pickers and the captures
 * read. A new dialect is its folder plus one line here (and its id in `dialect-ids.ts`).
 */
export const DIALECTS: Readonly<Record<DialectId, Dialect>> = {
  xml: xmlDialect,
  native: nativeDialect,
  "react-text": reactTextDialect,
  json: jsonDialect,
};

/** Every dialect as a picker lists it, in the registry's order. */
export function dialectChoices(): Array<Pick<Dialect, "id" | "label">> {
  return DIALECT_IDS.map((id) => ({ id, label: DIALECTS[id].label }));
}

/** Why a server name cannot be used in some dialect, or undefined when every dialect can carry it. */
export function serverNameProblem(name: string): string | undefined {
  for (const id of DIALECT_IDS) {
    const problem = DIALECTS[id].serverNameProblem?.(name);
    if (problem !== undefined) return problem;
  }
  return undefined;
}

/**
 * The dialect whose text format a system prompt asks for (the first in the registry's order),
 * or undefined when it asks for none: how a captured agent's request is matched to a dialect.
 */
export function dialectAskedForBy(systemPrompt: string): DialectId | undefined {
  return DIALECT_IDS.find((id) => DIALECTS[id].isAskedForBy?.(systemPrompt) === true);
}

/**
 * The dialect a stored id names, or undefined when none does (a row written by another version
 * of Loupe): for places that show a stored id rather than run it.
 */
export function knownDialect(id: string): Dialect | undefined {
  return (DIALECT_IDS as readonly string[]).includes(id) ? DIALECTS[id as DialectId] : undefined;
}

/** The dialect with this id (ids come from validated input and stored sessions). */
export function dialectFor(id: DialectId): Dialect {
  return DIALECTS[id];
}

/**
 * Every action of a captured agent's answer: the text's, read by `dialect` (the one the request's
 * system prompt asks for; `native`, which reads no text, when it asks for none), then every
 * native tool call, whatever the text says, as a call of the request's functions (`tools`, by
 * name). Actions of both kinds are catalogue readings, so any dialect's `hostAction` reads them.
 */
export function readCapturedAnswer(
  answer: Pick<AssembledAnswer, "content" | "toolCalls">,
  reading: { dialect: DialectId; tools: readonly string[] },
): ParsedAction[] {
  return [
    ...dialectFor(reading.dialect).readAll({ content: answer.content, toolCalls: [] }),
    ...nativeDialect.readAll(answer, { captured: reading.tools }),
  ];
}

/**
 * What an action read by a dialect asks the host to do: an `action` event's dialect and action,
 * in logs of any age (the stored reading is the dialect's; the host action is derived from it).
 */
export function hostActionOf(reading: { dialect: DialectId; action: ParsedAction }): HostAction {
  return dialectFor(reading.dialect).hostAction(reading.action);
}
