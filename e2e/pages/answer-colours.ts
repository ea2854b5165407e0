import type { Locator } from "@playwright/test";

/** Playwright's spelling of the keyword colour the answer highlighter gives ReAct keywords. */
const KEYWORD_COLOUR = /#cf222e|rgb\(207, 34, 46\)/i;

/**
 * The text of the Parsed lane's assembled answer that wears the keyword colour, its pieces read
 * together (a keyword may be cut where one SSE item's text ends).
 */
export async function keywordColouredText(parsedLane: Locator): Promise<string> {
  const coloured = parsedLane
    .getByRole("region", { name: "Assembled text" })
    .locator("span[style]");
  await coloured.first().waitFor();
  return coloured.evaluateAll(
    (spans, colour) =>
      spans
        .filter((span) => new RegExp(colour, "i").test(span.getAttribute("style") ?? ""))
        .map((span) => span.textContent)
        .join(""),
    KEYWORD_COLOUR.source,
  );
}
