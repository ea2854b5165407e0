import { spawn } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";

const script = path.resolve(process.cwd(), "test/support/crash-mid-turn.mjs");

/**
 * Runs `crash-mid-turn.mjs` on `dataDirectory` and SIGKILLs it once `chunks` model chunks of a
 * turn are stored: a real crash mid-stream. `during: "run"` starts a run that executes the
 * weather tools by itself and kills it in its second turn, after the first turn's observation.
 * Answers the session's id.
 */
export function crashMidTurn(
  dataDirectory: string,
  { chunks = 3, during = "step" }: { chunks?: number; during?: "step" | "run" } = {},
): Promise<{ sessionId: string }> {
  const child = spawn(process.execPath, [script, during], {
    cwd: process.cwd(),
    env: { ...process.env, LOUPE_DATA_DIR: dataDirectory, LOUPE_DEMO_DELAY_MS: "100" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (data: Buffer) => {
    stderr += data.toString();
  });
  return new Promise((resolve, reject) => {
    let sessionId = "";
    let seen = 0;
    let counting = during === "step";
    let killed = false;
    createInterface({ input: child.stdout }).on("line", (line) => {
      if (line.startsWith("session ")) sessionId = line.slice("session ".length);
      if (line === "observation") counting = true;
      if (line === "llm.chunk" && counting) seen += 1;
      if (seen === chunks && !killed) {
        killed = true;
        child.kill("SIGKILL");
      }
    });
    child.on("exit", (_code, signal) => {
      if (signal === "SIGKILL" && sessionId) resolve({ sessionId });
      else reject(new Error(`The process to crash ended on its own (${signal}): ${stderr}`));
    });
  });
}
