import { expect, test } from "@playwright/test";
import { PlaygroundPage } from "./pages/playground-page";

test("runs the weather task to its end, pausing at each action for the person's decision", async ({
  page,
}) => {
  const playground = new PlaygroundPage(page);
  await playground.openWithToken();
  await playground.runButton.click();
  await expect(playground.pendingAction).toContainText("get_forecast", { timeout: 30_000 });
  await playground.decision("Execute").click();
  await expect(playground.observation).toHaveValue(/Sunny/);
  await playground.runButton.click();
  await expect(playground.pendingAction).toContainText("write_to_file", { timeout: 30_000 });
  await playground.decision("Execute").click();
  await expect(playground.fileEntry("result.md")).toBeVisible();
  await page.keyboard.press("r");
  await expect(playground.result).toBeVisible({ timeout: 30_000 });
  await expect(playground.runButton).toBeDisabled();
  await expect(playground.stopButton).toBeDisabled();

  // Feedback after the final answer continues the run: a fourth turn answers it.
  await playground.conversation.getByLabel("Continue with feedback").fill("Thanks. Once more?");
  await playground.conversation.getByRole("button", { name: "Send and run" }).click();
  await expect(
    playground.conversation.getByRole("article", { name: "Turn 4", exact: true }),
  ).toBeVisible({
    timeout: 30_000,
  });
});

test("auto-approves the weather tools from the pending action, and the run goes on to the end", async ({
  page,
}) => {
  const playground = new PlaygroundPage(page);
  await playground.openWithToken();
  await playground.runButton.click();
  await expect(playground.pendingAction).toContainText("get_forecast", { timeout: 30_000 });
  await playground.pendingAction
    .getByRole("button", { name: "Always allow weather:get_forecast" })
    .click();
  await expect(playground.pendingAction).toContainText("write_to_file", { timeout: 30_000 });
  await playground.pendingAction
    .getByRole("button", { name: "Always allow write_to_file" })
    .click();
  await expect(playground.result).toBeVisible({ timeout: 30_000 });
  const approved = playground.setup.getByRole("region", { name: "Auto-approved tools" });
  await expect(approved).toContainText("weather:get_forecast");
  await expect(approved).toContainText("write_to_file");
  await approved.getByRole("button", { name: "Remove write_to_file from auto-approve" }).click();
  await expect(approved).not.toContainText("write_to_file");
});

test("stops demo-slow mid-stream: the partial answer stays, marked stopped", async ({ page }) => {
  const playground = new PlaygroundPage(page);
  await playground.openWithToken();
  await playground.model.selectOption("demo-slow");
  await playground.runButton.click();
  await expect(playground.conversation.getByText(/<thinking>/)).toBeVisible({ timeout: 30_000 });
  await expect(playground.stopButton).toBeEnabled();
  await page.keyboard.press(".");
  await expect(playground.conversation.getByText("stopped", { exact: true }).first()).toBeVisible({
    timeout: 30_000,
  });
  await expect(playground.conversation.getByText(/<thinking>/)).toBeVisible();
  await expect(playground.stopButton).toBeDisabled();
  await expect(playground.runButton).toBeEnabled();
});

test("answers the model's follow-up question in the conversation", async ({ page }) => {
  const playground = new PlaygroundPage(page);
  await playground.openWithToken();
  await playground.task.fill("What's the weather tomorrow?");
  await playground.step();
  await expect(playground.pendingAction).toContainText("ask_followup_question");
  await playground.pendingAction.getByLabel("Your answer").fill("Chicago");
  await playground.pendingAction.getByRole("button", { name: "Send answer" }).click();
  await expect(playground.conversation.getByText("Chicago").first()).toBeVisible();
  await playground.step();
  await expect(playground.pendingAction).toContainText("get_forecast");
  await expect(playground.pendingAction).toContainText("41.8");
});
