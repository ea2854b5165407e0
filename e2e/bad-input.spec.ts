import { expect, test } from "@playwright/test";
import { PlaygroundPage } from "./pages/playground-page";

test("an empty task cannot be stepped, says why, and the page stays usable", async ({ page }) => {
  const playground = new PlaygroundPage(page);
  await playground.openWithToken();
  await playground.task.fill("");
  await expect(playground.stepButton).toBeDisabled();
  await expect(playground.setup.getByText("Write a task to step.")).toBeVisible();
  await expect(page).not.toHaveURL(/session=/);

  await playground.task.fill(
    "What's the weather in New York tomorrow? Write the result to result.md",
  );
  await playground.step();
  await expect(playground.pendingAction).toContainText("get_forecast");
});

test("a mocked observation goes back to the model instead of a tool call", async ({ page }) => {
  const playground = new PlaygroundPage(page);
  await playground.openWithToken();
  await playground.step();
  await playground.decision("Mock").click();
  await playground.pendingAction.getByLabel("Mock observation").fill("Tomorrow: snow, -3 °C.");
  await playground.pendingAction.getByRole("button", { name: "Send mock" }).click();
  await expect(playground.observation).toHaveValue(/snow, -3 °C/);
  await expect(playground.conversation).toContainText("Mocked the observation");
  const rpc = await playground.openLane("JSON-RPC");
  await expect(rpc.getByRole("button", { name: /^tools\/call/ })).toHaveCount(0);

  await playground.step();
  await expect(playground.pendingAction).toContainText("write_to_file");
  await expect(playground.pendingAction).toContainText(/snow/i);
});

test("without the token the page says how to get it and Step is disabled", async ({ page }) => {
  const playground = new PlaygroundPage(page);
  await page.goto("/");
  await expect(playground.authBanner).toContainText("Open the link printed in the terminal");
  await expect(playground.stepButton).toBeDisabled();
});

test("a call refused for want of the token brings the banner back and disables Step", async ({
  page,
}) => {
  const playground = new PlaygroundPage(page);
  await playground.openWithToken();
  await expect(playground.authBanner).toHaveCount(0);
  await page.context().clearCookies();
  await playground.stepButton.click();
  await expect(playground.alerts).toContainText("security:unauthorized");
  await expect(playground.authBanner).toContainText("Open the link printed in the terminal");
  await expect(playground.stepButton).toBeDisabled();
});

test("an unknown session in the URL is reported and New run recovers", async ({ page }) => {
  const playground = new PlaygroundPage(page);
  await playground.openWithToken();
  await page.goto("/?session=no-such-session");
  await expect(page.getByRole("region", { name: "Session not found" })).toContainText(
    "no-such-session",
  );
  await playground.newRunButton.click();
  await expect(page).not.toHaveURL(/session=/);
  await expect(playground.task).toBeEditable();
  await playground.step();
  await expect(playground.pendingAction).toContainText("get_forecast");
});
