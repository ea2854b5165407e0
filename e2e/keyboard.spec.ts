import { expect, test } from "@playwright/test";
import { KeyboardPage } from "./pages/keyboard-page";
import { PlaygroundPage } from "./pages/playground-page";
import { SessionListPage } from "./pages/session-list-page";

test("runs the weather demo with the keyboard only, the focus always on the next command", async ({
  page,
}) => {
  const playground = new PlaygroundPage(page);
  const keyboard = new KeyboardPage(page);
  await playground.openWithToken();
  await expect(playground.stepButton).toHaveAttribute("title", /^Step \((Ctrl|⌘)\+Enter\)$/);
  await expect(playground.stepButton).toHaveAttribute(
    "aria-keyshortcuts",
    "Control+Enter Meta+Enter",
  );

  // Tab from the task reaches Step; Enter steps, and the focus waits on the pending Execute.
  await playground.task.focus();
  await keyboard.tabTo(playground.stepButton);
  await keyboard.expectFocusRing(playground.stepButton);
  await keyboard.press("Enter");
  await expect(playground.pendingAction).toContainText("get_forecast", { timeout: 30_000 });
  await expect(playground.decision("Execute")).toBeFocused();
  await expect(playground.decision("Execute")).toHaveAttribute("title", "Execute (E)");
  await expect(playground.decision("Mock")).toHaveAttribute("title", "Mock (M)");
  await expect(playground.decision("Skip")).toHaveAttribute("title", "Skip (S)");
  await expect(keyboard.announcement).toHaveText(
    "Turn 1 waits for a decision: use_mcp_tool get_forecast",
  );

  // Enter executes; the focus goes back to Step.
  await keyboard.press("Enter");
  await expect(playground.stepButton).toBeFocused();
  await expect(playground.observation).toHaveValue(/Sunny/);
  await expect(keyboard.announcement).toHaveText("Turn 1 executed: use_mcp_tool get_forecast");

  // Turn 2 by the shortcuts: Ctrl+Enter steps, E executes.
  await expect(playground.stepButton).toBeEnabled();
  await keyboard.pressStepShortcut();
  await expect(playground.pendingAction).toContainText("write_to_file", { timeout: 30_000 });
  await expect(playground.decision("Execute")).toBeFocused();
  await keyboard.press("e");
  await expect(playground.stepButton).toBeFocused();
  await expect(playground.fileEntry("result.md")).toBeVisible();

  // Turn 3 completes: the focus lands on the result.
  await expect(playground.stepButton).toBeEnabled();
  await keyboard.pressStepShortcut();
  await expect(playground.result).toBeFocused({ timeout: 30_000 });
  await expect(keyboard.announcement).toHaveText("Turn 3 done: attempt_completion");
  await expect(playground.stepButton).toBeDisabled();

  // K and J move between turns: the lanes show the turn, the conversation scrolls to it.
  const turnPicker = playground.lanes.getByLabel("Turn", { exact: true });
  await expect(turnPicker).toHaveValue("3");
  await keyboard.press("k");
  await expect(turnPicker).toHaveValue("2");
  await keyboard.press("k");
  await expect(turnPicker).toHaveValue("1");
  await keyboard.press("k");
  await expect(turnPicker).toHaveValue("1");
  await keyboard.press("j");
  await expect(turnPicker).toHaveValue("2");
  await expect(page.locator("body")).not.toBeFocused();
});

test("M opens the Mock form in its field, Ctrl+Enter sends it, and S skips", async ({ page }) => {
  const playground = new PlaygroundPage(page);
  const keyboard = new KeyboardPage(page);
  await playground.openWithToken();
  await keyboard.pressStepShortcut();
  await expect(playground.decision("Execute")).toBeFocused({ timeout: 30_000 });

  // M opens the form with the focus in its field; leaving it gives the focus back to Mock.
  await keyboard.press("m");
  const mockField = playground.pendingAction.getByLabel("Mock observation");
  await expect(mockField).toBeFocused();
  await keyboard.tabTo(playground.pendingAction.getByRole("button", { name: "Cancel" }));
  await keyboard.press("Enter");
  await expect(playground.decision("Mock")).toBeFocused();

  // Letters typed in the field are text, not commands; Ctrl+Enter sends the mock.
  await keyboard.press("m");
  await expect(mockField).toBeFocused();
  await page.keyboard.type("Sunny and 24 °C, says the mock. e s k j ?");
  await expect(mockField).toHaveValue("Sunny and 24 °C, says the mock. e s k j ?");
  await expect(keyboard.helpDialog).toHaveCount(0);
  await keyboard.pressStepShortcut();
  await expect(playground.stepButton).toBeFocused();
  await expect(playground.observation).toHaveValue(/says the mock/);
  await expect(keyboard.announcement).toHaveText("Turn 1 mocked: use_mcp_tool get_forecast");

  // The next action is skipped with S.
  await expect(playground.stepButton).toBeEnabled();
  await keyboard.pressStepShortcut();
  await expect(playground.pendingAction).toContainText("write_to_file", { timeout: 30_000 });
  await expect(playground.decision("Execute")).toBeFocused();
  await keyboard.press("s");
  await expect(playground.stepButton).toBeFocused();
  await expect(keyboard.announcement).toHaveText(/^Turn 2 skipped: /);
});

test("? lists the shortcuts in a dialog, and closing it gives the focus back", async ({ page }) => {
  const playground = new PlaygroundPage(page);
  const keyboard = new KeyboardPage(page);
  const sessions = new SessionListPage(page);
  await playground.openWithToken();

  // Typed into a text field, ? and the letters stay text.
  await sessions.search.focus();
  await page.keyboard.type("?ejk");
  await expect(sessions.search).toHaveValue("?ejk");
  await expect(keyboard.helpDialog).toHaveCount(0);
  await sessions.search.fill("");

  await playground.task.focus();
  await keyboard.tabTo(playground.stepButton);
  await keyboard.press("?");
  const dialog = keyboard.helpDialog;
  await expect(dialog).toBeVisible();
  const keysOf = (description: string | RegExp) =>
    dialog.getByRole("row").filter({ hasText: description }).getByRole("cell").first();
  await expect(keysOf("Step: send the history")).toHaveText(/^(Ctrl|⌘)\+Enter$/);
  await expect(keysOf("Send the form you are typing in")).toHaveText(/^(Ctrl|⌘)\+Enter$/);
  await expect(keysOf("Execute the pending action")).toHaveText("E");
  await expect(keysOf("Mock: type the observation")).toHaveText("M");
  await expect(keysOf("Skip: tell the model")).toHaveText("S");
  await expect(keysOf("Show the next turn")).toHaveText("J");
  await expect(keysOf("Show the previous turn")).toHaveText("K");
  await expect(keysOf("Show this list of shortcuts")).toHaveText("?");

  await keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(playground.stepButton).toBeFocused();

  // The button in the top bar opens it too.
  const button = page.getByRole("button", { name: "Keyboard shortcuts" });
  await button.focus();
  await keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).press("Enter");
  await expect(button).toBeFocused();
});

test("every control reached by Tab shows a focus ring of 3:1 or more, in both themes", async ({
  page,
}) => {
  const playground = new PlaygroundPage(page);
  const keyboard = new KeyboardPage(page);
  await playground.openWithToken();
  for (const theme of ["Light theme", "Dark theme"] as const) {
    await page.getByRole("radio", { name: theme }).press("Enter");
    await expect(page.locator("html")).toHaveAttribute(
      "data-theme",
      theme === "Light theme" ? "light" : "dark",
    );
    await playground.task.focus();
    await keyboard.tabTo(playground.stepButton);
    await keyboard.expectFocusRing(playground.stepButton);
    await keyboard.tabTo(playground.task, { backwards: true });
    await keyboard.expectFocusRing(playground.task);
    await keyboard.tabTo(playground.dialect, { backwards: true });
    await keyboard.expectFocusRing(playground.dialect);
    const rawSseTab = playground.lanes.getByRole("tab", { name: /^Raw SSE/ });
    await keyboard.tabTo(rawSseTab);
    await keyboard.expectFocusRing(rawSseTab);
  }
});
