import { afterAll, beforeAll } from "vitest";
import {
  type FailingModelServer,
  startFailingModelServer,
} from "@/test/support/failing-model-server";
import { enterTemporaryDataDirectory } from "@/test/support/inspector-api";

/**
 * Gives a test file's route handlers a data directory of their own (`prefix` names it; removed
 * after the file's tests), the test token and the demo model without its pacing.
 */
export function testDataDirectory(prefix: string): void {
  let leave = () => {};
  beforeAll(() => {
    leave = enterTemporaryDataDirectory(prefix);
    process.env.LOUPE_DEMO_DELAY_MS = "0";
  });
  afterAll(() => leave());
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
