import { expect, type Locator, type Page } from "@playwright/test";

/** The session list in the left rail, by its accessible names. */
export class SessionListPage {
  readonly region: Locator;

  constructor(readonly page: Page) {
    this.region = page
      .getByRole("navigation", { name: "Sessions" })
      .or(page.getByRole("complementary", { name: "Sessions" }))
      .first();
  }

  get search() {
    return this.region.getByRole("searchbox", { name: "Search sessions" });
  }

  /** The rows of the list; `text` narrows them to those that show it. */
  rows(text?: string | RegExp) {
    const rows = this.region.getByRole("listitem");
    return text === undefined ? rows : rows.filter({ hasText: text });
  }

  /** The link that opens the session titled `title` (not its Export and HAR links, named after it). */
  link(title: string | RegExp) {
    return this.region.getByRole("link", { name: title, exact: typeof title === "string" });
  }

  /** Types a search and waits for the list to answer it. */
  async find(text: string) {
    await this.search.fill(text);
    await expect(this.region.getByRole("status")).not.toHaveText("Loading sessions");
  }

  /** Renames the session titled `title` through the inline form, pressing Enter. */
  async rename(title: string, newTitle: string) {
    await this.region.getByRole("button", { name: `Rename ${title}`, exact: true }).click();
    const field = this.region.getByRole("textbox", { name: `New title for ${title}` });
    await expect(field).toBeFocused();
    await field.fill(newTitle);
    await field.press("Enter");
  }

  /** Deletes the session titled `title`, confirming in the dialog. */
  async delete(title: string) {
    await this.region.getByRole("button", { name: `Delete ${title}`, exact: true }).click();
    const dialog = this.page.getByRole("alertdialog", { name: `Delete “${title}”?` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(dialog).toHaveCount(0);
  }
}
