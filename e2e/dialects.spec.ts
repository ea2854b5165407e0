import { expect, test } from "@playwright/test";
import { keywordColouredText } from "./pages/answer-colours";
import { PlaygroundPage } from "./pages/playground-page";

/** The text dialects beside xml and native: picked from the registry, run to the end in the page. */
const textDialects = [
  { id: "react-text", prompt: /^Action Input:/m, request: "\\nObservation:" },
  { id: "json", prompt: /"action_input"/, request: "action_input" },
] as const;

for (const dialect of textDialects) {
  test(`runs the weather task in the ${dialect.id} dialect, stepped in the page`, async ({
    page,
  }) => {
    const playground = new PlaygroundPage(page);
    await playground.openWithToken();
    await playground.dialect.selectOption(dialect.id);
    await expect(playground.systemPromptText).toHaveText(dialect.prompt);
    await expect(playground.systemPromptText).toHaveText(/weather\.get_forecast/);

    // Turn 1: the forecast, named as the model wrote it.
    await playground.step();
    await expect(playground.pendingAction).toContainText("weather.get_forecast");
    const request = await playground.openLane("Request");
    await expect(request).toContainText(dialect.request);
    const parsed = await playground.openLane("Parsed");
    await expect(parsed).toContainText("weather.get_forecast");
    await playground.decision("Execute").click();
    await expect(playground.observation).toHaveValue(/Sunny/);

    // Turn 2: the file; turn 3: the final answer ends the run.
    await playground.step();
    await expect(playground.pendingAction).toContainText("write_to_file");
    await playground.decision("Execute").click();
    await expect(playground.fileEntry("result.md")).toBeVisible();
    await playground.step();
    await expect(playground.result).toBeVisible();
    await expect(playground.stepButton).toBeDisabled();
  });
}

/** What the Parsed lane names a text dialect's forecast action, and the input label it shows. */
const parsedWords = [
  { id: "react-text", input: "Action Input", keyword: "Action Input:" },
  { id: "json", input: "action_input" },
] as const;

for (const dialect of parsedWords) {
  test(`the Parsed lane names a ${dialect.id} action in its own words`, async ({ page }) => {
    const playground = new PlaygroundPage(page);
    await playground.openWithToken();
    await playground.dialect.selectOption(dialect.id);
    await playground.step();
    const parsed = await playground.openLane("Parsed");
    const action = parsed.getByRole("region", { name: "Parsed action" });
    await expect(action.locator("header code").first()).toHaveText("weather.get_forecast");
    await expect(action).toContainText("MCP tool call");
    await expect(action.getByText(dialect.input, { exact: true })).toBeVisible();
    await expect(action).not.toContainText("use_mcp_tool");
    await expect(action).not.toContainText("server_name");
    if ("keyword" in dialect) {
      // ReAct's keywords take the keyword colour, not XML's.
      const keywordText = await keywordColouredText(parsed);
      expect(keywordText).toContain(dialect.keyword);
    }
  });
}
