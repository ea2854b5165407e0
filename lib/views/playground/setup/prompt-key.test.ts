import { describe, expect, it } from "vitest";
import { promptKey, writtenForOther } from "./prompt-key";

const weather = promptKey("xml", { servers: [{ name: "weather", transport: "demo" }] });
const everything = promptKey("xml", { servers: [{ id: "s1" }] });
const native = promptKey("native", { servers: [{ id: "s1" }] });

describe("writtenForOther", () => {
  it("says an edited prompt was written for other servers, or for another dialect", () => {
    expect(writtenForOther(true, weather, everything)).toBe("servers");
    expect(writtenForOther(true, everything, native)).toBe("dialect");
  });

  it("says nothing of a prompt that is not edited, or was written for this setup", () => {
    expect(writtenForOther(false, weather, everything)).toBeNull();
    expect(writtenForOther(true, everything, everything)).toBeNull();
    expect(writtenForOther(true, undefined, everything)).toBeNull();
    expect(writtenForOther(true, weather, undefined)).toBeNull();
  });

  it("keys a session's recorded tools apart from the same servers chosen anew", () => {
    expect(promptKey("xml", { session: "a" })).not.toBe(everything);
  });
});
