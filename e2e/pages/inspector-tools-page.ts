import { expect, type Locator, type Page } from "@playwright/test";

/** The inspector's Tools tab, by what a person sees: the tool list, a tool's form, its result. */
export class InspectorToolsPage {
  readonly toolList: Locator;

  constructor(readonly page: Page) {
    this.toolList = page.getByRole("list", { name: "Tools" });
  }

  /** Picks a tool from the list by its name and waits for its form. */
  async chooseTool(name: string) {
    await this.page.getByRole("searchbox", { name: "Search tools" }).fill(name);
    await this.toolList
      .getByRole("button", { name: new RegExp(`^${escapeRegExp(name)}\\b`) })
      .first()
      .click();
    await expect(this.page.getByRole("heading", { level: 3, name, exact: true })).toBeVisible();
  }

  /** A text box of the generated form, by its property name. */
  textField(name: string): Locator {
    return this.page.getByRole("textbox", { name: new RegExp(`^${escapeRegExp(name)}\\b`) });
  }

  /** A number box of the generated form, by its property name. */
  numberField(name: string): Locator {
    return this.page.getByRole("spinbutton", { name: new RegExp(`^${escapeRegExp(name)}\\b`) });
  }

  /** A select of the generated form, by its property name. */
  choiceField(name: string): Locator {
    return this.page.getByRole("combobox", { name: new RegExp(`^${escapeRegExp(name)}\\b`) });
  }

  get callButton(): Locator {
    return this.page.getByRole("button", { name: "Call tool", exact: true });
  }

  /** The result section of the last call. */
  get result(): Locator {
    return this.page.getByRole("region", { name: "Result", exact: true });
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
