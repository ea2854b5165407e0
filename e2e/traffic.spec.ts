import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { AccessibilityScan, themes } from "./pages/accessibility-scan";
import { PlaygroundPage } from "./pages/playground-page";
import { sendThroughProxy, TrafficPage } from "./pages/traffic-page";

const systemPrompt = [
  "You are a careful test agent.",
  "# Rules",
  "Answer in one sentence. Use the tools when a file is named.",
  "# Style",
  "Plain words, no lists.",
].join("\n\n");

const readFileTool = {
  type: "function",
  function: {
    name: "read_file",
    description: "Reads a file of the project.",
    parameters: { type: "object", properties: { path: { type: "string" } }, required: ["path"] },
  },
};

/** A tag of its own for each test, so it finds its rows among the other specs' captures. */
const newTag = () => `t${randomUUID().slice(0, 8)}`;

test("a capture appears live while its stream runs, then shows its status", async ({ page }) => {
  const traffic = new TrafficPage(page);
  const tag = newTag();
  await traffic.openWithToken();
  await expect(traffic.feedStatus).toHaveAccessibleName("Live feed: live");

  const response = await sendThroughProxy({
    tag,
    pauseMs: 150,
    messages: [
      { role: "system", content: systemPrompt },
      { role: "user", content: "What is the forecast?" },
    ],
  });
  const row = traffic.row(tag);
  await expect(row).toBeVisible();
  await expect(traffic.cell(row, "Status")).toHaveText("pending");

  expect(response.status).toBe(200);
  await response.text();
  await expect(traffic.cell(row, "Status")).toHaveText("200");
  await expect(traffic.cell(row, "Agent")).toHaveText("Claude Code");
  await expect(traffic.cell(row, "Size sent / received")).not.toContainText("— / —");
});

test("a selected capture shows its prompt anatomy and what it appended to the previous request", async ({
  page,
}) => {
  const tag = newTag();
  const session = { "x-claude-code-session-id": randomUUID() };
  const first = [
    { role: "system", content: systemPrompt },
    { role: "user", content: "Read notes.md for me." },
  ];
  await (
    await sendThroughProxy({ tag, messages: first, tools: [readFileTool], headers: session })
  ).text();
  const second = [
    ...first,
    { role: "assistant", content: "I will read notes.md now." },
    { role: "user", content: "Now summarise what notes.md says." },
  ];
  await (
    await sendThroughProxy({ tag, messages: second, tools: [readFileTool], headers: session })
  ).text();

  const traffic = new TrafficPage(page);
  await traffic.openWithToken(`q=${tag}`);
  await expect(traffic.search).toHaveValue(tag);
  await expect(traffic.rows).toHaveCount(2);
  await expect(traffic.conversation(/Claude Code.*2 requests/)).toBeVisible();

  await traffic.rows.first().click();
  await expect(page).toHaveURL(/[?&]capture=capture-[0-9a-f-]{36}/);
  const selectedUrl = page.url();
  const anatomy = await traffic.openDetail("Anatomy");
  await expect(anatomy.getByRole("list", { name: "System prompt sections" })).toContainText(
    "Rules",
  );
  await expect(anatomy.getByRole("list", { name: "Tools" })).toContainText("read_file");
  await expect(anatomy.getByRole("list", { name: "Messages by role" })).toContainText("user × 2");

  const diff = await traffic.openDetail("Diff with the previous request");
  await expect(diff).toContainText("Appended this turn: 2 messages");
  await expect(diff.getByRole("article", { name: "Appended: assistant" })).toContainText(
    "I will read notes.md now.",
  );
  await expect(diff.getByRole("article", { name: "Appended: user" })).toContainText(
    "Now summarise what notes.md says.",
  );
  await expect(diff.getByRole("list", { name: "What changed" })).toContainText(
    "system prompt unchanged",
  );

  await diff.getByRole("button", { name: "Previous request" }).click();
  await expect(page).not.toHaveURL(selectedUrl);
  const previous = await traffic.openDetail("Diff with the previous request");
  await expect(previous).toContainText("The first request of its conversation");
  await expect(traffic.rows.nth(1)).toHaveAttribute("aria-current", "true");
});

test("a capture selected on the Traffic page opens in the playground and steps with the demo model", async ({
  page,
}) => {
  const tag = newTag();
  await (
    await sendThroughProxy({
      tag,
      tools: [readFileTool],
      messages: [
        { role: "system", content: systemPrompt },
        { role: "user", content: "say hi" },
      ],
    })
  ).text();

  const traffic = new TrafficPage(page);
  await traffic.openWithToken(`q=${tag}`);
  await traffic.row(tag).click();
  await expect(traffic.lanes).toBeVisible();
  const scan = new AccessibilityScan(page);
  for (const theme of themes) {
    await scan.switchTheme(theme);
    await scan.expectNoSeriousViolations(`on the Traffic page in the ${theme.value} theme`);
  }
  await traffic.openInPlaygroundWith("Demo (scripted)");

  const playground = new PlaygroundPage(page);
  await expect(playground.systemPromptText).toHaveText(/^You are a careful test agent/);
  const history = playground.conversation.getByRole("region", { name: "Starting history" });
  await expect(history.getByRole("article", { name: "History: User" })).toContainText("say hi");
  await playground.step();
  await expect(playground.alerts).toHaveCount(0);
  const request = await playground.openLane("Request");
  await expect(request).toContainText("say hi");
});

test("the table filters, keeps its filters in the URL, exports them, and deletes with the keyboard", async ({
  page,
}) => {
  const tag = newTag();
  const messages = [{ role: "user", content: "hello" }];
  await (await sendThroughProxy({ tag, messages })).text();
  const missing = await sendThroughProxy({ tag, messages, path: "/v1/missing" });
  expect(missing.status).toBe(404);
  await missing.text();

  const traffic = new TrafficPage(page);
  await traffic.openWithToken();
  await traffic.search.fill(tag);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${tag}`));
  await expect(traffic.rows).toHaveCount(2);
  await expect(traffic.exportLink("HAR")).toHaveAttribute(
    "href",
    `/api/captures/export?q=${tag}&format=har`,
  );
  await expect(traffic.exportLink("JSONL")).toHaveAttribute(
    "href",
    `/api/captures/export?q=${tag}&format=jsonl`,
  );

  await traffic.errorsOnly.check();
  await expect(page).toHaveURL(/[?&]errors=1/);
  await expect(traffic.rows).toHaveCount(1);
  await expect(traffic.cell(traffic.rows.first(), "Status")).toHaveText("404");
  await traffic.errorsOnly.uncheck();

  await traffic.source.selectOption("import");
  await expect(page.getByText("Nothing matches the filters.")).toBeVisible();
  await traffic.source.selectOption("all");
  await traffic.grouped.uncheck();
  await expect(page).toHaveURL(/[?&]view=flat/);
  await expect(traffic.rows).toHaveCount(2);

  await page.reload();
  await expect(traffic.search).toHaveValue(tag);
  await expect(traffic.grouped).not.toBeChecked();
  await expect(traffic.rows).toHaveCount(2);

  await traffic.rows.first().focus();
  await page.keyboard.press("ArrowDown");
  await expect(traffic.rows.nth(1)).toHaveAttribute("aria-selected", "true");
  await expect(traffic.rows.nth(1)).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(traffic.rows.nth(1)).toHaveAttribute("aria-current", "true");
  await expect(traffic.detail).toBeVisible();

  const doomed = await traffic.rows.nth(1).getAttribute("data-capture-id");
  await traffic.rows.nth(1).focus();
  await page.keyboard.press("Delete");
  await expect(traffic.deleteDialog).toBeVisible();
  await traffic.deleteDialog.getByRole("button", { name: "Delete" }).click();
  await expect(traffic.rows).toHaveCount(1);
  await expect(traffic.table.locator(`tr[data-capture-id="${doomed}"]`)).toHaveCount(0);
  await expect(traffic.detail).toHaveCount(0);
  await expect(traffic.rows.first()).toBeFocused();

  await page.reload();
  await expect(traffic.rows).toHaveCount(1);
});
