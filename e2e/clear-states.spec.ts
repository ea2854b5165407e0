import { expect, type Route, test } from "@playwright/test";
import { ConversationTurns } from "./pages/conversation-turns";
import { PlaygroundPage } from "./pages/playground-page";

const weatherTask = "What's the weather in New York tomorrow? Write the result to result.md";

test("Step is disabled while the task is empty, and says so", async ({ page }) => {
  const playground = new PlaygroundPage(page);
  await playground.openWithToken();
  await playground.task.fill("   ");
  await expect(playground.stepButton).toBeDisabled();
  await expect(playground.setup.getByText("Write a task to step.")).toBeVisible();

  await playground.task.fill(weatherTask);
  await expect(playground.stepButton).toBeEnabled();
  await expect(playground.setup.getByText("Write a task to step.")).toHaveCount(0);
});

test("a Step error goes away once a later Step gets through", async ({ page }) => {
  const playground = new PlaygroundPage(page);
  await playground.openWithToken();
  const refuseCreation = (route: Route) =>
    route.request().method() === "POST"
      ? route.fulfill({
          status: 503,
          json: { error: { code: "store:busy", message: "The store is busy, try again." } },
        })
      : route.continue();
  await page.route("**/api/sessions", refuseCreation);
  await playground.step();
  await expect(playground.alerts).toContainText("Step failed");
  await expect(playground.alerts).toContainText("store:busy");

  await page.unroute("**/api/sessions", refuseCreation);
  await playground.step();
  await expect(playground.pendingAction).toContainText("get_forecast");
  await expect(playground.alerts).toHaveCount(0);
});

test("the token's banner and alert go away once the token is there again", async ({ page }) => {
  const playground = new PlaygroundPage(page);
  const banner = page.getByRole("status").filter({ hasText: "Not connected" });
  await playground.openWithToken();
  await page.context().clearCookies();
  await playground.stepButton.click();
  await expect(playground.alerts).toContainText("security:unauthorized");
  await expect(banner).toBeVisible();
  await expect(playground.stepButton).toBeDisabled();

  // The person opens the link from the terminal in another tab: this one notices by itself.
  const other = await page.context().newPage();
  await other.goto(`/?token=e2e-token`);
  await other.close();
  await expect(banner).toHaveCount(0);
  await expect(playground.alerts).toHaveCount(0);
  await expect(playground.stepButton).toBeEnabled();
});

test("the empty conversation says what Step does: the whole answer streams, then its first action waits", async ({
  page,
}) => {
  const playground = new PlaygroundPage(page);
  await playground.openWithToken();
  const empty = playground.conversation.getByText(/^Step starts the run/);
  await expect(empty).toContainText("streams its whole answer");
  await expect(empty).toContainText("execute, edit, mock or skip");
  await expect(playground.conversation).not.toContainText("stops at the first action");

  await playground.step();
  await expect(playground.pendingAction).toContainText("get_forecast");
  await expect(playground.conversation.getByText("streaming", { exact: true })).toHaveCount(0);
  await expect(empty).toHaveCount(0);
});

test("an unknown session shows a not-found view that leads to a new run", async ({ page }) => {
  const playground = new PlaygroundPage(page);
  await playground.openWithToken();
  await page.goto("/?session=no-such-session");
  const notFound = page.getByRole("region", { name: "Session not found" });
  await expect(notFound).toContainText("no-such-session");
  await expect(notFound.getByRole("button", { name: "Show the session list" })).toBeVisible();

  await expect(playground.stepButton).toBeDisabled();
  await expect(playground.setup).toContainText("This session is not stored here");

  await notFound.getByRole("button", { name: "Start a new run" }).click();
  await expect(page).not.toHaveURL(/session=/);
  await expect(notFound).toHaveCount(0);
  await expect(playground.task).toBeEditable();
});

test("counts read in the singular for one, and finish reasons in plain words", async ({ page }) => {
  const playground = new PlaygroundPage(page);
  const turns = new ConversationTurns(playground);
  await playground.openWithToken();
  await playground.step();
  await expect(playground.pendingAction).toContainText("get_forecast");
  await expect(playground.conversation.getByText("1 turn", { exact: true })).toBeVisible();
  await expect(playground.conversation.getByText("1 turns")).toHaveCount(0);

  const answer = turns.turn(1).getByRole("article", { name: "Assistant, turn 1" });
  await expect(answer).toContainText("finish: the model finished");
  await expect(answer.locator("code", { hasText: /^stop$/ })).toBeVisible();

  const parsed = await playground.openLane("Parsed");
  await expect(parsed.getByText("the model finished")).toBeVisible();
  await expect(parsed.locator("dd code", { hasText: /^stop$/ })).toBeVisible();
});
