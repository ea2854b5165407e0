import { expect, type Locator, type Page } from "@playwright/test";

/** The playground's layout: separators, pane toggles and, on a narrow screen, pane tabs. */
export class PaneLayoutPage {
  constructor(readonly page: Page) {}

  /** The separator that sizes a pane ("Setup", "Lanes" or "Files"). */
  separator(pane: "Setup" | "Lanes" | "Files"): Locator {
    return this.page.getByRole("separator", { name: `Resize ${pane}` });
  }

  /** A separator's value: its pane's size, in percent. */
  async size(pane: "Setup" | "Lanes" | "Files"): Promise<number> {
    return Number(await this.separator(pane).getAttribute("aria-valuenow"));
  }

  /** The tab of a pane on a narrow screen. */
  tab(pane: "Setup" | "Conversation" | "Lanes" | "Files"): Locator {
    return this.page.getByRole("tablist", { name: "Panes" }).getByRole("tab", { name: pane });
  }

  /** Drags a vertical separator sideways by `distance` pixels with the mouse. */
  async dragSideways(separator: Locator, distance: number) {
    const box = await separator.boundingBox();
    if (!box) throw new Error("the separator is not on screen");
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await this.page.mouse.move(x, y);
    await this.page.mouse.down();
    await this.page.mouse.move(x + distance, y, { steps: 8 });
    await this.page.mouse.up();
  }

  /** Fails when the page itself scrolls sideways. */
  async expectNoSidewaysScroll() {
    const widths = await this.page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
  }

  /** Fails unless the element's whole box lies inside the viewport. */
  async expectWhollyInViewport(element: Locator) {
    const box = await element.boundingBox();
    const viewport = this.page.viewportSize();
    expect(box).not.toBeNull();
    expect(viewport).not.toBeNull();
    if (!box || !viewport) return;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width + 0.5);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height + 0.5);
  }

  /**
   * Fails when any two of the elements overlap, or one reaches out of `within` sideways: each
   * locator may match several elements (tabs, a toolbar's children), all are compared.
   */
  async expectApart(elements: Locator[], within: Locator) {
    const boxes: Array<{ name: string; box: Box }> = [];
    for (const element of elements) boxes.push(...(await namedBoxes(element)));
    const outer = await within.boundingBox();
    expect(outer).not.toBeNull();
    for (const [index, { name, box }] of boxes.entries()) {
      expect(box.width, `${name} is drawn`).toBeGreaterThan(0);
      if (outer) {
        expect(box.x, `${name} starts inside`).toBeGreaterThanOrEqual(outer.x - 0.5);
        expect(box.x + box.width, `${name} ends inside`).toBeLessThanOrEqual(
          outer.x + outer.width + 0.5,
        );
      }
      for (const other of boxes.slice(index + 1)) {
        expect(overlap(box, other.box), `${name} overlaps ${other.name}`).toBe(false);
      }
    }
  }

  /** Fails when the visible text of any element the locator matches runs over more than one line. */
  async expectOneLineEach(elements: Locator) {
    const lines = await elements.evaluateAll((nodes) =>
      nodes.map((node) => {
        const tops: number[] = [];
        const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
        for (let text = walker.nextNode(); text; text = walker.nextNode()) {
          // Text hidden but for screen readers (sr-only: a 1 px box) takes no line.
          const box = text.parentElement?.getBoundingClientRect();
          if (!text.textContent?.trim() || !box || box.width <= 1) continue;
          const range = document.createRange();
          range.selectNodeContents(text);
          for (const rect of range.getClientRects()) {
            if (rect.width > 0 && !tops.some((top) => Math.abs(top - rect.top) < 4)) {
              tops.push(rect.top);
            }
          }
        }
        return { text: node.textContent ?? "", lines: tops.length };
      }),
    );
    for (const { text, lines: count } of lines) {
      expect(count, `"${text}" is on one line`).toBeLessThanOrEqual(1);
    }
  }
}

type Box = { x: number; y: number; width: number; height: number };

/** Every element the locator matches, with its box and its text to name it in a failure. */
function namedBoxes(elements: Locator): Promise<Array<{ name: string; box: Box }>> {
  return elements.evaluateAll((nodes) =>
    nodes.map((node) => {
      const rect = node.getBoundingClientRect();
      return {
        name: `"${(node.textContent ?? "").trim() || node.tagName}"`,
        box: { x: rect.x, y: rect.y, width: rect.width, height: rect.height },
      };
    }),
  );
}

/** Whether two boxes share more than a hairline (half a pixel) of area. */
function overlap(first: Box, second: Box): boolean {
  const across =
    Math.min(first.x + first.width, second.x + second.width) - Math.max(first.x, second.x);
  const down =
    Math.min(first.y + first.height, second.y + second.height) - Math.max(first.y, second.y);
  return across > 0.5 && down > 0.5;
}
