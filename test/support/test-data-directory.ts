import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { TEST_TOKEN } from "@/test/support/api-client";
import {
  type FailingModelServer,
  startFailingModelServer,
} from "@/test/support/failing-model-server";

/**
 * Gives a test file's route handlers a data directory of their own (`prefix` names it; removed
 * after the file's tests), the test token and the demo model without its pacing. The answer's
 * `path` is the directory once the tests run.
 */
export function testDataDirectory(prefix: string): { readonly path: string } {
  const directory = { path: "" };
  beforeAll(() => {
    directory.path = mkdtempSync(path.join(tmpdir(), prefix));
    process.env.LOUPE_DATA_DIR = directory.path;
    process.env.LOUPE_TOKEN = TEST_TOKEN;
    process.env.LOUPE_DEMO_DELAY_MS = "0";
  });
  afterAll(() => rmSync(directory.path, { recursive: true, force: true }));
  return directory;
}

/**
 * Makes the OpenAI-compatible provider a model server that fails every request (its model
 * `failing`), for the tests of one column or cell failing alone; closed after the file's tests.
 * The answer's `server` is it once the tests run.
 */
export function failingOpenAiModel(): { readonly server: FailingModelServer } {
  const failing = {} as { server: FailingModelServer };
  beforeAll(async () => {
    failing.server = await startFailingModelServer();
    process.env.OPENAI_BASE_URL = failing.server.baseUrl;
    process.env.OPENAI_MODEL = "failing";
  });
  afterAll(() => failing.server.close());
  return failing;
}
