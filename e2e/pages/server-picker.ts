import type { Locator, Page } from "@playwright/test";

/** The setup column's server picker, before a run: a checkbox per server the next run can use. */
export class ServerPicker {
  readonly group: Locator;

  constructor(readonly page: Page) {
    this.group = page
      .getByRole("region", { name: "Setup" })
      .getByRole("group", { name: "Servers" });
  }

  /** The checkbox of a server, by its name (its label goes on with the transport). */
  server(name: string): Locator {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    return this.group.getByRole("checkbox", { name: new RegExp(`^${escaped}\\b`) });
  }

  get demoWeather(): Locator {
    return this.server("weather");
  }

  get manageLink(): Locator {
    return this.group.getByRole("link", { name: "Manage servers" });
  }
}
