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
}
