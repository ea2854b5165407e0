import { expect, test } from "@playwright/test";
import { PlaygroundPage } from "./pages/playground-page";

const edited = "[use_mcp_tool for 'weather'] Result:\nSunny, 31°C.";

test("Step saves an observation edit that was never saved, then sends it", async ({ page }) => {
  const playground = new PlaygroundPage(page);
  await playground.openWithToken();
  await playground.step();
  await playground.decision("Skip").click();
  await expect(playground.observation).toHaveValue(/denied/);

  await playground.observation.fill(edited);
  await expect(playground.observationNote).toContainText("unsaved edit, Step saves it first");
  await playground.step();

  await expect(playground.conversation).toContainText("Message #3 edited");
  await expect(playground.conversation.getByRole("button", { name: "Turn 2" })).toBeVisible();
  const request = await playground.openLane("Request");
  await expect(request).toContainText("Sends 4 messages");
  await expect(request).toContainText("Sunny, 31°C.");
});

test("when saving the observation fails, Step says so and does not step", async ({ page }) => {
  const playground = new PlaygroundPage(page);
  await playground.openWithToken();
  await playground.step();
  await playground.decision("Skip").click();
  await expect(playground.observation).toHaveValue(/denied/);

  await page.route("**/api/sessions/*/messages/*", (route) =>
    route.request().method() === "PATCH"
      ? route.fulfill({
          status: 500,
          json: { error: { code: "store:write_failed", message: "The disk is full" } },
        })
      : route.continue(),
  );
  await playground.observation.fill(edited);
  await playground.step();

  await expect(playground.alerts).toContainText("Save observation before Step failed");
  await expect(playground.alerts).toContainText("The disk is full");
  await expect(playground.conversation.getByRole("button", { name: "Turn 2" })).toHaveCount(0);
  await expect(playground.observation).toHaveValue(edited);

  await page.unroute("**/api/sessions/*/messages/*");
  await playground.step();
  await expect(playground.conversation.getByRole("button", { name: "Turn 2" })).toBeVisible();
  const request = await playground.openLane("Request");
  await expect(request).toContainText("Sunny, 31°C.");
});
