import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ContentDelta, SseLine } from "@/lib/views/playground/conversation/turn-view";
import { RawSseLane } from "./raw-sse-lane";

/** A turn of `count` one-line SSE events, each carrying the word `w<k> ` ("zebra " once). */
function turn(count: number) {
  const lines: SseLine[] = [];
  const deltas: ContentDelta[] = [];
  let offset = 0;
  for (let k = 0; k < count; k += 1) {
    const text = k === count - 7 ? "zebra " : `w${k} `;
    const sseSeq = 10 + k * 3;
    lines.push({
      sseSeq,
      index: 0,
      text: `data: {"choices":[{"delta":{"content":${JSON.stringify(text)}}}]}`,
      offsetMs: k,
      type: "event",
      chunkSeqs: [sseSeq - 1],
    });
    deltas.push({ seq: sseSeq + 1, sseSeq, text, contentOffset: offset });
    offset += text.length;
  }
  return { lines, deltas };
}

function render(count: number, extra: Partial<Parameters<typeof RawSseLane>[0]> = {}) {
  const { lines, deltas } = turn(count);
  return renderToString(
    createElement(RawSseLane, {
      lines,
      deltas,
      itemCount: lines.length,
      highlighted: new Set<number>(),
      streaming: false,
      selected: null,
      carried: null,
      actionName: undefined,
      onSelect: () => {},
      onShowParsed: () => {},
      ...extra,
    }),
  );
}

const options = (html: string) => html.match(/role="option"/g)?.length ?? 0;

describe("RawSseLane", () => {
  it("renders only a screenful of rows of 20,000 events, as many as of 200", () => {
    const large = render(20_000);
    expect(large).toContain("20,000 lines");
    expect(options(large)).toBeLessThan(100);
    expect(options(large)).toBe(options(render(200)));
  });

  it("shows each row's carried text from the deltas", () => {
    expect(render(3)).toContain("&quot;w1 &quot;");
  });

  it("counts a search's matches across every event without rendering them", () => {
    const html = render(20_000, { initialQuery: "ZEBRA" });
    expect(html).toContain("1 match");
    expect(html).not.toContain("<mark");
    expect(render(20_000, { initialQuery: "w1999" })).toContain("10 matches"); // w1999, w19990…w19999 but the zebra
  });

  it("marks the matches in the rows it renders", () => {
    const html = render(50, { initialQuery: "w1" });
    expect(html.match(/<mark/g)?.length).toBeGreaterThan(0);
    expect(html).toContain('data-search-match="true"');
  });

  it("opens the selected event's data as JSON and says what it carried", () => {
    const { lines } = turn(200);
    const line = lines[5] as SseLine;
    const html = render(200, {
      selected: { sseSeq: line.sseSeq, index: 0 },
      carried: { sseSeq: line.sseSeq, spans: [{ start: 0, end: 3 }], text: "w5 " },
    });
    expect(html).toContain(`SSE item #${line.sseSeq} data`);
    expect(html).toContain('aria-selected="true"');
    expect(html).toContain("Show in Parsed");
  });

  it("says so when there is no stream yet", () => {
    expect(render(0)).toContain("No stream yet");
  });
});
