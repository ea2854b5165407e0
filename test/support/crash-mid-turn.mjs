#!/usr/bin/env node
/**
 * A Loupe process to kill: opens the store in `LOUPE_DATA_DIR` with the real store and loop code
 * (loaded through Vite, so TypeScript and `@/` imports work in plain Node), creates a session with
 * the slow demo model, and steps it. Every stored event's kind is printed on its own line, after
 * `session <id>`, so a test can SIGKILL this process mid-turn.
 */
import { loadLoupeModule as load } from "./load-loupe-module.mjs";

const { getEventStore } = await load("lib/store/index.ts");
const { createSession, step } = await load("lib/loop/session-service.ts");

const store = getEventStore();
const { id } = await createSession(
  { task: "What's the weather in New York tomorrow?", model: "demo", dialect: "xml" },
  store,
);
process.stdout.write(`session ${id}\n`);
store.subscribe(id, (event) => process.stdout.write(`${event.kind}\n`));
await step(id, store);
process.stdout.write("finished\n");
