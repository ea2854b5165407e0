#!/usr/bin/env node
/**
 * `npm start`: builds Loupe and serves it on 127.0.0.1:3000 (`HOST` and `PORT` change that).
 * Binding anything but a loopback address needs `LOUPE_ALLOW_REMOTE=1`, because Loupe can start
 * processes and hold API keys (docs/architecture.md). `LOUPE_SKIP_BUILD=1` reuses an existing build.
 * A data directory another live Loupe holds is refused before anything is built; the server
 * itself takes the directory's lock when it starts.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { findLockHolder } from "../lib/store/data-dir-lock-file.mjs";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
const host = process.env.HOST || "127.0.0.1";
const port = process.env.PORT || "3000";
const loopback = new Set(["127.0.0.1", "localhost", "::1", "[::1]"]);
const dataDirectory = path.resolve(root, process.env.LOUPE_DATA_DIR || ".loupe");

const holder = findLockHolder(dataDirectory);
if (holder !== undefined) {
  console.error(
    `Another Loupe (process ${holder}) is using the data directory ${dataDirectory}.\n` +
      "Stop that process, or set LOUPE_DATA_DIR to another directory.",
  );
  process.exit(1);
}

if (!loopback.has(host) && process.env.LOUPE_ALLOW_REMOTE !== "1") {
  console.error(
    `Refusing to listen on ${host}: Loupe starts processes and holds API keys, so it listens on 127.0.0.1 only.\n` +
      "Set LOUPE_ALLOW_REMOTE=1 (and LOUPE_ALLOWED_HOSTS=<your host name>) if you really mean to expose it.",
  );
  process.exit(1);
}

const env = { ...process.env, HOST: host, PORT: port, NEXT_TELEMETRY_DISABLED: "1" };

function run(args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [nextBin, ...args], { cwd: root, env, stdio: "inherit" });
    for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const built = existsSync(path.join(root, ".next", "BUILD_ID"));
if (!(built && process.env.LOUPE_SKIP_BUILD === "1")) {
  const code = await run(["build"]);
  if (code !== 0) process.exit(code);
}
process.exit(await run(["start", "--hostname", host, "--port", port]));
