import { expect, test } from "@playwright/test";
import { PlaygroundPage } from "./pages/playground-page";

test("runs the weather demo's task again in another dialect, and steps the copy to the end", async ({
  page,
}) => {
  const playground = new PlaygroundPage(page);
  await playground.openWithToken();
  await playground.dialect.selectOption("xml");
  await playground.step();
  await expect(playground.pendingAction).toContainText("get_forecast");
  const xmlUrl = page.url();
  await expect(playground.otherDialectRun.getByRole("option")).toHaveText([
    "Run in another dialect…",
    "Native function calling",
    "ReAct text (Thought / Action / Observation)",
    "JSON action blob (text)",
  ]);

  await playground.otherDialectRun.selectOption("react-text");
  await expect(page).not.toHaveURL(xmlUrl);
  await expect(playground.dialect).toHaveValue("react-text");
  await expect(playground.task).toHaveValue(/weather in New York tomorrow/);
  await expect(playground.servers).toContainText("weather");
  await expect(playground.systemPromptText).toHaveText(/^Action Input:/m);
  await expect(playground.otherDialectRun.getByRole("option", { name: /ReAct/ })).toHaveCount(0);

  await playground.step();
  await expect(playground.pendingAction).toContainText("weather.get_forecast");
  await playground.decision("Execute").click();
  await expect(playground.observation).toHaveValue(/Sunny/);
  await playground.step();
  await expect(playground.pendingAction).toContainText("write_to_file");
  await playground.decision("Execute").click();
  await expect(playground.fileEntry("result.md")).toBeVisible();
  await playground.step();
  await expect(playground.result).toBeVisible();
  await expect(playground.stepButton).toBeDisabled();
});
