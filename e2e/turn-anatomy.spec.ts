import { expect, test } from "@playwright/test";
import { AccessibilityScan } from "./pages/accessibility-scan";
import { ConversationTurns } from "./pages/conversation-turns";
import { PlaygroundPage } from "./pages/playground-page";

test("a turn's request: what it appended to the previous one, its tokens per message, and its waterfall", async ({
  page,
}) => {
  const playground = new PlaygroundPage(page);
  await playground.openWithToken();
  await playground.runWeatherDemo();
  const turns = new ConversationTurns(playground);
  await expect(turns.turnPicker).toHaveValue("3");

  // Turn 3 re-sends turn 2's messages and appends the model's answer and the observation.
  const lane = await playground.openLane("Request");
  const views = lane.getByRole("group", { name: "Views of the request" });
  await views.getByRole("button", { name: "Diff vs previous turn" }).click();
  const diff = lane.getByRole("list", { name: "Messages against the previous turn" });
  await expect(diff.getByText(/^3 messages in common/)).toBeVisible();
  await expect(diff.getByRole("article", { name: /^Appended: / })).toHaveCount(2);
  await expect(diff.getByRole("article", { name: "Appended: assistant" })).toContainText(
    "write_to_file",
  );
  await expect(diff.getByRole("article", { name: "Appended: user" })).toContainText("result.md");
  await expect(lane).toContainText("system prompt unchanged");
  const scan = new AccessibilityScan(page);
  await scan.expectNoSeriousViolations("the diff of turn 3's request");

  // Each message with its tokens (the demo model's are estimated, and say so); the total is their sum.
  await views.getByRole("button", { name: "Messages" }).click();
  const table = lane.getByRole("table", { name: "Messages with their tokens" });
  const rows = table.locator("tbody tr");
  await expect(rows).toHaveCount(6);
  const counts = (await rows.locator("td:last-child").allTextContents()).map((text) =>
    Number(text.replace(/,/g, "")),
  );
  expect(counts.every((count) => count > 0)).toBe(true);
  const total = counts.reduce((sum, count) => sum + count, 0);
  await expect(table.locator("tfoot")).toContainText("≈ estimate");
  await expect(table.locator("tfoot td").last()).toHaveText(total.toLocaleString("en-US"));

  // Turn 1 has no previous request; its waterfall holds the forecast call and the handshake that
  // connected the weather server, made as the session was created.
  await turns.turnPicker.selectOption("1");
  await views.getByRole("button", { name: "Diff vs previous turn" }).click();
  await expect(lane).toContainText("Turn 1 has no previous turn");
  await views.getByRole("button", { name: "Waterfall" }).click();
  const waterfall = lane.getByRole("list", { name: "Waterfall" });
  await expect(waterfall.getByRole("listitem", { name: /^Request sent/ })).toBeVisible();
  await expect(waterfall.getByRole("listitem", { name: /^First byte: / })).toBeVisible();
  await expect(waterfall.getByRole("listitem", { name: /^First token: / })).toBeVisible();
  await expect(
    waterfall.getByRole("listitem", { name: /^Action complete \(parsed\): use_mcp_tool/ }),
  ).toBeVisible();
  await expect(
    waterfall.getByRole("listitem", { name: /^tools\/call get_forecast \(weather\): \d/ }),
  ).toBeVisible();
  await expect(
    waterfall.getByRole("listitem", { name: /^Observation sent \(turn 2's request\)/ }),
  ).toBeVisible();
  const handshake = lane.getByRole("list", { name: "Handshake with weather" });
  await expect(
    handshake.getByRole("listitem", { name: /^initialize \(weather\): / }),
  ).toBeVisible();
  await expect(
    handshake.getByRole("listitem", { name: /^notifications\/initialized \(weather\)/ }),
  ).toBeVisible();
  await scan.expectNoSeriousViolations("the waterfall of turn 1");
});
