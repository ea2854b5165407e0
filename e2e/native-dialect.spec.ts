import { expect, test } from "@playwright/test";
import { PlaygroundPage } from "./pages/playground-page";

test("runs the weather task with native function calling: tools in the request, tool messages back", async ({
  page,
}) => {
  const playground = new PlaygroundPage(page);
  await playground.openWithToken();
  await playground.dialect.selectOption("native");
  await expect(playground.systemPromptText).toHaveText(/calling the functions you are given/);

  // Turn 1: a tool call to weather__get_forecast, named as the model called it, read as use_mcp_tool.
  await playground.step();
  await expect(playground.pendingAction).toContainText("weather__get_forecast");
  await expect(playground.pendingAction).toContainText("as use_mcp_tool");
  await expect(
    playground.conversation.getByRole("button", {
      name: /^Action weather__get_forecast as use_mcp_tool/,
    }),
  ).toBeVisible();
  await expect(playground.dialect).toBeDisabled();
  const request = await playground.openLane("Request");
  await expect(request).toContainText('"tools"');
  await expect(request).toContainText("weather__get_forecast");
  const rawSse = await playground.openLane("Raw SSE");
  await expect(rawSse.getByText(/"tool_calls"/).first()).toBeVisible();

  await playground.decision("Execute").click();
  await expect(playground.observation).toHaveValue(/Sunny/);

  // Turn 2: the forecast went back as a tool message; the model writes result.md.
  await playground.step();
  await expect(playground.pendingAction).toContainText("write_to_file");
  await playground.openLane("Request");
  await expect(playground.lanes.getByRole("tabpanel")).toContainText('"role": "tool"');
  await playground.decision("Execute").click();
  await expect(playground.fileEntry("result.md")).toBeVisible();

  // Turn 3: attempt_completion ends the run.
  await playground.step();
  await expect(playground.result).toBeVisible();
  await expect(playground.stepButton).toBeDisabled();
});
