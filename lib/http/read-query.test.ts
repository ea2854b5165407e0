import { describe, expect, it } from "vitest";
import { z } from "zod";
import { readQuery } from "@/lib/http/read-query";

const schema = z.object({ q: z.string().max(3).optional() }).strict();
const request = (search: string) => new Request(`http://127.0.0.1:3000/api/thing${search}`);

describe("readQuery", () => {
  it("reads the parameters as an object of strings", () => {
    expect(readQuery(request("?q=ab"), schema)).toEqual({ q: "ab" });
    expect(readQuery(request(""), schema)).toEqual({});
  });

  it("refuses a parameter given twice, a bad value and an unknown name, naming each", () => {
    expect(() => readQuery(request("?q=a&q=b"), schema)).toThrow(/q is given twice/);
    expect(() => readQuery(request("?q=abcd"), schema)).toThrow(/q: /);
    expect(() => readQuery(request("?query=a"), schema)).toThrow(/query/);
  });
});
