import { expect, test } from "@playwright/test";
import { PlaygroundPage } from "./pages/playground-page";

test("editing the arguments executes the edited tools/call", async ({ page }) => {
  const playground = new PlaygroundPage(page);
  await playground.openWithToken();
  await playground.step();
  await playground.decision("Edit").click();
  const argumentsField = playground.pendingAction.getByLabel("arguments");
  await argumentsField.fill('{"latitude": 34.0522, "longitude": -118.2437}');
  await playground.pendingAction.getByRole("button", { name: "Execute edited" }).click();
  await expect(playground.conversation).toContainText("Edited, then executed");
  await expect(playground.observation).toHaveValue(/34\.0522/);
  const rpc = await playground.openLane("JSON-RPC");
  await expect(rpc).toContainText('"latitude": 34.0522');
});

test("skipping sends the denial back and the next step goes on", async ({ page }) => {
  const playground = new PlaygroundPage(page);
  await playground.openWithToken();
  await playground.step();
  await playground.decision("Skip").click();
  await expect(playground.conversation).toContainText("Skipped (no tool run)");
  await expect(playground.observation).toHaveValue(/denied/);
  await playground.observation.fill("[use_mcp_tool for 'weather'] Result:\nSunny, 30°C.");
  await playground.conversation.getByRole("button", { name: "Save observation" }).click();
  await expect(playground.conversation).toContainText("Message #3 edited");
  await playground.step();
  await expect(playground.conversation.getByRole("button", { name: "Turn 2" })).toBeVisible();
  const request = await playground.openLane("Request");
  await expect(request).toContainText("Sends 4 messages");
  await expect(request).toContainText("Sunny, 30°C.");
});
