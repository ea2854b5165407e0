import { describe, expect, it } from "vitest";
import {
  consoleHistoryLimit,
  isNotificationMethod,
  methodProblem,
  rememberCall,
  standardMethods,
} from "./console";

describe("rememberCall", () => {
  it("puts the newest call first and moves a repeated one up instead of listing it twice", () => {
    const first = { method: "tools/list", paramsText: "", at: 1 };
    const second = { method: "ping", paramsText: "", at: 2 };
    const again = { method: "tools/list", paramsText: " ", at: 3 };
    expect(rememberCall(rememberCall(rememberCall([], first), second), again)).toEqual([
      again,
      second,
    ]);
  });

  it("keeps at most the limit", () => {
    let history: ReturnType<typeof rememberCall> = [];
    for (let index = 0; index < consoleHistoryLimit + 5; index += 1) {
      history = rememberCall(history, { method: "ping", paramsText: `{"n":${index}}`, at: index });
    }
    expect(history).toHaveLength(consoleHistoryLimit);
    expect(history[0]?.at).toBe(consoleHistoryLimit + 4);
  });
});

describe("methodProblem", () => {
  it("refuses an empty method, initialize and spaces, with what to do", () => {
    expect(methodProblem(" ")).toBe("Type a method, such as tools/list.");
    expect(methodProblem("initialize")).toContain("Reconnect");
    expect(methodProblem("tools list")).toBe("A method has no spaces.");
    expect(methodProblem("tools/list")).toBeUndefined();
  });
});

describe("isNotificationMethod", () => {
  it("tells notifications from requests", () => {
    expect(isNotificationMethod("notifications/roots/list_changed")).toBe(true);
    expect(isNotificationMethod("tools/list")).toBe(false);
  });

  it("suggests initialize nowhere", () => {
    expect(standardMethods).not.toContain("initialize");
  });
});
