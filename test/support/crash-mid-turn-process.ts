import { spawn } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";

const script = path.resolve(process.cwd(), "test/support/crash-mid-turn.mjs");

/**
 * Runs `crash-mid-turn.mjs` on `dataDirectory` and SIGKILLs it once `chunks` model chunks of its
 * first turn are stored: a real crash mid-stream. Answers the session's id.
 */
export function crashMidTurn(dataDirectory: string, chunks = 3): Promise<{ sessionId: string }> {
  const child = spawn(process.execPath, [script], {
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
    let killed = false;
    createInterface({ input: child.stdout }).on("line", (line) => {
      if (line.startsWith("session ")) sessionId = line.slice("session ".length);
      if (line === "llm.chunk") seen += 1;
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
