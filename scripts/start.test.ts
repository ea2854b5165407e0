import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const script = path.resolve(process.cwd(), "scripts/start.mjs");

describe("npm start", () => {
  it("refuses to listen on a non-loopback address without LOUPE_ALLOW_REMOTE=1", () => {
    const result = spawnSync(process.execPath, [script], {
      env: { ...process.env, HOST: "0.0.0.0", PORT: "3999", LOUPE_ALLOW_REMOTE: "" },
      encoding: "utf8",
      timeout: 10_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Refusing to listen on 0.0.0.0");
    expect(result.stderr).toContain("LOUPE_ALLOW_REMOTE=1");
  });
});
