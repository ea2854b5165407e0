import type { Dialect } from "@/lib/dialects/dialect";
import { nativeDialect } from "@/lib/dialects/native/dialect";
import { xmlDialect } from "@/lib/dialects/xml/dialect";
import type { DialectId } from "@/lib/events/types";

export type { ActionOutcome, ActionParser, Dialect, DialectServer } from "@/lib/dialects/dialect";
export { DIALECT_IDS, type DialectId } from "@/lib/dialects/dialect-ids";

/** Every dialect a session can use, by id. */
export const DIALECTS: Readonly<Record<DialectId, Dialect>> = {
  xml: xmlDialect,
  native: nativeDialect,
};

/** The dialect with this id (ids come from validated input and stored sessions). */
export function dialectFor(id: DialectId): Dialect {
  return DIALECTS[id];
}
