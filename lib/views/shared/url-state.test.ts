import { describe, expect, it } from "vitest";
import { parsePlaygroundUrl, playgroundSearch } from "./url-state";

describe("parsePlaygroundUrl", () => {
  it("reads the session, the turn and the lane", () => {
    const state = parsePlaygroundUrl(new URLSearchParams("session=abc_1&turn=2&lane=rpc"));
    expect(state).toEqual({ sessionId: "abc_1", turn: 2, lane: "rpc" });
  });

  it("ignores values that do not parse", () => {
    const state = parsePlaygroundUrl(new URLSearchParams("session=a%2Fb&turn=-1&lane=nope"));
    expect(state).toEqual({ sessionId: null, turn: null, lane: "sse" });
  });
});

describe("playgroundSearch", () => {
  it("sets and removes parameters, keeping others", () => {
    const current = new URLSearchParams("session=s1&turn=3&other=x");
    expect(playgroundSearch(current, { turn: null })).toBe("?session=s1&other=x");
    expect(playgroundSearch(current, { lane: "parsed" })).toBe(
      "?session=s1&turn=3&other=x&lane=parsed",
    );
  });

  it("leaves the default lane out and empties to no query string", () => {
    expect(playgroundSearch(new URLSearchParams("lane=rpc"), { lane: "sse" })).toBe("");
    expect(playgroundSearch(new URLSearchParams("session=s1"), { sessionId: null })).toBe("");
  });
});
