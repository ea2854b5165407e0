import { defineConfig } from "@playwright/test";
import { FAKE_MODEL_API_KEY, fakeModelPort } from "./e2e/support/fake-model";
import { loupePort } from "./e2e/support/raw-request";

/**
 * End-to-end tests in a real Chromium against a production build (`scripts/start.mjs` builds,
 * then serves) on port 3210 (`E2E_PORT`), with a fixed token and a throwaway data directory.
 */
export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results/e2e",
  workers: 1,
  fullyParallel: false,
  reporter: "list",
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${loupePort}`,
    trace: "retain-on-failure",
    viewport: { width: 1600, height: 1000 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  webServer: [
    {
      command: "node e2e/support/fake-model-server.mjs",
      url: `http://127.0.0.1:${fakeModelPort}/health`,
      reuseExistingServer: false,
      env: { FAKE_MODEL_PORT: String(fakeModelPort) },
    },
    {
      command: "node scripts/start.mjs",
      url: `http://127.0.0.1:${loupePort}/api/health`,
      reuseExistingServer: false,
      // The first start builds the app: about two minutes alone, far longer on a busy machine.
      timeout: 600_000,
      stdout: "pipe",
      stderr: "pipe",
      env: {
        PORT: String(loupePort),
        HOST: "127.0.0.1",
        LOUPE_TOKEN: "e2e-token",
        LOUPE_DATA_DIR: "test-results/e2e-data",
        LOUPE_DEMO_DELAY_MS: "2",
        NEXT_TELEMETRY_DISABLED: "1",
        OPENAI_BASE_URL: `http://127.0.0.1:${fakeModelPort}/v1`,
        OPENAI_MODEL: "fake-e2e",
        OPENAI_API_KEY: FAKE_MODEL_API_KEY,
        LOUPE_UPSTREAM_FAKE: `http://127.0.0.1:${fakeModelPort}/v1`,
      },
    },
  ],
});
