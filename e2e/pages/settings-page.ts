import { expect, type Locator, type Page } from "@playwright/test";

/** A provider to add through the form, as a person types it. */
export interface ProviderEntry {
  /** The preset's option, e.g. "Custom (OpenAI-compatible)" or "Ollama". */
  preset: string;
  name: string;
  baseUrl: string;
  apiKey?: string;
  headers?: Array<{ name: string; value: string }>;
}

/** The settings screen, by what a person sees: the provider list, the add form, one provider. */
export class SettingsPage {
  readonly providers: Locator;

  constructor(readonly page: Page) {
    this.providers = page.getByRole("navigation", { name: "Providers" });
  }

  /** Opens Settings with the access token, as the link printed at start does. */
  async openWithToken(token = "e2e-token") {
    await this.page.goto(`/settings?token=${token}`);
    await expect(this.page).toHaveURL(/\/settings$/);
    await expect(this.page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  }

  /** A provider's entry in the list, by its name. */
  providerEntry(name: string): Locator {
    return this.providers.getByRole("button", { name, exact: true });
  }

  /** The open provider's settings. */
  detail(name: string): Locator {
    return this.page.getByRole("region", { name: `Provider ${name}` });
  }

  get addForm(): Locator {
    return this.page.getByRole("form", { name: "Add a provider" });
  }

  /** Opens the add form and fills it in, without submitting. */
  async fillNewProvider(entry: ProviderEntry) {
    await this.providers.getByRole("button", { name: "Add provider" }).click();
    const form = this.addForm;
    await form.getByLabel("Preset").selectOption({ label: entry.preset });
    await form.getByLabel("Name", { exact: true }).fill(entry.name);
    await form.getByLabel("Base URL").fill(entry.baseUrl);
    if (entry.apiKey) await form.getByLabel("API key").fill(entry.apiKey);
    for (const [index, header] of (entry.headers ?? []).entries()) {
      await form.getByRole("button", { name: "Add a header" }).click();
      await form.getByLabel(`Headers ${index + 1} name`).fill(header.name);
      await form.getByLabel(`Headers ${index + 1} value`).fill(header.value);
    }
  }

  /** Adds a provider through the form and waits until its settings are open. */
  async addProvider(entry: ProviderEntry) {
    await this.fillNewProvider(entry);
    await this.addForm.getByRole("button", { name: "Add provider" }).click();
    await expect(this.detail(entry.name)).toBeVisible();
    await expect(this.providerEntry(entry.name)).toHaveAttribute("aria-current", "true");
  }

  /** Presses Test connection and waits for the outcome. */
  async testConnection(name: string) {
    const detail = this.detail(name);
    await detail.getByRole("button", { name: "Test connection" }).click();
    await expect(detail.getByRole("button", { name: "Test connection" })).toBeEnabled({
      timeout: 20_000,
    });
  }

  connectionResult(name: string): Locator {
    return this.detail(name).getByRole("status", { name: "Connection test" });
  }

  connectionError(name: string): Locator {
    return this.detail(name).getByRole("alert", { name: "Connection test error" });
  }

  /** A model's box in the provider's checklist. */
  modelCheckbox(name: string, model: string): Locator {
    return this.detail(name).getByRole("checkbox", { name: model, exact: true });
  }

  /** Searches the checklist, ticks `model` and saves the choice. */
  async chooseModel(name: string, model: string) {
    const detail = this.detail(name);
    await detail.getByRole("searchbox", { name: "Search models" }).fill(model);
    await this.modelCheckbox(name, model).check();
    await detail.getByRole("button", { name: "Save models" }).click();
    await expect(detail.getByRole("status", { name: "Models saved" })).toContainText(
      "Saved: the playground offers 1 model",
    );
  }

  /** The defaults form of one chosen model, opened. */
  async openModelDefaults(name: string, model: string): Promise<Locator> {
    const detail = this.detail(name);
    await detail.locator("summary").filter({ hasText: model }).click();
    return detail.getByRole("form", { name: `Defaults of ${model}` });
  }

  /** Deletes the provider, confirming in the dialog, and waits until it has left the list. */
  async deleteProvider(name: string) {
    await this.providerEntry(name).click();
    await this.detail(name).getByRole("button", { name: "Delete" }).click();
    const dialog = this.page.getByRole("alertdialog", { name: `Delete ${name}?` });
    await dialog.getByRole("button", { name: "Delete provider" }).click();
    await expect(this.providerEntry(name)).toHaveCount(0);
  }
}
