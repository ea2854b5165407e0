import { randomBytes } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { PlaygroundPage } from "./pages/playground-page";
import { SessionListPage } from "./pages/session-list-page";

const token = "e2e-token";

/** A word no other run's task holds, so this test finds its own runs in a shared data dir. */
const marker = () => `run${randomBytes(4).toString("hex")}`;

/** Starts a run of `task` from the setup column and steps it once. */
async function runOnce(playground: PlaygroundPage, task: string) {
  if (await playground.newRunButton.isEnabled()) await playground.newRunButton.click();
  await expect(playground.page).not.toHaveURL(/[?&]session=/);
  await playground.task.fill(task);
  await playground.step();
  await expect(playground.page).toHaveURL(/[?&]session=/);
  return new URL(playground.page.url()).searchParams.get("session") as string;
}

test("the session list: three runs, found by search, renamed, one deleted", async ({ page }) => {
  const playground = new PlaygroundPage(page);
  const sessions = new SessionListPage(page);
  const word = marker();
  await playground.openWithToken();

  const tasks = ["alpha", "bravo", "charlie"].map((name) => `Summarize ${name} ${word}`);
  const ids = [];
  for (const task of tasks) ids.push(await runOnce(playground, task));
  expect(new Set(ids).size).toBe(3);

  await sessions.find(word);
  await expect(sessions.rows()).toHaveCount(3);
  // Newest first, each with its model, dialect and "1 turn" (not "1 turns").
  await expect(sessions.rows().first()).toContainText(tasks[2] as string);
  await expect(sessions.rows().last()).toContainText(tasks[0] as string);
  for (const row of await sessions.rows().all()) {
    await expect(row).toContainText("demo");
    await expect(row).toContainText("XML");
    await expect(row).toContainText(/\b1 turn\b/);
    await expect(row).not.toContainText("1 turns");
  }

  await sessions.find(`bravo ${word}`);
  await expect(sessions.rows()).toHaveCount(1);
  await expect(sessions.link(tasks[1] as string)).toBeVisible();

  // Open it from the list: its id goes into the URL, its task into the setup column.
  await sessions.find(word);
  await sessions.link(tasks[0] as string).click();
  await expect(page).toHaveURL(new RegExp(`[?&]session=${ids[0]}`));
  await expect(playground.task).toHaveValue(tasks[0] as string);
  await expect(sessions.link(tasks[0] as string)).toHaveAttribute("aria-current", "page");

  const renamed = `Bravo renamed ${word}`;
  await sessions.rename(tasks[1] as string, renamed);
  await expect(sessions.link(renamed)).toBeVisible();
  await page.reload();
  await sessions.find(word);
  await expect(sessions.link(renamed)).toBeVisible();

  await sessions.delete(tasks[2] as string);
  await expect(sessions.rows()).toHaveCount(2);
  await page.reload();
  await sessions.find(word);
  await expect(sessions.rows()).toHaveCount(2);
  await expect(sessions.link(tasks[2] as string)).toHaveCount(0);
  const gone = await page.request.get(`/api/sessions/${ids[2]}?events=none`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(gone.status()).toBe(404);
});

test("New run keeps the edited system prompt, and Reset to default brings the default back", async ({
  page,
}) => {
  const playground = new PlaygroundPage(page);
  await playground.openWithToken();
  const defaultPrompt = await playground.systemPromptValue();
  const edited = `${defaultPrompt}\n\nAlways answer in French. ${marker()}`;

  await playground.step();
  await playground.decision("Execute").click();
  await expect(playground.observation).toBeVisible();
  await playground.fillSystemPrompt(edited);
  await playground.step();
  const firstRun = new URL(page.url()).searchParams.get("session");

  await playground.newRunButton.click();
  await expect(page).not.toHaveURL(/[?&]session=/);
  await expect(playground.systemPromptText).toHaveText(edited);
  await expect(playground.model).toHaveValue("demo");
  await expect(playground.dialect).toHaveValue("xml");
  await expect(playground.servers).toContainText("weather");

  await playground.step();
  await expect(page).toHaveURL(/[?&]session=/);
  expect(new URL(page.url()).searchParams.get("session")).not.toBe(firstRun);
  await page.reload();
  await expect(playground.systemPromptText).toHaveText(edited);

  await playground.newRunButton.click();
  await playground.setup.getByRole("button", { name: "Reset to default" }).click();
  await expect(playground.systemPromptText).toHaveText(defaultPrompt);
  await expect(playground.setup.getByRole("button", { name: "Reset to default" })).toHaveCount(0);
});

/** Counts the bytes of every `/api/` answer the page receives, streams included (CDP Network). */
async function countApiBytes(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const apiRequests = new Set<string>();
  const received = new Map<string, number>();
  const streamed = new Map<string, number>();
  cdp.on("Network.requestWillBeSent", (event) => {
    if (new URL(event.request.url).pathname.startsWith("/api/")) apiRequests.add(event.requestId);
  });
  cdp.on("Network.dataReceived", (event) => {
    if (!apiRequests.has(event.requestId)) return;
    received.set(event.requestId, (received.get(event.requestId) ?? 0) + event.dataLength);
  });
  cdp.on("Network.eventSourceMessageReceived", (event) => {
    if (!apiRequests.has(event.requestId)) return;
    const bytes = Buffer.byteLength(event.data) + event.eventName.length + event.eventId.length;
    streamed.set(event.requestId, (streamed.get(event.requestId) ?? 0) + bytes);
  });
  await cdp.send("Network.enable");
  return () => {
    let total = 0;
    for (const id of apiRequests) total += Math.max(received.get(id) ?? 0, streamed.get(id) ?? 0);
    return total;
  };
}

test("the page downloads the weather run about once: at most 1.5 times the final session", async ({
  page,
}) => {
  const downloaded = await countApiBytes(page);
  const playground = new PlaygroundPage(page);
  await playground.openWithToken();

  await playground.runWeatherDemo();
  await expect(playground.stepButton).toBeDisabled();
  await page.waitForTimeout(500);

  const id = new URL(page.url()).searchParams.get("session");
  const final = await page.request.get(`/api/sessions/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(final.status()).toBe(200);
  const finalBytes = (await final.body()).length;
  const pageBytes = downloaded();
  test.info().annotations.push({
    type: "bytes",
    description: `page ${pageBytes} B, final session ${finalBytes} B, ratio ${(pageBytes / finalBytes).toFixed(2)}`,
  });
  expect(pageBytes).toBeGreaterThan(finalBytes * 0.5);
  expect(pageBytes).toBeLessThanOrEqual(finalBytes * 1.5);
});
