import { readFile } from "node:fs/promises";
import { expect, type Locator, type Page } from "@playwright/test";

/** The Compare page's Which tool? tab, by what a person sees: the form, the matrix, its totals. */
export class ToolChoicePanel {
  readonly form: Locator;
  readonly matrix: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole("form", { name: "Which tool?" });
    this.matrix = page.getByRole("region", { name: "Matrix" });
  }

  /** Opens the tab with the access token, as the link printed at start does. */
  async openWithToken(token = "e2e-token") {
    await this.page.goto(`/compare?tab=tool-choice&token=${token}`);
    await expect(this.form).toBeVisible();
  }

  query(index: number) {
    return this.form.getByLabel(`Query ${index + 1}`, { exact: true });
  }

  expectedTool(index: number) {
    return this.form.getByLabel(`Expected tool ${index + 1}`, { exact: true });
  }

  model(id: string) {
    return this.form.getByRole("list", { name: "Models" }).getByRole("checkbox", {
      name: new RegExp(`\\b${id}$`),
    });
  }

  get dialect() {
    return this.form.getByLabel("Dialect");
  }

  get runButton() {
    return this.form.getByRole("button", { name: "Run", exact: true });
  }

  /** The matrix's row for a query. */
  row(query: string) {
    return this.matrix
      .getByRole("row")
      .filter({ has: this.page.getByRole("rowheader", { name: query }) });
  }

  /** The totals row under the models' columns. */
  get totals() {
    return this.matrix
      .getByRole("row")
      .filter({ has: this.page.getByRole("rowheader", { name: "Total" }) });
  }

  /** Downloads the matrix as CSV through its link and answers the file's text. */
  async downloadCsv(): Promise<{ fileName: string; text: string }> {
    const download = this.page.waitForEvent("download");
    await this.matrix.getByRole("link", { name: "Download CSV" }).click();
    const file = await download;
    const filePath = await file.path();
    return { fileName: file.suggestedFilename(), text: await readFile(filePath, "utf8") };
  }
}
