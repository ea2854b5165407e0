import { expect, type Locator, type Page } from "@playwright/test";
import { loupePort } from "../support/raw-request";

/** One chat request through the proxy's `fake` upstream (the e2e fake model), as an agent sends it. */
export interface ProxiedChat {
  /** Tags the path (`?e2e=<tag>`), so a test finds its own rows with the search box. */
  tag: string;
  messages: Array<{ role: string; content: string }>;
  tools?: unknown[];
  headers?: Record<string, string>;
  /** Makes the fake model wait this long before each piece of its answer. */
  pauseMs?: number;
  path?: string;
}

/**
 * Sends a request through `/api/proxy/fake/…` as an agent would (its own key, its user-agent),
 * from the test process; answers the response, whose body is still streaming.
 */
export function sendThroughProxy({
  tag,
  messages,
  tools,
  headers = {},
  pauseMs = 0,
  path = "/v1/chat/completions",
}: ProxiedChat): Promise<Response> {
  return fetch(`http://127.0.0.1:${loupePort}/api/proxy/fake${path}?e2e=${tag}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      authorization: "Bearer sk-agent-own-key",
      "user-agent": "claude-cli/2.0.14 (external, cli)",
      "x-fake-pause-ms": String(pauseMs),
      ...headers,
    },
    body: JSON.stringify({
      model: "fake-e2e",
      stream: true,
      messages,
      ...(tools ? { tools } : {}),
    }),
  });
}

/** The Traffic screen, by what a person sees: the filters, the network table, the selected capture. */
export class TrafficPage {
  readonly filters: Locator;
  readonly table: Locator;
  readonly detail: Locator;
  readonly lanes: Locator;

  constructor(readonly page: Page) {
    this.filters = page.getByRole("search", { name: "Filter captures" });
    this.table = page.getByRole("table", { name: "Captures" });
    this.detail = page.getByRole("region", { name: "Selected capture" });
    this.lanes = this.detail.getByRole("region", { name: "Lanes" });
  }

  /** Opens the Traffic screen with the access token and `search` (`q=…`), as a link would. */
  async openWithToken(search = "", token = "e2e-token") {
    await this.page.goto(`/traffic?token=${token}${search ? `&${search}` : ""}`);
    await expect(this.page).toHaveURL(/\/traffic(\?|$)/);
    await expect(this.page.getByRole("heading", { level: 1, name: "Traffic" })).toBeVisible();
  }

  get search() {
    return this.filters.getByRole("searchbox", { name: "Search" });
  }

  get source() {
    return this.filters.getByLabel("Source");
  }

  get errorsOnly() {
    return this.filters.getByRole("checkbox", { name: "Errors only" });
  }

  get grouped() {
    return this.filters.getByRole("checkbox", { name: "Group by conversation" });
  }

  get feedStatus() {
    return this.page.getByRole("status", { name: /^Live feed:/ });
  }

  exportLink(format: "HAR" | "JSONL") {
    return this.filters.getByRole("link", { name: `Export ${format}` });
  }

  /** The captures' lines (the conversation headers left out), newest first. */
  get rows() {
    return this.table.locator("tbody tr[data-capture-id]");
  }

  /** The line of the capture whose path holds `text`. */
  row(text: string) {
    return this.rows.filter({ hasText: text });
  }

  /** A cell of a line, by its column heading. */
  cell(row: Locator, column: "Status" | "Agent" | "Path" | "Model" | "Size sent / received") {
    const columns = ["Time", "Agent", "Method", "Path", "Model", "Status"];
    const index = column === "Size sent / received" ? 9 : columns.indexOf(column);
    return row.locator("td").nth(index);
  }

  /** A conversation's header button, which folds its requests away. */
  conversation(name: RegExp) {
    return this.table.getByRole("button", { name });
  }

  /** The tabs above the lanes: the request's anatomy, its diff and its exchange. */
  async openDetail(name: "Anatomy" | "Diff with the previous request" | "Exchange") {
    const tabs = this.detail.getByRole("tablist", { name: "About the request" });
    await tabs.getByRole("tab", { name }).click();
    return this.detail.getByRole("tabpanel", { name });
  }

  get openInPlayground() {
    return this.detail.getByRole("group", { name: "Open in playground" });
  }

  /** Picks a model and opens the selected capture in the playground, waiting for the session. */
  async openInPlaygroundWith(model: string) {
    await this.openInPlayground.getByLabel("Model").selectOption({ label: model });
    await this.openInPlayground.getByRole("button", { name: "Open in playground" }).click();
    await expect(this.page).toHaveURL(/\/\?session=[A-Za-z0-9_-]+/);
  }

  get deleteDialog() {
    return this.page.getByRole("alertdialog", { name: "Delete this capture?" });
  }
}
