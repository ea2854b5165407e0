import { describe, expect, it } from "vitest";
import { fieldPath } from "@/lib/http/field-path";

describe("fieldPath", () => {
  it("joins plain keys and indexes with dots", () => {
    expect(fieldPath(["servers", 0, "name"])).toBe("servers.0.name");
    expect(fieldPath(["headers", "X-Api-Key"])).toBe("headers.X-Api-Key");
  });

  it("quotes a key with a space, an '=' or nothing in it", () => {
    expect(fieldPath(["headers", "X Bad"])).toBe('headers["X Bad"]');
    expect(fieldPath(["env", "A=B"])).toBe('env["A=B"]');
    expect(fieldPath(["env", ""])).toBe('env[""]');
  });
});
