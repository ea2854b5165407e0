/**
 * Loads one of Loupe's TypeScript modules in a plain Node process (a test's child that plays
 * Loupe, to be killed), through Vite, so TypeScript and `@/` imports work and `server-only` is the
 * test stub.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

/** The module at `file`, a path from the repository's root (e.g. `lib/server-start.ts`). */
export async function loadLoupeModule(file) {
  const { module } = await runnerImport(path.join(root, file), {
    root,
    configFile: false,
    logLevel: "silent",
    resolve: {
      alias: { "@": root, "server-only": path.join(root, "test", "server-only-stub.ts") },
    },
    ssr: { noExternal: ["server-only"] },
  });
  return module;
}
