import { describe, expect, it } from "vitest";
import { capturesSearch, parseCapturesUrl } from "./url";

const id = "capture-0f8fad5b-d9cb-469f-a165-70867728950e";

describe("captures URL state", () => {
  it("reads the capture and the lane", () => {
    expect(parseCapturesUrl(new URLSearchParams(`capture=${id}&lane=answer`))).toEqual({
      captureId: id,
      lane: "answer",
    });
  });

  it("ignores an id that is no capture's and an unknown lane", () => {
    expect(parseCapturesUrl(new URLSearchParams("capture=session-1&lane=rpc"))).toEqual({
      captureId: null,
      lane: "sse",
    });
    expect(parseCapturesUrl(new URLSearchParams("capture=capture-<script>"))).toMatchObject({
      captureId: null,
    });
  });

  it("writes changes, leaving the default lane and no capture out", () => {
    const current = new URLSearchParams("lane=parsed");
    expect(capturesSearch(current, { captureId: id })).toBe(`?lane=parsed&capture=${id}`);
    expect(capturesSearch(current, { lane: "sse" })).toBe("");
    expect(capturesSearch(new URLSearchParams(`capture=${id}`), { captureId: null })).toBe("");
  });
});
