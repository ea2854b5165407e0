import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Locator, type Page } from "@playwright/test";

/** A recorded provider stream from the repository's fixtures, as text. */
export function streamFixture(relativePath: string): string {
  return readFileSync(path.resolve("test/fixtures/llm-streams", relativePath), "utf8");
}

/** The Captures screen, by what a person sees: the import form, the recent list, the lanes. */
export class CapturesPage {
  readonly form: Locator;
  readonly recent: Locator;
  readonly lanes: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole("form", { name: "Import a raw stream" });
    this.recent = page.getByRole("navigation", { name: "Captures" });
    this.lanes = page.getByRole("region", { name: "Lanes" });
  }

  /** Opens the Captures screen with the access token, as the link printed at start does. */
  async openWithToken(token = "e2e-token") {
    await this.page.goto(`/captures?token=${token}`);
    await expect(this.page).toHaveURL(/\/captures$/);
    await expect(this.page.getByRole("heading", { level: 1, name: "Captures" })).toBeVisible();
  }

  get raw() {
    return this.form.getByLabel("Raw stream");
  }

  get format() {
    return this.form.getByLabel("Format");
  }

  get dialect() {
    return this.form.getByLabel("Dialect");
  }

  get request() {
    return this.form.getByLabel("Request (optional)");
  }

  get importButton() {
    return this.form.getByRole("button", { name: "Import", exact: true });
  }

  /** The refusal shown at the form (the API's located message, or a file's problem). */
  get importError() {
    return this.form.getByRole("alert", { name: "Import error" });
  }

  /** Drops a file on the raw stream field, as a person dragging it from their desktop. */
  async dropFile(name: string, text: string) {
    const dataTransfer = await this.page.evaluateHandle(
      ({ fileName, fileText }) => {
        const transfer = new DataTransfer();
        transfer.items.add(new File([fileText], fileName, { type: "text/plain" }));
        return transfer;
      },
      { fileName: name, fileText: text },
    );
    await this.raw.dispatchEvent("dragenter", { dataTransfer });
    await this.raw.dispatchEvent("dragover", { dataTransfer });
    await this.raw.dispatchEvent("drop", { dataTransfer });
  }

  /** Presses Import and waits for the capture to open in the lanes. */
  async importAndOpen() {
    await this.importButton.click();
    await expect(this.page).toHaveURL(/[?&]capture=capture-[0-9a-f-]{36}/);
    await expect(this.lanes).toBeVisible();
  }

  async openLane(name: "Raw SSE" | "Parsed" | "Answer" | "Request") {
    await this.lanes.getByRole("tab", { name: new RegExp(`^${name}`) }).click();
    return this.lanes.getByRole("tabpanel");
  }

  /** Open in playground: the model picker and its button, on an opened capture. */
  get openInPlayground() {
    return this.page.getByRole("group", { name: "Open in playground" });
  }

  /** Picks a model and opens the capture in the playground, waiting for the new session. */
  async openInPlaygroundWith(model: string) {
    await this.openInPlayground.getByLabel("Model").selectOption({ label: model });
    await this.openInPlayground.getByRole("button", { name: "Open in playground" }).click();
    await expect(this.page).toHaveURL(/\/\?session=[A-Za-z0-9_-]+/);
  }

  /** The Raw SSE lane's list of lines (virtualized: only the rows in view are rendered). */
  get sseRows() {
    return this.lanes.getByRole("listbox", { name: "Raw SSE lines" }).getByRole("option");
  }
}
