import { expect, type Locator, type Page } from "@playwright/test";

/** The playground screen, by what a person sees: columns, fields, buttons, lanes. */
export class PlaygroundPage {
  readonly setup: Locator;
  readonly conversation: Locator;
  readonly lanes: Locator;
  readonly files: Locator;
  readonly alerts: Locator;
  readonly pendingAction: Locator;

  constructor(readonly page: Page) {
    this.setup = page.getByRole("region", { name: "Setup" });
    this.conversation = page.getByRole("region", { name: "Conversation" });
    this.lanes = page.getByRole("region", { name: "Lanes" });
    this.files = page.getByRole("region", { name: "Files" });
    this.alerts = page.getByRole("alert", { name: "Errors" });
    this.pendingAction = this.conversation.getByRole("region", { name: "Pending action" });
  }

  /** Opens the playground with the access token, as the link printed at start does. */
  async openWithToken(token = "e2e-token") {
    await this.page.goto(`/?token=${token}`);
    await expect(this.page).toHaveURL(/\/$/);
    await expect(this.stepButton).toBeEnabled();
    await expect(this.systemPromptText).not.toHaveText("");
  }

  get model() {
    return this.setup.getByLabel("Model");
  }

  /** The banner that says the page has no access token, and how to get one. */
  get authBanner() {
    return this.page.getByRole("status").filter({ hasText: "Not connected" });
  }

  get dialect() {
    return this.setup.getByLabel("Dialect");
  }

  /** The servers the run uses, as the setup column lists them. */
  get servers() {
    return this.setup.getByRole("list", { name: "Servers" });
  }

  /** The system prompt's editor (CodeMirror: a labelled multi-line textbox). */
  get systemPrompt() {
    return this.setup.getByRole("textbox", { name: "System prompt" });
  }

  /**
   * The prompt as the model receives it (the editor's preview, whole: the editor itself draws
   * only the lines in view); the prompt as written when it holds no placeholders.
   */
  get systemPromptText() {
    return this.setup.getByRole("region", { name: "Rendered prompt", includeHidden: true });
  }

  /**
   * Replaces the whole prompt, as a person does: select all (the editor's own command: a DOM
   * selection would cover only the lines drawn), then type. `fill` would keep the lines not in view.
   */
  async fillSystemPrompt(text: string) {
    await this.systemPrompt.click();
    await this.page.keyboard.press("ControlOrMeta+A");
    await this.page.keyboard.insertText(text);
  }

  /** The whole text of the preview. */
  async systemPromptValue(): Promise<string> {
    return (await this.systemPromptText.textContent()) ?? "";
  }

  get task() {
    return this.setup.getByLabel("Task");
  }

  get stepButton() {
    return this.setup.getByRole("button", { name: /^Step/ });
  }

  get runButton() {
    return this.setup.getByRole("button", { name: /^Run/ });
  }

  get stopButton() {
    return this.setup.getByRole("button", { name: "Stop", exact: true });
  }

  get newRunButton() {
    return this.setup.getByRole("button", { name: "New run" });
  }

  /** Presses Step and waits until the turn pauses (Step idle again or an action pending). */
  async step() {
    await this.stepButton.click();
    await expect(this.setup.getByRole("button", { name: "Stepping…" })).toHaveCount(0, {
      timeout: 30_000,
    });
  }

  decision(name: "Execute" | "Edit" | "Mock" | "Skip") {
    return this.pendingAction.getByRole("button", { name, exact: true });
  }

  /** The Observation field of the latest observation (editable before the next step). */
  get observation() {
    return this.conversation.getByLabel("Observation", { exact: true });
  }

  async openLane(name: "Raw SSE" | "Parsed" | "JSON-RPC" | "Request") {
    await this.lanes.getByRole("tab", { name: new RegExp(`^${name}`) }).click();
    return this.lanes.getByRole("tabpanel");
  }

  /** The Raw SSE lane's list of lines: a listbox, one line selectable at a time. */
  get sseList() {
    return this.lanes.getByRole("listbox", { name: "Raw SSE lines" });
  }

  /** The rows of the Raw SSE lane (rendered ones; the list is virtualized). */
  get sseRows() {
    return this.sseList.getByRole("option");
  }

  /** The Observation field's header note: whether the field holds an unsaved edit. */
  get observationNote() {
    return this.conversation.getByText(/^user message #\d+,/);
  }

  /** A file of the virtual workspace, in the Files panel's list. */
  fileEntry(path: string) {
    return this.files
      .getByRole("list", { name: "Workspace files" })
      .getByRole("button", { name: path });
  }

  /** Steps the weather demo's first turn and executes its forecast, until the observation shows. */
  async executeForecast() {
    await this.step();
    await this.decision("Execute").click();
    await expect(this.observation).toHaveValue(/Sunny/);
  }

  /** Runs the weather demo to its end by clicking: forecast, file, completion (three turns). */
  async runWeatherDemo() {
    await this.step();
    await expect(this.pendingAction).toContainText("get_forecast");
    await this.decision("Execute").click();
    await expect(this.observation).toHaveValue(/Sunny/);
    await this.step();
    await expect(this.pendingAction).toContainText("write_to_file");
    await this.decision("Execute").click();
    await expect(this.fileEntry("result.md")).toBeVisible();
    await this.step();
    await expect(this.result).toBeVisible();
  }

  get result() {
    return this.conversation.getByRole("region", { name: "Result" });
  }

  /** The top bar's "Run in another dialect" picker of the open session. */
  get otherDialectRun() {
    return this.page.getByRole("combobox", { name: "Run in another dialect" });
  }
}
