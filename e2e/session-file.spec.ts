import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { PlaygroundPage } from "./pages/playground-page";
import { SessionListPage } from "./pages/session-list-page";

test("a session exported as a file and imported again shows the same transcript", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const playground = new PlaygroundPage(page);
  const sessions = new SessionListPage(page);
  await playground.openWithToken();
  await playground.runWeatherDemo();
  const originalId = new URL(page.url()).searchParams.get("session") as string;
  const resultText = (await playground.result.textContent()) ?? "";
  const turns = playground.conversation.getByRole("button", { name: /^Turn \d$/ });
  await expect(turns).toHaveCount(3);

  // The request of a turn, as a curl command with the key as a variable.
  await playground.openLane("Request");
  await page.getByRole("button", { name: "Copy as cURL" }).click();
  const command = await page.evaluate(() => navigator.clipboard.readText());
  expect(command).toMatch(/^curl '/);
  expect(command).toContain("--data-raw");
  expect(command).not.toContain("[redacted]");

  const openRow = sessions.rows().filter({ has: page.locator('[aria-current="page"]') });
  const download = page.waitForEvent("download");
  await openRow.getByRole("link", { name: /^Export .* as HAR$/ }).waitFor();
  await openRow.getByRole("link", { name: /^Export (?!.* as HAR$)/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`loupe-session-${originalId}.json`);
  const text = await readFile(await file.path(), "utf8");
  expect(JSON.parse(text)).toMatchObject({ format: "loupe-session", version: 1 });

  await sessions.region.getByLabel("Import a session file").setInputFiles({
    name: file.suggestedFilename(),
    mimeType: "application/json",
    buffer: Buffer.from(text),
  });
  await expect(page).not.toHaveURL(new RegExp(`[?&]session=${originalId}`));
  await expect(page).toHaveURL(/[?&]session=/);
  await expect(playground.result).toHaveText(resultText);
  await expect(turns).toHaveCount(3);
  await expect(playground.conversation).toContainText("get_forecast");
  await expect(playground.conversation).toContainText("write_to_file");
  await expect(playground.fileEntry("result.md")).toBeVisible();
});

test("a read-only import's messages offer Edit in a fork but no edit in place", async ({
  page,
}) => {
  const playground = new PlaygroundPage(page);
  const sessions = new SessionListPage(page);
  await playground.openWithToken();
  await playground.executeForecast();
  const source = new URL(page.url()).searchParams.get("session") as string;

  const openRow = sessions.rows().filter({ has: page.locator('[aria-current="page"]') });
  const download = page.waitForEvent("download");
  await openRow.getByRole("link", { name: /^Export (?!.* as HAR$)/ }).click();
  const file = JSON.parse(await readFile(await (await download).path(), "utf8"));
  // A server that is not here makes the import read-only: a name and URL no other spec's
  // server has (the data directory is shared by the whole run, and a URL alone matches).
  const elsewhere = `elsewhere-${randomBytes(3).toString("hex")}`;
  file.events[0].data.servers.push({
    name: elsewhere,
    transport: "streamable-http",
    url: `http://127.0.0.1:9/${elsewhere}/mcp`,
  });
  await sessions.region.getByLabel("Import a session file").setInputFiles({
    name: "read-only.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify(file)),
  });
  await expect(page).not.toHaveURL(new RegExp(`[?&]session=${source}`));
  const observation = playground.conversation.getByRole("article", {
    name: "Observation, turn 1",
  });
  await expect(observation).toContainText("Sunny");
  await expect(playground.observation).toHaveCount(0);
  await expect(
    observation.getByRole("button", { name: "Edit the observation of turn 1 in a fork" }),
  ).toBeVisible();
});
