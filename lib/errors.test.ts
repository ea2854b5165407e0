import path from "node:path";
import { describe, expect, it } from "vitest";
import { appSourceFiles, readSourceFile } from "@/test/support/source-files";
import { errorMessage, LoupeError, toLoupeError } from "./errors";

describe("errorMessage", () => {
  it("gives an Error's own message, of a subclass too", () => {
    expect(errorMessage(new Error("boom"))).toBe("boom");
    expect(errorMessage(new LoupeError("session:not_found", "No session s1."))).toBe(
      "No session s1.",
    );
  });

  it("gives anything else thrown as text", () => {
    expect(errorMessage(42)).toBe("42");
    expect(errorMessage("plain words")).toBe("plain words");
    expect(errorMessage(undefined)).toBe("undefined");
  });

  it("is the one place that reads a message off anything thrown", () => {
    const home = path.join("lib", "errors.ts");
    const files = appSourceFiles();
    expect(files).toContain(home);
    const writingItAgain = files.filter(
      (file) =>
        file !== home &&
        /(\w+(?:\.\w+)*) instanceof Error \? \1\.message : String\(\1\)/.test(readSourceFile(file)),
    );
    expect(writingItAgain).toEqual([]);
  });

  it("keeps the error's message, not its cause's", () => {
    expect(errorMessage(new Error("fetch failed", { cause: new Error("ECONNREFUSED") }))).toBe(
      "fetch failed",
    );
  });
});

describe("toLoupeError", () => {
  it("keeps a LoupeError as it is", () => {
    const error = new LoupeError("session:busy", "Busy.");
    expect(toLoupeError(error)).toBe(error);
  });

  it("makes anything else an internal error with its message and the original as cause", () => {
    const original = new TypeError("no such thing");
    const error = toLoupeError(original);
    expect(error.toJSON()).toEqual({
      error: { code: "internal:error", message: "no such thing" },
    });
    expect(error.status).toBe(500);
    expect(error.cause).toBe(original);
  });
});
