import { expect, type Locator, type Page } from "@playwright/test";

/** The Compare screen, by what a person sees: the setup, the saved list, columns, controls, metrics. */
export class ComparePage {
  readonly setup: Locator;
  readonly saved: Locator;
  readonly columns: Locator;
  readonly metrics: Locator;
  readonly decisionBar: Locator;
  readonly alerts: Locator;

  constructor(readonly page: Page) {
    this.setup = page.getByRole("region", { name: "New comparison" });
    this.saved = page.getByRole("region", { name: "Saved comparisons", exact: true });
    this.columns = page.getByRole("region", { name: "Columns", exact: true });
    this.metrics = page.getByRole("table", { name: "Metrics by column" });
    this.decisionBar = page.getByRole("region", { name: "Decision for waiting columns" });
    this.alerts = page.getByRole("alert", { name: "Errors" });
  }

  /** Opens the Compare screen with the access token, as the link printed at start does. */
  async openWithToken(token = "e2e-token") {
    await this.page.goto(`/compare?token=${token}`);
    await expect(this.page).toHaveURL(/\/compare$/);
    await expect(this.page.getByRole("heading", { level: 1, name: "Compare" })).toBeVisible();
    await expect(this.modelOf(1).locator("option").first()).toBeAttached();
  }

  get task() {
    return this.setup.getByLabel("Task");
  }

  /** The setup's rows of columns. */
  get setupColumns() {
    return this.setup.getByRole("list", { name: "Columns" }).getByRole("listitem");
  }

  modelOf(column: number) {
    return this.setup.getByLabel(`Model of column ${column}`);
  }

  dialectOf(column: number) {
    return this.setup.getByLabel(`Dialect of column ${column}`);
  }

  get addColumn() {
    return this.setup.getByRole("button", { name: "Add column" });
  }

  /** Fills in the task and starts the comparison; waits for its columns. */
  async start(task: string) {
    await this.task.fill(task);
    await this.setup.getByRole("button", { name: "Start comparison" }).click();
    await expect(this.page).toHaveURL(/[?&]comparison=/);
    await expect(this.columns).toBeVisible();
  }

  /** One column of the open comparison, by its number (1 first) and label. */
  column(number: number, label?: string | RegExp): Locator {
    const name = label === undefined ? new RegExp(`^Column ${number}: `) : label;
    const found = this.columns.getByRole("region", {
      name: typeof name === "string" ? `Column ${number}: ${name}` : name,
    });
    return found.first();
  }

  /** The columns shown at full width (not collapsed). */
  get columnRegions() {
    return this.columns.getByRole("region", { name: /^Column \d+: / });
  }

  get stepAll() {
    return this.page.getByRole("toolbar", { name: "Every column" }).getByRole("button", {
      name: /^Step all|^Stepping/,
    });
  }

  get executeAll() {
    return this.decisionBar.getByRole("button", { name: /^Execute for/ });
  }

  /**
   * A metric of a column as the metrics table shows it: the table has a row per metric and a
   * column per comparison column, headed by its label; the value without its best/worst badge.
   */
  async metric(
    label: string,
    metric: "turns" | "actions" | "formatErrors" | "finished",
  ): Promise<Locator> {
    const names = {
      turns: "Turns",
      actions: "Actions",
      formatErrors: "Format errors",
      finished: "Finished",
    };
    const headings = this.metrics.locator("thead th");
    await expect(headings.nth(1)).toBeVisible();
    const labels = await headings.evaluateAll((cells) =>
      cells.map((cell) => cell.querySelector("span")?.textContent ?? ""),
    );
    const column = labels.indexOf(label) - 1;
    expect(column, `a metrics column headed ${label}`).toBeGreaterThanOrEqual(0);
    return this.metrics
      .getByRole("row")
      .filter({
        has: this.page.getByRole("rowheader", { name: new RegExp(`^${names[metric]}\\b`) }),
      })
      .getByRole("cell")
      .nth(column)
      .locator("span > span")
      .first();
  }

  /**
   * Steps every column in lockstep until each has finished: executes what waits, else steps all.
   * Each round waits until the controls can act again.
   */
  async stepToTheEnd(labels: readonly string[], rounds = 12) {
    for (let round = 0; round < rounds; round += 1) {
      await this.settled(labels);
      if (await this.allFinished(labels)) return;
      if (await this.canExecute()) await this.executeAll.click();
      else await this.stepAll.click();
    }
    for (const label of labels)
      await expect(await this.metric(label, "finished")).toHaveText("yes");
  }

  /** Whether a decision can be taken now; never waits for the bar, which goes once decided. */
  private canExecute(): Promise<boolean> {
    return this.decisionBar
      .getByRole("button", { name: /^Execute for/, disabled: false })
      .isVisible();
  }

  /** Whether Step all can be pressed now. */
  private canStep(): Promise<boolean> {
    return this.page
      .getByRole("toolbar", { name: "Every column" })
      .getByRole("button", { name: "Step all", exact: true, disabled: false })
      .isVisible();
  }

  private async allFinished(labels: readonly string[]): Promise<boolean> {
    for (const label of labels) {
      if ((await (await this.metric(label, "finished")).textContent()) !== "yes") return false;
    }
    return true;
  }

  /** Waits until the controls can act: a decision to take, a step to take, or every column done. */
  private async settled(labels: readonly string[]) {
    await expect(async () => {
      const ready =
        (await this.canExecute()) || (await this.canStep()) || (await this.allFinished(labels));
      expect(ready).toBe(true);
    }).toPass();
  }
}
