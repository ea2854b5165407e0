import { defineConfig } from "@playwright/test";
import base from "./playwright.config";

/**
 * The page's benchmarks (`npm run bench:page`): the end-to-end setup (a production build, the
 * fake model, a throwaway data directory) running `e2e-bench/`, which measures and prints
 * ratios instead of asserting times.
 */
export default defineConfig({
  ...base,
  testDir: "e2e-bench",
  outputDir: "test-results/e2e-bench",
  timeout: 600_000,
});
