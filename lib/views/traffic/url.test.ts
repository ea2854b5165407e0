import { describe, expect, it } from "vitest";
import {
  captureExportPath,
  capturesListPath,
  noTrafficFilters,
  parseTrafficUrl,
  trafficSearch,
} from "./url";

const captureId = "capture-0b6f3c52-9a4e-4c1e-8a57-2f0d4f7a9b10";

describe("parseTrafficUrl", () => {
  it("reads every filter, the view and the selected capture", () => {
    const state = parseTrafficUrl(
      new URLSearchParams(
        `q=gpt&source=proxy&upstream=openai&errors=1&view=flat&capture=${captureId}&lane=parsed`,
      ),
    );
    expect(state).toEqual({
      query: "gpt",
      source: "proxy",
      upstream: "openai",
      errorsOnly: true,
      captureId,
      lane: "parsed",
      grouped: false,
    });
  });

  it("falls back to the defaults for values that do not parse", () => {
    const state = parseTrafficUrl(
      new URLSearchParams("source=elsewhere&errors=yes&capture=not-an-id&lane=nope&view=tree"),
    );
    expect(state).toEqual({ ...noTrafficFilters, captureId: null, lane: "sse", grouped: true });
  });
});

describe("trafficSearch", () => {
  it("writes the changes and leaves the defaults out", () => {
    const current = new URLSearchParams("q=old&source=import&view=flat");
    expect(
      trafficSearch(current, { query: "new", source: "all", grouped: true, errorsOnly: true }),
    ).toBe("?q=new&errors=1");
  });

  it("keeps what it was not asked to change and clears the selection", () => {
    const current = new URLSearchParams(`upstream=demo&capture=${captureId}`);
    expect(trafficSearch(current, { captureId: null })).toBe("?upstream=demo");
    expect(trafficSearch(new URLSearchParams(`capture=${captureId}`), { captureId: null })).toBe(
      "",
    );
  });

  it("round-trips through parseTrafficUrl", () => {
    const search = trafficSearch(new URLSearchParams(), {
      query: "messages",
      upstream: "anthropic",
      captureId,
      lane: "request",
      grouped: false,
    });
    expect(parseTrafficUrl(new URLSearchParams(search))).toMatchObject({
      query: "messages",
      upstream: "anthropic",
      captureId,
      lane: "request",
      grouped: false,
    });
  });
});

describe("capturesListPath", () => {
  it("passes the filters, errors only too, and the cursor", () => {
    const filters = {
      query: " chat ",
      source: "proxy",
      upstream: "demo",
      errorsOnly: true,
    } as const;
    expect(capturesListPath(filters, "cursor-1")).toBe(
      "/api/captures?q=chat&source=proxy&upstream=demo&errors=1&before=cursor-1",
    );
  });

  it("is the bare route without filters", () => {
    expect(capturesListPath(noTrafficFilters)).toBe("/api/captures");
  });
});

describe("captureExportPath", () => {
  it("links the export with the list's filters and the format", () => {
    expect(captureExportPath({ ...noTrafficFilters, upstream: "openai" }, "har")).toBe(
      "/api/captures/export?upstream=openai&format=har",
    );
    expect(captureExportPath(noTrafficFilters, "jsonl")).toBe("/api/captures/export?format=jsonl");
    expect(captureExportPath({ ...noTrafficFilters, errorsOnly: true }, "har")).toBe(
      "/api/captures/export?errors=1&format=har",
    );
  });
});
