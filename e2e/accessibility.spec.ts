import { expect, test } from "@playwright/test";
import { AccessibilityScan, themes } from "./pages/accessibility-scan";
import { PlaygroundPage } from "./pages/playground-page";
import { setFakeModelBehaviour } from "./support/fake-model";

test.afterEach(async () => {
  await setFakeModelBehaviour("good");
});

test("the empty playground has no serious or critical axe violation, in both themes", async ({
  page,
}) => {
  const playground = new PlaygroundPage(page);
  const scan = new AccessibilityScan(page);
  await playground.openWithToken();
  await expect(page.getByRole("main")).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Playground");
  for (const theme of themes) {
    await scan.switchTheme(theme);
    await scan.expectNoSeriousViolations(`on the empty playground in the ${theme.value} theme`);
  }
});

test("awaiting a decision, and done, the playground has no serious or critical axe violation", async ({
  page,
}) => {
  // Ten full-page scans (two themes, a paused turn and four lanes when done).
  test.slow();
  const playground = new PlaygroundPage(page);
  const scan = new AccessibilityScan(page);
  await playground.openWithToken();
  await playground.step();
  await expect(playground.pendingAction).toContainText("get_forecast");
  await scan.waitForSyntaxColours();
  for (const theme of themes) {
    await scan.switchTheme(theme);
    await scan.expectNoSeriousViolations(`awaiting a decision in the ${theme.value} theme`);
  }

  await playground.decision("Execute").click();
  await expect(playground.observation).toHaveValue(/Sunny/);
  await playground.step();
  await playground.decision("Execute").click();
  await expect(playground.fileEntry("result.md")).toBeVisible();
  await playground.step();
  await expect(playground.result).toBeVisible();
  await scan.waitForSyntaxColours();
  for (const theme of themes) {
    await scan.switchTheme(theme);
    for (const lane of ["Raw SSE", "Parsed", "JSON-RPC", "Request"] as const) {
      await playground.openLane(lane);
      await scan.expectNoSeriousViolations(`when done, ${lane} lane, ${theme.value} theme`);
    }
  }

  // The headings run in order: the page's h1, an h2 per pane, h3 inside.
  const levels = await page
    .getByRole("heading")
    .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
  expect(levels[0]).toBe(1);
  for (let index = 1; index < levels.length; index += 1) {
    expect(levels[index] ?? 0).toBeLessThanOrEqual((levels[index - 1] ?? 0) + 1);
  }
});

test("a failed turn has no serious or critical axe violation, in both themes", async ({ page }) => {
  const playground = new PlaygroundPage(page);
  const scan = new AccessibilityScan(page);
  await playground.openWithToken();
  const labels = await playground.model.locator("option").allTextContents();
  const fakeModel = labels.find((label) => /fake-e2e \(OpenAI-compatible/.test(label));
  expect(fakeModel).toBeDefined();
  await playground.model.selectOption({ label: fakeModel ?? "" });
  await setFakeModelBehaviour("unauthorized");
  await playground.step();
  await expect(playground.conversation).toContainText("401");
  await expect(page.getByRole("status").filter({ hasText: /^Turn 1 failed: / })).toHaveCount(1);
  for (const theme of themes) {
    await scan.switchTheme(theme);
    await scan.expectNoSeriousViolations(`after a failed turn in the ${theme.value} theme`);
  }
});
