import { describe, expect, it } from "vitest";
import { describeFetchFailure } from "@/lib/llm/describe-fetch-failure";

function connectError(code: string): TypeError {
  const cause = Object.assign(new Error(`connect ${code} 127.0.0.1:9`), { code });
  return new TypeError("fetch failed", { cause });
}

describe("describeFetchFailure", () => {
  it("names the URL and says the connection was refused", () => {
    expect(describeFetchFailure(connectError("ECONNREFUSED"), "http://127.0.0.1:9/v1")).toBe(
      "Could not connect to http://127.0.0.1:9/v1: connection refused; check that the server is running and the port in the base URL is right (ECONNREFUSED).",
    );
  });

  it("finds the code inside an AggregateError cause", () => {
    const cause = new AggregateError(
      [Object.assign(new Error("x"), { code: "ENOTFOUND" })],
      "all failed",
    );
    const message = describeFetchFailure(
      new TypeError("fetch failed", { cause }),
      "http://nowhere/v1",
    );
    expect(message).toMatch(/could not be resolved/);
  });

  it('says that fetch refuses a blocked port, not only "bad port"', async () => {
    const url = "http://127.0.0.1:9/v1/models";
    const error = await fetch(url).then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(describeFetchFailure(error, url)).toBe(
      `Could not connect to ${url}: port 9 is one that browsers and Node's fetch refuse to use (the Fetch standard's "bad ports", such as 9, 25 or 6000), so no request was sent; run the server on another port and change the base URL.`,
    );
  });

  it("explains an invalid URL", () => {
    expect(describeFetchFailure(new TypeError("Failed to parse URL from ::"), "::")).toMatch(
      /not a valid URL/,
    );
  });

  it("keeps the innermost message of an unknown failure", () => {
    const error = new TypeError("fetch failed", { cause: new Error("other side hung up") });
    expect(describeFetchFailure(error, "http://x/v1")).toBe(
      "The request to http://x/v1 failed before any response: other side hung up.",
    );
  });
});
