#!/usr/bin/env node
/**
 * A Loupe process to kill: opens the store in `LOUPE_DATA_DIR` with the real store and loop code
 * (loaded through Vite, so TypeScript and `@/` imports work in plain Node), creates a session with
 * the slow demo model, and steps it; with the argument `run`, it auto-approves the weather tools
 * and starts a run instead. Every stored event's kind is printed on its own line, after
 * `session <id>`, so a test can SIGKILL this process mid-turn.
 */
import { loadLoupeModule as load } from "./load-loupe-module.mjs";

const during = process.argv[2] === "run" ? "run" : "step";
const { getEventStore } = await load("lib/store/index.ts");
const { createSession, step } = await load("lib/loop/session-service.ts");
const { startRun } = await load("lib/loop/session-run.ts");

const store = getEventStore();
const { id } = await createSession(
  {
    task: "What's the weather in New York tomorrow?",
    model: "demo",
    dialect: "xml",
    ...(during === "run" ? { autoApprove: ["weather:*"] } : {}),
  },
  store,
);
process.stdout.write(`session ${id}\n`);
store.subscribe(id, (event) => process.stdout.write(`${event.kind}\n`));
if (during === "run") {
  startRun(id, { maxTurns: 5 }, store);
} else {
  await step(id, store);
  process.stdout.write("finished\n");
}
