import { randomBytes } from "node:crypto";

/**
 * Process-wide state shared by route handlers, `proxy.ts` and `instrumentation.ts`.
 * Next gives each of those its own copy of a module, so the one shared object lives on
 * `globalThis` (docs/architecture.md). Modules add their own slots through `runtimeSlot`.
 */
interface LoupeRuntime {
  token: string;
  slots: Map<string, unknown>;
}

const key = Symbol.for("loupe.runtime");

type GlobalWithRuntime = typeof globalThis & { [key]?: LoupeRuntime };

/** The process's runtime object, created on first use. */
export function getRuntime(): LoupeRuntime {
  const holder = globalThis as GlobalWithRuntime;
  if (!holder[key]) {
    holder[key] = {
      token: process.env.LOUPE_TOKEN?.trim() || randomBytes(24).toString("base64url"),
      slots: new Map(),
    };
  }
  return holder[key];
}

/** A lazily created, process-wide value kept under `name` (a database handle, a connection map). */
export function runtimeSlot<Value>(name: string, create: () => Value): Value {
  const { slots } = getRuntime();
  if (!slots.has(name)) slots.set(name, create());
  return slots.get(name) as Value;
}
