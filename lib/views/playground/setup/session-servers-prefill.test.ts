import { describe, expect, it } from "vitest";
import { playgroundLink } from "@/lib/views/inspector/prompts/prompts";
import { parsePlaygroundPrefill, searchWithoutPrefill } from "./session-servers-prefill";

const parse = (search: string) => parsePlaygroundPrefill(new URLSearchParams(search));

describe("parsePlaygroundPrefill", () => {
  it("answers null when the URL names neither a task nor servers", () => {
    expect(parse("")).toBeNull();
    expect(parse("?session=abc&turn=2")).toBeNull();
  });

  it("reads the inspector's Use in playground link", () => {
    const link = playgroundLink("Summarise the file\nin two lines", "srv_1-a");
    expect(parse(link.slice(1))).toEqual({
      task: "Summarise the file\nin two lines",
      serverIds: ["srv_1-a"],
    });
  });

  it("reads several server ids, once each, and leaves out ids no listed server could have", () => {
    expect(parse("?servers=a,b,,a,%3Cscript%3E, c ")).toEqual({
      task: null,
      serverIds: ["a", "b", "c"],
    });
    expect(parse(`?servers=${"x".repeat(65)}`)).toEqual({ task: null, serverIds: [] });
  });

  it("treats an empty task as none and cuts a task longer than a session takes", () => {
    expect(parse("?task=%20%20")).toEqual({ task: null, serverIds: [] });
    expect(parse(`?task=${"a".repeat(20_005)}`)?.task).toHaveLength(20_000);
  });
});

describe("searchWithoutPrefill", () => {
  it("removes task and servers and keeps the rest", () => {
    expect(searchWithoutPrefill("?task=Hello&servers=a&lane=rpc")).toBe("?lane=rpc");
    expect(searchWithoutPrefill("?task=Hello&servers=a")).toBe("");
    expect(searchWithoutPrefill("")).toBe("");
  });
});
