import { AxeBuilder } from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** The themes the page can be forced into, by the theme toggle's radio names. */
export const themes = [
  { name: "Light theme", value: "light" },
  { name: "Dark theme", value: "dark" },
] as const;

/** Runs axe-core's WCAG 2 A and AA rules on the page, and the theme toggle that precedes it. */
export class AccessibilityScan {
  constructor(readonly page: Page) {}

  /** Forces a theme through the toggle in the left rail. */
  async switchTheme(theme: (typeof themes)[number]) {
    await this.page
      .getByRole("radiogroup", { name: "Theme" })
      .getByRole("radio", { name: theme.name })
      .click();
    await expect(this.page.locator("html")).toHaveAttribute("data-theme", theme.value);
  }

  /**
   * Fails with a readable list when axe finds a serious or critical violation of WCAG 2 A or AA
   * (rule, what it asks, and the first elements that break it).
   */
  async expectNoSeriousViolations(state: string) {
    const results = await new AxeBuilder({ page: this.page })
      .withTags(["wcag2a", "wcag2aa"])
      .analyze();
    const serious = results.violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map((violation) => ({
        rule: violation.id,
        impact: violation.impact,
        help: violation.help,
        nodes: violation.nodes.slice(0, 5).map((node) => ({
          target: node.target.join(" "),
          html: node.html.slice(0, 200),
          summary: node.failureSummary,
        })),
      }));
    expect(serious, `serious or critical axe violations ${state}`).toEqual([]);
  }

  /** Waits for the syntax colours of the conversation's answers, so axe checks them too. */
  async waitForSyntaxColours() {
    await expect
      .poll(() => this.page.locator('pre span[style*="color"]').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
  }
}
