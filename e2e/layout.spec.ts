import { expect, test } from "@playwright/test";
import { PaneLayoutPage } from "./pages/pane-layout-page";
import { PlaygroundPage } from "./pages/playground-page";

test("a dragged separator keeps its size after a reload", async ({ page }) => {
  const playground = new PlaygroundPage(page);
  const layout = new PaneLayoutPage(page);
  await playground.openWithToken();
  const before = await layout.size("Setup");

  await layout.dragSideways(layout.separator("Setup"), 160);
  await expect.poll(() => layout.size("Setup")).toBeGreaterThan(before + 5);
  const dragged = await layout.size("Setup");
  const setupWidth = (await playground.setup.boundingBox())?.width ?? 0;

  await page.reload();
  await expect(playground.stepButton).toBeEnabled();
  await expect.poll(() => layout.size("Setup")).toBe(dragged);
  await expect
    .poll(async () => Math.round((await playground.setup.boundingBox())?.width ?? 0))
    .toBe(Math.round(setupWidth));
});

test("the keyboard moves a separator, and Enter collapses and restores its pane", async ({
  page,
}) => {
  const playground = new PlaygroundPage(page);
  const layout = new PaneLayoutPage(page);
  await playground.openWithToken();
  const lanes = layout.separator("Lanes");
  await expect(lanes).toHaveAttribute("aria-orientation", "vertical");
  await expect(lanes).toHaveAttribute("aria-controls", /.+/);
  const start = await layout.size("Lanes");

  await lanes.focus();
  await page.keyboard.press("ArrowLeft");
  await expect.poll(() => layout.size("Lanes")).toBe(start + 2);
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => layout.size("Lanes")).toBe(start - 2);
  await page.keyboard.press("Home");
  await expect(lanes).toHaveAttribute(
    "aria-valuenow",
    (await lanes.getAttribute("aria-valuemin")) ?? "",
  );
  await page.keyboard.press("End");
  await expect(lanes).toHaveAttribute(
    "aria-valuenow",
    (await lanes.getAttribute("aria-valuemax")) ?? "",
  );

  await page.keyboard.press("Enter");
  await expect(playground.lanes).toBeHidden();
  await expect(page.getByRole("button", { name: "Show Lanes" })).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(playground.lanes).toBeVisible();

  await page.getByRole("button", { name: "Setup pane" }).click();
  await expect(playground.setup).toBeHidden();
  await page.getByRole("button", { name: "Show Setup" }).click();
  await expect(playground.setup).toBeVisible();
});

test("the Files pane stays collapsed while the workspace is empty", async ({ page }) => {
  const playground = new PlaygroundPage(page);
  await playground.openWithToken();
  await expect(playground.files).toBeHidden();
  await expect(page.getByRole("button", { name: /^Show Files/ })).toBeVisible();
  await page.getByRole("button", { name: /^Show Files/ }).click();
  await expect(playground.files).toBeVisible();
  await expect(playground.files).toContainText("No files yet");
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1024, height: 700 },
]) {
  test(`at ${viewport.width}×${viewport.height} the page never scrolls sideways and the Mock form is wholly visible`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const playground = new PlaygroundPage(page);
    const layout = new PaneLayoutPage(page);
    await playground.openWithToken();
    await layout.expectNoSidewaysScroll();

    await playground.step();
    await expect(playground.pendingAction).toContainText("get_forecast");
    await layout.expectNoSidewaysScroll();

    await playground.decision("Mock").click();
    const mockForm = playground.pendingAction
      .locator("form")
      .filter({ has: page.getByRole("button", { name: "Send mock" }) });
    await expect(playground.pendingAction.getByLabel("Mock observation")).toBeFocused();
    await expect(mockForm).toBeVisible();
    await layout.expectWhollyInViewport(mockForm);
    await layout.expectNoSidewaysScroll();

    await playground.pendingAction.getByRole("button", { name: "Cancel" }).click();
    await playground.decision("Edit").click();
    const editForm = playground.pendingAction
      .locator("form")
      .filter({ has: page.getByRole("button", { name: "Execute edited" }) });
    await expect(editForm).toBeVisible();
    await layout.expectWhollyInViewport(editForm);
    await layout.expectNoSidewaysScroll();
  });
}

test("at 390×844 the panes are tabs", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const playground = new PlaygroundPage(page);
  const layout = new PaneLayoutPage(page);
  await playground.openWithToken();
  await expect(layout.tab("Setup")).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("separator")).toHaveCount(0);

  const regions = {
    Setup: playground.setup,
    Conversation: playground.conversation,
    Lanes: playground.lanes,
    Files: playground.files,
  };
  for (const name of ["Conversation", "Lanes", "Files", "Setup"] as const) {
    await layout.tab(name).click();
    await expect(layout.tab(name)).toHaveAttribute("aria-selected", "true");
    for (const [other, region] of Object.entries(regions)) {
      if (other === name) await expect(region).toBeVisible();
      else await expect(region).toBeHidden();
    }
    await layout.expectNoSidewaysScroll();
  }

  await playground.step();
  await expect(layout.tab("Conversation")).toHaveAttribute("aria-selected", "true");
  await expect(playground.pendingAction).toBeVisible();
  await layout.tab("Lanes").click();
  await expect(playground.lanes.getByRole("tab", { name: /^Raw SSE/ })).toBeVisible();
  await layout.expectNoSidewaysScroll();
});

for (const viewport of [
  { width: 1024, height: 700 },
  { width: 1440, height: 900 },
  { width: 1600, height: 1000 },
]) {
  test(`at ${viewport.width} px the lanes' header, tabs and Raw SSE tools keep apart, each on one line`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const playground = new PlaygroundPage(page);
    const layout = new PaneLayoutPage(page);
    await playground.openWithToken();
    await playground.step();
    await expect(playground.pendingAction).toContainText("get_forecast");
    await playground.conversation.getByRole("button", { name: /^Action use_mcp_tool/ }).click();

    const lanes = playground.lanes;
    const tools = lanes.getByRole("group", { name: "Raw SSE tools" });
    await expect(tools).toContainText(/\d+ lines carried the selected action/);
    await expect(tools).toContainText(/\d+ lines · \d+ SSE items/);
    const header = lanes.locator("header").first();
    const tabs = lanes
      .getByRole("tablist", { name: "Lanes of the selected turn" })
      .getByRole("tab");
    const toolParts = tools.locator(":scope > *");
    await layout.expectApart([header.locator(":scope > *"), tabs, toolParts], lanes);
    await layout.expectOneLineEach(toolParts);
    await layout.expectOneLineEach(tabs);
    await layout.expectNoSidewaysScroll();
  });
}

test("the event counter counts the session's log the same live and after a reload", async ({
  page,
}) => {
  const playground = new PlaygroundPage(page);
  await playground.openWithToken();
  await playground.step();
  await expect(playground.pendingAction).toContainText("get_forecast");
  await playground.decision("Execute").click();
  await expect(playground.observation).toHaveValue(/Sunny/);
  await playground.step();
  await expect(playground.pendingAction).toContainText("write_to_file");

  const sessionId = new URL(page.url()).searchParams.get("session") ?? "";
  const overview = await page.request.get(`/api/sessions/${sessionId}?events=none`);
  const { lastSeq } = (await overview.json()) as { lastSeq: number };
  const counter = page.getByTitle("Events recorded in this session's log");
  await expect(counter).toHaveText(`${lastSeq} events`);

  await page.reload();
  await expect(playground.pendingAction).toContainText("write_to_file");
  await expect(counter).toHaveText(`${lastSeq} events`);
});
