import { describe, expect, it } from "vitest";
import { headerNameProblem, headerValueProblem } from "@/lib/http/header-name";

describe("headerNameProblem and headerValueProblem", () => {
  it("accepts the names and values a fetch sends", () => {
    expect(headerNameProblem("Authorization")).toBeUndefined();
    expect(headerNameProblem("x-api-key")).toBeUndefined();
    expect(headerValueProblem("Bearer sk-é")).toBeUndefined();
  });

  it("refuses every header the connection sets itself, in any case", () => {
    for (const name of [
      "connection",
      "Keep-Alive",
      "upgrade",
      "Transfer-Encoding",
      "expect",
      "Host",
      "content-length",
    ]) {
      expect(headerNameProblem(name)).toContain("a header the connection sets itself");
    }
  });

  it("refuses names that are not HTTP tokens and values fetch cannot carry", () => {
    expect(headerNameProblem("X Bad")).toContain("a header name is letters");
    expect(headerValueProblem("a\r\nX-Evil: b")).toContain("line break");
    expect(headerValueProblem("5 €")).toContain("only Latin-1 characters");
  });
});
