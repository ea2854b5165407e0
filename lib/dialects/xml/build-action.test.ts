import { describe, expect, it } from "vitest";
import { withEditedParams } from "@/lib/dialects/host-tools/build-action";
import { parseXmlAnswer } from "./streaming-parser";

const sloppy = `<use_mcp_tool>
<server_name>weather</server_name>
<tool_name>get_forecast</tool_name>
<arguments>
{"latitude": 40.7128, "longitude": -74.006,}
</arguments>
</use_mcp_tool>`;

describe("withEditedParams", () => {
  it("revalidates an action whose malformed arguments a person fixed", () => {
    const [action] = parseXmlAnswer(sloppy).actions;
    if (!action) throw new Error("the fixture has an action");
    expect(action.valid).toBe(false);
    const fixed = withEditedParams(action, {
      arguments: '{"latitude": 40.7128, "longitude": -74.006}',
    });
    expect(fixed.valid).toBe(true);
    expect(fixed.json).toEqual({ latitude: 40.7128, longitude: -74.006 });
    expect(fixed.params.tool_name).toBe("get_forecast");
    expect(fixed.span).toEqual(action.span);
  });

  it("keeps an edit that is still malformed invalid, with the JSON error", () => {
    const [action] = parseXmlAnswer(sloppy).actions;
    if (!action) throw new Error("the fixture has an action");
    const still = withEditedParams(action, { arguments: "{oops" });
    expect(still.valid).toBe(false);
    expect(still.errors.join()).toContain("arguments is not valid JSON");
  });

  it("reports a required parameter the edit emptied", () => {
    const [action] = parseXmlAnswer(sloppy).actions;
    if (!action) throw new Error("the fixture has an action");
    expect(withEditedParams(action, { tool_name: "" }).errors.join()).toContain("tool_name");
  });
});
