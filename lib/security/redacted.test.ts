import path from "node:path";
import { describe, expect, it } from "vitest";
import { appSourceFiles, readSourceFile } from "@/test/support/source-files";
import { REDACTED } from "./redacted";

const home = path.join("lib", "security", "redacted.ts");

describe("REDACTED", () => {
  it("is the mask the API answers and the events hold", () => {
    expect(REDACTED).toBe("[redacted]");
  });

  it("is declared once: no other module defines the mask or re-exports it", () => {
    const files = appSourceFiles();
    expect(files).toContain(home);
    const declaring = files.filter((file) => {
      if (file === home) return false;
      const source = readSourceFile(file);
      return (
        /\b(?:const|let|var)\s+\w+\s*=\s*"\[redacted\]"/.test(source) ||
        /export\s*\{[^}]*\bREDACTED\b[^}]*\}\s*from/.test(source)
      );
    });
    expect(declaring).toEqual([]);
  });

  it("imports nothing, so the page can import it without reaching a server module", () => {
    expect(readSourceFile(home)).not.toMatch(/^\s*import\b/m);
  });
});
