import { expect, type Locator, type Page } from "@playwright/test";

/** The playground as a keyboard user meets it: shortcuts, the help dialog, focus rings. */
export class KeyboardPage {
  constructor(readonly page: Page) {}

  /** Ctrl+Enter: Step, or sends the form being typed in. */
  async pressStepShortcut() {
    await this.page.keyboard.press("Control+Enter");
  }

  /** Presses one key (a single-key shortcut such as `e`, `m`, `s`, `j`, `k`, `?`). */
  async press(key: string) {
    await this.page.keyboard.press(key);
  }

  /** The dialog that lists the shortcuts. */
  get helpDialog(): Locator {
    return this.page.getByRole("dialog", { name: "Keyboard shortcuts" });
  }

  /** The polite live region that announces how the latest turn came out. */
  get announcement(): Locator {
    return this.page.getByRole("status").filter({ hasText: /^Turn \d+ / });
  }

  /**
   * Presses Tab (Shift+Tab backwards) until `target` has the focus; fails after `limit` presses.
   * The limit is generous: every server the other specs list is one more checkbox in the setup.
   */
  async tabTo(target: Locator, { backwards = false, limit = 300 } = {}) {
    for (let count = 0; count < limit; count += 1) {
      if (await target.evaluate((element) => element === document.activeElement)) return;
      await this.page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
    }
    await expect(target).toBeFocused();
  }

  /**
   * Fails unless the focused element shows a focus ring: a solid outline at least 2 px wide whose
   * colour has 3:1 contrast or more against the background behind the element. It reads the
   * colours once every transition has ended (a button fades its outline in), so it judges the ring
   * a person sees, not a frame of its fade.
   */
  async expectFocusRing(target: Locator) {
    await expect(target).toBeFocused();
    const ring = await target.evaluate(async (element) => {
      const transitions = document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition);
      await Promise.all(transitions.map((animation) => animation.finished.catch(() => undefined)));
      const channels = (color: string) => {
        const match = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/.exec(color);
        if (!match) return null;
        return {
          rgb: [Number(match[1]), Number(match[2]), Number(match[3])],
          alpha: match[4] === undefined ? 1 : Number(match[4]),
        };
      };
      const luminance = (rgb: number[]) => {
        const [red = 0, green = 0, blue = 0] = rgb.map((channel) => {
          const value = channel / 255;
          return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
      };
      let background: number[] | null = null;
      for (let node = element.parentElement; node && !background; node = node.parentElement) {
        const color = channels(getComputedStyle(node).backgroundColor);
        if (color && color.alpha === 1) background = color.rgb;
      }
      const style = getComputedStyle(element);
      const outline = channels(style.outlineColor);
      const ratio =
        outline && background
          ? (Math.max(luminance(outline.rgb), luminance(background)) + 0.05) /
            (Math.min(luminance(outline.rgb), luminance(background)) + 0.05)
          : null;
      return {
        visible: element.matches(":focus-visible"),
        style: style.outlineStyle,
        width: Number.parseFloat(style.outlineWidth),
        ratio,
      };
    });
    expect(ring.visible).toBe(true);
    expect(ring.style).toBe("solid");
    expect(ring.width).toBeGreaterThanOrEqual(2);
    expect(ring.ratio).not.toBeNull();
    expect(ring.ratio ?? 0).toBeGreaterThanOrEqual(3);
  }
}
