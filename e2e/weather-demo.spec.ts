import { expect, test } from "@playwright/test";
import { PlaygroundPage } from "./pages/playground-page";

test("steps through the weather demo: forecast, file, completion, and survives a reload", async ({
  page,
}, testInfo) => {
  const playground = new PlaygroundPage(page);
  await playground.openWithToken();
  await expect(playground.model).toHaveValue("demo");
  await expect(playground.task).toHaveValue(/weather in New York tomorrow/);
  await expect(playground.dialect).toHaveValue("xml");
  await expect(playground.servers).toContainText("weather");
  await expect(playground.servers).toContainText("demo");

  // Turn 1: the model asks for the forecast.
  await playground.step();
  await expect(page).toHaveURL(/[?&]session=/);
  await expect(playground.pendingAction).toContainText("use_mcp_tool");
  await expect(playground.pendingAction).toContainText("get_forecast");

  const rawSse = await playground.openLane("Raw SSE");
  await expect(rawSse.getByText(": DEMO PROCESSING").first()).toBeVisible();
  const dataRow = playground.sseRows.filter({ hasText: "data:" }).first();
  await expect(dataRow).toBeVisible();
  await expect(dataRow).toContainText(/\+\d+\.\d{3}s/);

  const parsed = await playground.openLane("Parsed");
  const parsedAction = parsed.getByRole("region", { name: "Parsed action" });
  await expect(parsedAction).toContainText("use_mcp_tool");
  await expect(parsedAction).toContainText("40.7128");
  await parsedAction.getByRole("button", { name: "Select action" }).click();
  await expect(parsedAction.getByRole("button", { name: "Select action" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await playground.openLane("Raw SSE");
  await expect(
    playground.sseRows.and(page.locator('[data-highlighted="true"]')).first(),
  ).toBeVisible();
  expect(await page.locator('[data-highlighted="true"]').count()).toBeGreaterThan(1);

  // Execute: the tools/call goes out over JSON-RPC and the observation comes back.
  await playground.decision("Execute").click();
  await expect(playground.observation).toBeVisible();
  await expect(playground.observation).toHaveValue(/Sunny/);
  await expect(playground.observation).toHaveValue(/24/);
  const rpc = await playground.openLane("JSON-RPC");
  const call = rpc.getByRole("button", { name: /^tools\/call/ });
  await expect(call).toBeVisible();
  await expect(call).toContainText(/\d+(\.\d+)? (ms|s)/);
  await expect(call).toHaveAccessibleName(
    /^tools\/call #\d+, host to server, weather, ok, \d+(\.\d+)? (ms|s)$/,
  );
  await expect(rpc.getByText("Request", { exact: true })).toBeVisible();
  await expect(rpc.getByText("Response", { exact: true })).toBeVisible();
  await expect(rpc).toContainText('"method": "tools/call"');

  // Turn 2: the model writes result.md.
  await playground.step();
  await expect(playground.pendingAction).toContainText("write_to_file");
  await expect(playground.pendingAction).toContainText("result.md");
  await playground.decision("Execute").click();
  await expect(playground.fileEntry("result.md")).toBeVisible();
  await expect(playground.files).toContainText(/Sunny|sunny/);

  // Turn 3: the model completes.
  await playground.step();
  await expect(playground.result).toBeVisible();
  await expect(playground.conversation).toContainText("attempt_completion");
  await expect(playground.stepButton).toBeDisabled();
  const resultText = (await playground.result.textContent()) ?? "";

  // A reload restores the same state from the server.
  const url = page.url();
  await page.reload();
  await expect(page).toHaveURL(url);
  await expect(playground.result).toHaveText(resultText);
  await expect(playground.conversation.getByRole("button", { name: /^Turn \d$/ })).toHaveCount(3);
  await expect(playground.fileEntry("result.md")).toBeVisible();
  await expect(playground.stepButton).toBeDisabled();

  await playground.openLane("Raw SSE");
  const screenshot = testInfo.outputPath("weather-demo.png");
  await page.screenshot({ path: screenshot, fullPage: true });
  await testInfo.attach("weather-demo", { path: screenshot, contentType: "image/png" });
});
