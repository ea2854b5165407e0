import { expect, test } from "@playwright/test";
import { ConversationTurns } from "./pages/conversation-turns";
import { PlaygroundPage } from "./pages/playground-page";

// A short window, so three turns overflow the conversation and jumping means scrolling.
test.use({ viewport: { width: 1280, height: 640 } });

test("the outline lists every turn and jumps to one, showing it in the lanes", async ({ page }) => {
  const playground = new PlaygroundPage(page);
  const turns = new ConversationTurns(playground);
  await playground.openWithToken();
  await turns.runWeatherDemo();
  await expect(playground.conversation.getByText("3 turns", { exact: true })).toBeVisible();

  await turns.openOutline();
  await expect(turns.outlineEntry(1)).toHaveAccessibleName("1 · use_mcp_tool · executed");
  await expect(turns.outlineEntry(2)).toHaveAccessibleName("2 · write_to_file · executed");
  await expect(turns.outlineEntry(3)).toHaveAccessibleName("3 · attempt_completion · completed");

  await expect(turns.turnButton(1)).not.toBeInViewport();
  await turns.outlineEntry(1).click();
  await expect(turns.turnButton(1)).toBeInViewport();
  await expect(turns.turnButton(1)).toBeFocused();
  await expect(turns.turnButton(1)).toHaveAttribute("aria-pressed", "true");
  await expect(turns.outlineEntry(1)).toHaveAttribute("aria-current", "true");
  await expect(turns.turnPicker).toHaveValue("1");
  await expect(page).toHaveURL(/[?&]turn=1/);
});

test("turns fold to one summary line and unfold, from the keyboard too", async ({ page }) => {
  const playground = new PlaygroundPage(page);
  const turns = new ConversationTurns(playground);
  await playground.openWithToken();
  await turns.runWeatherDemo();

  const first = turns.turn(1);
  const answer = first.getByRole("article", { name: "Assistant, turn 1" });
  await expect(turns.fold(1)).toHaveAttribute("aria-expanded", "true");
  await expect(answer).toBeVisible();

  await turns.fold(1).focus();
  await page.keyboard.press("Enter");
  await expect(turns.fold(1)).toHaveAttribute("aria-expanded", "false");
  await expect(answer).toHaveCount(0);
  await expect(first).toContainText("use_mcp_tool weather/get_forecast · executed");
  await expect(turns.fold(1)).toBeFocused();

  await page.keyboard.press("Space");
  await expect(turns.fold(1)).toHaveAttribute("aria-expanded", "true");
  await expect(answer).toBeVisible();

  // Fold all keeps the latest turn open; Unfold all opens every turn again.
  await turns.openOutline();
  await turns.outline.getByRole("button", { name: "Fold all", exact: true }).click();
  await expect(turns.fold(1)).toHaveAttribute("aria-expanded", "false");
  await expect(turns.fold(2)).toHaveAttribute("aria-expanded", "false");
  await expect(turns.fold(3)).toHaveAttribute("aria-expanded", "true");
  await expect(playground.result).toBeVisible();

  // Jumping to a folded turn unfolds it.
  await turns.outlineEntry(2).click();
  await expect(turns.fold(2)).toHaveAttribute("aria-expanded", "true");
  await expect(turns.turn(2).getByRole("article", { name: "Assistant, turn 2" })).toBeVisible();

  await turns.outline.getByRole("button", { name: "Unfold all", exact: true }).click();
  await expect(turns.fold(1)).toHaveAttribute("aria-expanded", "true");
});

test("choosing a turn in the lanes' turn picker scrolls the conversation to it", async ({
  page,
}) => {
  const playground = new PlaygroundPage(page);
  const turns = new ConversationTurns(playground);
  await playground.openWithToken();
  await turns.runWeatherDemo();

  await expect(turns.turnButton(1)).not.toBeInViewport();
  await turns.turnPicker.focus();
  await turns.turnPicker.selectOption("1");
  await expect(turns.turnButton(1)).toBeInViewport();
  await expect(turns.turnButton(1)).toHaveAttribute("aria-pressed", "true");
  // The picker keeps the focus: the person chose in the lanes and may choose again.
  await expect(turns.turnPicker).toBeFocused();

  await turns.turnPicker.selectOption("3");
  await expect(turns.turnButton(3)).toBeInViewport();
});
