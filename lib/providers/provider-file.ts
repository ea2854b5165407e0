import "server-only";
import { randomBytes } from "node:crypto";
import {
  chmodSync,
  closeSync,
  fsyncSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from "node:fs";
import path from "node:path";
import { providerFileSchema, type StoredProvider } from "@/lib/api/provider-schema";
import { errorMessage, LoupeError } from "@/lib/errors";
import type { Environment } from "@/lib/llm/provider-config";
import { DATA_FILE_MODE, makeDataDirectory } from "@/lib/store/data-dir-mode.mjs";
import { dataDirectory } from "@/lib/store/database";

/** Where the providers added in the page are kept: `providers.json` in the data directory. */
export function providerFilePath(env: Environment = process.env): string {
  return path.join(dataDirectory(env as NodeJS.ProcessEnv), "providers.json");
}

/** The stored providers; none when the file does not exist. A damaged file is an error naming it. */
export function readProviderFile(file: string): StoredProvider[] {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw new LoupeError("internal:error", `Could not read ${file}: ${errorMessage(error)}.`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new LoupeError(
      "internal:error",
      `${file} is not valid JSON (${errorMessage(error)}); fix it or move it away to start with no providers.`,
    );
  }
  const parsed = providerFileSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new LoupeError(
      "internal:error",
      `${file} is not a provider list Loupe can read (${issue?.path.join(".") || "file"}: ${issue?.message}); fix it or move it away to start with no providers.`,
    );
  }
  return parsed.data.providers;
}

/**
 * Replaces the stored providers atomically: the list is written to a new file of mode 0600 in
 * the same directory, flushed, then renamed over `providers.json`, so a crash leaves the old
 * list or the new one, never half of one, and the keys are never readable by others.
 */
export function writeProviderFile(file: string, providers: readonly StoredProvider[]): void {
  makeDataDirectory(path.dirname(file));
  const temporary = `${file}.${randomBytes(6).toString("hex")}.tmp`;
  const text = `${JSON.stringify({ version: 1, providers }, null, 2)}\n`;
  const descriptor = openSync(temporary, "wx", DATA_FILE_MODE);
  try {
    writeSync(descriptor, text);
    fsyncSync(descriptor);
  } finally {
    closeSync(descriptor);
  }
  try {
    // The umask may have narrowed the mode further, never widened it; set it exactly.
    chmodSync(temporary, DATA_FILE_MODE);
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}
