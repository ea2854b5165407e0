import { expect, type Locator, type Page } from "@playwright/test";

/** The inspector screen, by what a person sees: the server list, a server's view, its tabs. */
export class InspectorPage {
  readonly servers: Locator;
  readonly view: Locator;

  constructor(readonly page: Page) {
    this.servers = page.getByRole("navigation", { name: "Servers" });
    this.view = page.getByRole("main");
  }

  /** Opens the inspector with the access token, as the link printed at start does. */
  async openWithToken(token = "e2e-token") {
    await this.page.goto(`/inspector?token=${token}`);
    await expect(this.page).toHaveURL(/\/inspector$/);
    await expect(this.page.getByRole("heading", { level: 1, name: "Inspector" })).toBeVisible();
  }

  /** The link of a listed server, by its name. */
  serverLink(name: string): Locator {
    return this.servers.getByRole("link", { name: `${name} (`, exact: false });
  }

  /** Adds a Streamable HTTP server through the form and waits until it is open. */
  async addStreamableHttpServer(name: string, url: string) {
    await this.servers.getByRole("button", { name: "Add server" }).click();
    const dialog = this.page.getByRole("dialog", { name: "Add a server" });
    await dialog.getByLabel("Name", { exact: true }).fill(name);
    await dialog.getByLabel("Transport", { exact: true }).selectOption("streamable-http");
    await dialog.getByLabel("URL", { exact: true }).fill(url);
    await dialog.getByRole("button", { name: "Add server" }).click();
    await expect(dialog).toBeHidden();
    await expect(this.serverHeading(name)).toBeVisible();
    await expect(this.page).toHaveURL(/[?&]server=/);
  }

  serverHeading(name: string): Locator {
    return this.page.getByRole("heading", { level: 2, name });
  }

  get connectButton(): Locator {
    return this.page.getByRole("button", { name: "Connect", exact: true });
  }

  get reconnectButton(): Locator {
    return this.page.getByRole("button", { name: "Reconnect", exact: true });
  }

  /** The connection failure's alert under the server's header. */
  get connectAlert(): Locator {
    return this.page.getByRole("alert").first();
  }

  tab(name: string): Locator {
    return this.page.getByRole("tab", { name: new RegExp(`^${name}`) });
  }

  async openTab(name: string) {
    await this.tab(name).click();
    await expect(this.tab(name)).toHaveAttribute("aria-selected", "true");
  }

  /** The traffic list (a listbox) and its rows. */
  get trafficList(): Locator {
    return this.page.getByRole("listbox", { name: "Traffic" });
  }

  /** The traffic rows whose label is exactly `label` ("initialize", "result for #0", "POST … 200"). */
  trafficRow(label: string): Locator {
    return this.trafficList.locator(`[data-label="${label.replaceAll('"', '\\"')}"]`);
  }

  /** The traffic rows whose label starts with `prefix`. */
  trafficRowsStartingWith(prefix: string): Locator {
    return this.trafficList.locator(`[data-label^="${prefix.replaceAll('"', '\\"')}"]`);
  }

  get trafficDetail(): Locator {
    return this.page.getByRole("region", { name: "Selected traffic" });
  }
}
