import { expect, type Page, test } from "@playwright/test";
import { JsonViewerArea } from "./pages/json-viewer";
import { PlaygroundPage } from "./pages/playground-page";

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

test("the JSON-RPC lane folds the tools/call message by keyboard and copies a value's path", async ({
  page,
}) => {
  const playground = new PlaygroundPage(page);
  await playground.openWithToken();
  await playground.executeForecast();

  const rpc = await playground.openLane("JSON-RPC");
  const call = rpc
    .getByTestId("rpc-exchange")
    .filter({ has: page.getByRole("button", { name: /^tools\/call/ }) });
  await expect(call).toContainText('"method": "tools/call"');
  await expect(call).toContainText('"latitude": 40.7128');
  const viewer = new JsonViewerArea(call);

  // Fold `params` from the keyboard: Enter folds, the summary stands in for what is hidden.
  const params = viewer.fold("params");
  await expect(params).toHaveAttribute("aria-expanded", "true");
  await params.focus();
  await page.keyboard.press("Enter");
  await expect(params).toHaveAttribute("aria-expanded", "false");
  await expect(params).toBeFocused();
  await expect(call).not.toContainText('"latitude": 40.7128');
  await expect(call).toContainText(/"params": \{ … \d+ keys? \}/);
  // Right unfolds, Left folds again, Space toggles.
  await page.keyboard.press("ArrowRight");
  await expect(params).toHaveAttribute("aria-expanded", "true");
  await expect(call).toContainText('"latitude": 40.7128');
  await page.keyboard.press("ArrowLeft");
  await expect(params).toHaveAttribute("aria-expanded", "false");
  await page.keyboard.press("Space");
  await expect(params).toHaveAttribute("aria-expanded", "true");

  // The nested object folds on its own, and the root of the message folds too.
  const argumentsFold = viewer.fold("params.arguments");
  await argumentsFold.click();
  await expect(argumentsFold).toHaveAttribute("aria-expanded", "false");
  await expect(call).toContainText('"name": "get_forecast"');
  await expect(call).not.toContainText('"latitude"');
  await argumentsFold.click();
  await expect(call.getByRole("button", { name: /^Request, \d+ keys$/ })).toBeVisible();

  // Copy the path, then the value, of a leaf.
  await expect(viewer.copyPath("params.arguments.latitude")).toHaveCount(1);
  await viewer.copyPath("params.arguments.latitude").click();
  expect(await clipboard(page)).toBe("$.params.arguments.latitude");
  await viewer.copyValue("params.arguments.latitude").click();
  expect(await clipboard(page)).toBe("40.7128");
  await viewer.copyValue("params.name").click();
  expect(await clipboard(page)).toBe("get_forecast");
});

test("a selected Raw SSE line opens its item's data as JSON, and the time stays in view sideways", async ({
  page,
}) => {
  const playground = new PlaygroundPage(page);
  await playground.openWithToken();
  await playground.step();
  await expect(playground.pendingAction).toContainText("get_forecast");
  await playground.openLane("Raw SSE");

  const dataRow = playground.sseRows.filter({ hasText: '"choices"' }).first();
  await dataRow.click();
  await expect(playground.sseRows.and(page.locator('[aria-selected="true"]'))).toHaveCount(1);
  const itemData = playground.lanes.getByRole("region", { name: /^SSE item #\d+ data$/ });
  await expect(itemData).toBeVisible();
  await expect(itemData).toContainText('"choices": [');
  const itemViewer = new JsonViewerArea(itemData);
  await expect(itemViewer.fold("choices")).toBeVisible();
  await expect(itemViewer.copyPath("choices[0]")).toHaveCount(1);

  // Scroll the lines sideways: the time column stays at the list's left edge.
  const list = playground.sseList;
  await list.focus();
  await page.keyboard.press("Home");
  const firstRow = playground.sseRows.first();
  await expect(firstRow).toHaveAttribute("aria-selected", "true");
  const scrollable = await list.evaluate((element) => element.scrollWidth > element.clientWidth);
  test.skip(!scrollable, "the lines fit the lane: there is nothing to scroll sideways");
  await list.evaluate((element) => {
    element.scrollLeft = 400;
  });
  await expect.poll(() => list.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  const time = firstRow.getByText(/^\+\d+\.\d{3}s$/);
  await expect(time).toBeInViewport();
  const listBox = await list.boundingBox();
  const timeBox = await time.boundingBox();
  expect(listBox && timeBox).toBeTruthy();
  if (listBox && timeBox) {
    expect(timeBox.x).toBeGreaterThanOrEqual(listBox.x);
    expect(timeBox.x).toBeLessThan(listBox.x + 40);
  }
});

async function clipboard(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}
