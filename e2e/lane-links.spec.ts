import { expect, test } from "@playwright/test";
import { PlaygroundPage } from "./pages/playground-page";

test("a selected Raw SSE line marks the text its item carried in Parsed, and names the action", async ({
  page,
}) => {
  const playground = new PlaygroundPage(page);
  await playground.openWithToken();
  await playground.step();
  await expect(playground.pendingAction).toContainText("use_mcp_tool");

  // Action → SSE: the lines that carried the action light up.
  const parsed = await playground.openLane("Parsed");
  await parsed.getByRole("button", { name: "Select action" }).click();
  await playground.openLane("Raw SSE");
  const litRow = playground.sseRows.and(page.locator('[data-highlighted="true"]')).nth(1);
  await expect(litRow).toBeVisible();

  // SSE → text: selecting one of those lines marks what its item carried.
  await litRow.click();
  await expect(litRow).toHaveAttribute("aria-selected", "true");
  const lanes = playground.lanes;
  await expect(lanes).toContainText(
    /Carried \d+ chars? \(\d+–\d+\), inside the use_mcp_tool action/,
  );
  await lanes.getByRole("button", { name: "Show in Parsed" }).click();

  const selected = lanes.getByRole("region", { name: "Selected SSE item" });
  await expect(selected).toContainText("inside the use_mcp_tool action");
  const carried = lanes
    .getByRole("region", { name: "Assembled text" })
    .locator('mark[data-sse-carried="true"]');
  await expect(carried.first()).toBeVisible();
  const carriedText = (await carried.allTextContents()).join("");
  expect(carriedText.length).toBeGreaterThan(0);
  await expect(selected).toContainText(JSON.stringify(carriedText));
  await expect(lanes.getByRole("region", { name: "Parsed action" })).toContainText(
    "carries the selected SSE item's text",
  );

  // And back: the line is still selected in Raw SSE.
  await selected.getByRole("button", { name: "Show line in Raw SSE" }).click();
  await expect(playground.sseRows.and(page.locator('[aria-selected="true"]'))).toHaveCount(1);
});

test("the Raw SSE lines take focus and the keyboard moves the selection", async ({ page }) => {
  const playground = new PlaygroundPage(page);
  await playground.openWithToken();
  await playground.step();
  await playground.openLane("Raw SSE");

  await playground.sseList.focus();
  await expect(playground.sseList).toBeFocused();
  await page.keyboard.press("Home");
  const first = playground.sseRows.first();
  await expect(first).toHaveAttribute("aria-selected", "true");
  await expect(first).toContainText(": DEMO PROCESSING");
  await expect(playground.lanes).toContainText("Carried no answer text");

  await page.keyboard.press("End");
  await expect(first).toHaveAttribute("aria-selected", "false");
  await expect(playground.sseRows.and(page.locator('[aria-selected="true"]'))).toHaveCount(1);
  await expect(playground.sseList).toHaveAttribute("aria-activedescendant", /.+/);
});
