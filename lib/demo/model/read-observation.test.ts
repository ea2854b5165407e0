import { describe, expect, it } from "vitest";
import { readObservation } from "@/lib/demo/model/read-observation";

describe("readObservation", () => {
  it("reads a tool result with its tool and target", () => {
    expect(readObservation("[use_mcp_tool for 'weather'] Result:\nSunny.")).toEqual({
      kind: "result",
      tool: "use_mcp_tool",
      target: "weather",
      text: "Sunny.",
    });
  });

  it("tells an invalid-JSON error from any other error", () => {
    const invalid = readObservation(
      "[use_mcp_tool for 'weather'] Result:\n[ERROR] Invalid JSON argument used with use_mcp_tool for get_forecast: x. Please retry.",
    );
    expect(invalid.kind).toBe("invalid-json");
    const error = readObservation("[use_mcp_tool for 'weather'] Result:\n[ERROR] Tool not found");
    expect(error).toMatchObject({ kind: "error", text: "Tool not found" });
  });

  it("reads a denial, with or without feedback", () => {
    expect(
      readObservation("[write_to_file for 'result.md'] Result:\nThe user denied this operation.")
        .kind,
    ).toBe("denied");
    expect(
      readObservation(
        "[write_to_file for 'a.md'] Result:\nThe user denied this operation and provided the following feedback: no",
      ).kind,
    ).toBe("denied");
  });

  it("reads the answer out of a follow-up result", () => {
    expect(
      readObservation(
        "[ask_followup_question for 'Which city?'] Result:\n<answer>\nBoston\n</answer>",
      ),
    ).toMatchObject({
      kind: "followup-answer",
      text: "Boston",
    });
  });

  it("recognizes the host's no-tool error and plain user text", () => {
    expect(
      readObservation(
        "[ERROR] You did not use a tool in your previous response! Please retry with a tool use.",
      ).kind,
    ).toBe("no-tool");
    expect(readObservation("Try Denver instead").kind).toBe("user-message");
  });

  it("drops environment details the host appends", () => {
    const message =
      "[use_mcp_tool for 'weather'] Result:\nSunny.\n\n<environment_details>\n# Time\nnow\n</environment_details>";
    expect(readObservation(message).text).toBe("Sunny.");
  });
});
