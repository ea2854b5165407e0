import { describe, expect, it } from "vitest";
import { demoWeatherListedUrl } from "./demo-weather-listing";

describe("demoWeatherListedUrl", () => {
  it("is the demo path at the address Loupe listens on, 127.0.0.1:3000 by default", () => {
    expect(demoWeatherListedUrl({})).toBe("http://127.0.0.1:3000/api/demo/mcp");
    expect(demoWeatherListedUrl({ HOST: "localhost", PORT: "4100" })).toBe(
      "http://localhost:4100/api/demo/mcp",
    );
  });

  it("reaches a wildcard address on loopback, and brackets IPv6", () => {
    expect(demoWeatherListedUrl({ HOST: "0.0.0.0", PORT: "80" })).toBe(
      "http://127.0.0.1:80/api/demo/mcp",
    );
    expect(demoWeatherListedUrl({ HOST: "::", PORT: "81" })).toBe("http://[::1]:81/api/demo/mcp");
    expect(demoWeatherListedUrl({ HOST: "::1", PORT: "82" })).toBe("http://[::1]:82/api/demo/mcp");
  });
});
