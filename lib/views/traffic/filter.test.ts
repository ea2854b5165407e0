import { describe, expect, it } from "vitest";
import { captureListItem } from "@/test/support/capture-list-item";
import { isFailedExchange, matchesServerFilters, upstreamsSeen } from "./filter";
import { noTrafficFilters } from "./url";

describe("matchesServerFilters", () => {
  const row = captureListItem({ upstream: "openai", model: "gpt-4.1-mini" });

  it("matches the search in the method, path, upstream and model, ignoring case", () => {
    for (const query of ["post", "CHAT/comp", "via openai", "GPT-4.1"]) {
      expect(matchesServerFilters(row, { ...noTrafficFilters, query })).toBe(true);
    }
    expect(matchesServerFilters(row, { ...noTrafficFilters, query: "anthropic" })).toBe(false);
  });

  it("keeps to the source and the upstream asked for", () => {
    expect(matchesServerFilters(row, { ...noTrafficFilters, source: "import" })).toBe(false);
    expect(matchesServerFilters(row, { ...noTrafficFilters, source: "proxy" })).toBe(true);
    expect(matchesServerFilters(row, { ...noTrafficFilters, upstream: "OpenAI" })).toBe(true);
    expect(matchesServerFilters(row, { ...noTrafficFilters, upstream: "demo" })).toBe(false);
  });
});

describe("isFailedExchange", () => {
  it("counts error statuses and an exchange that ended without one", () => {
    expect(isFailedExchange(captureListItem({ status: 401 }))).toBe(true);
    expect(isFailedExchange(captureListItem({ status: 502 }))).toBe(true);
    expect(isFailedExchange(captureListItem({ status: 0 }))).toBe(true);
    expect(isFailedExchange(captureListItem({ status: null, durationMs: 20 }))).toBe(true);
  });

  it("does not count a success or a stream still running", () => {
    expect(isFailedExchange(captureListItem({ status: 200 }))).toBe(false);
    expect(isFailedExchange(captureListItem({ status: null, durationMs: null }))).toBe(false);
  });
});

describe("matchesServerFilters with errors only", () => {
  it("keeps only the failed exchanges, as the server does", () => {
    const rows = [
      captureListItem({ id: "a", status: 200 }),
      captureListItem({ id: "b", status: 500 }),
    ];
    const errorsOnly = { ...noTrafficFilters, errorsOnly: true };
    expect(rows.filter((row) => matchesServerFilters(row, noTrafficFilters))).toHaveLength(2);
    expect(
      rows.filter((row) => matchesServerFilters(row, errorsOnly)).map((row) => row.id),
    ).toEqual(["b"]);
  });
});

describe("upstreamsSeen", () => {
  it("lists each upstream once, sorted, without imports' nulls", () => {
    const rows = [
      captureListItem({ upstream: "openai" }),
      captureListItem({ upstream: "demo" }),
      captureListItem({ upstream: "openai" }),
      captureListItem({ source: "import", upstream: null }),
    ];
    expect(upstreamsSeen(rows)).toEqual(["demo", "openai"]);
  });
});
