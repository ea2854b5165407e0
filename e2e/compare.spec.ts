import { expect, test } from "@playwright/test";
import { AccessibilityScan } from "./pages/accessibility-scan";
import { ComparePage } from "./pages/compare-page";

/** The weather demo's task, made unique per test: the specs share one data directory. */
function weatherTask(tag: string): string {
  return `What's the weather in New York tomorrow? Write the result to result.md (compare ${tag} ${Date.now()})`;
}

test("demo against demo-sloppy on the weather task, in lockstep to the end", async ({ page }) => {
  const compare = new ComparePage(page);
  await compare.openWithToken();
  await expect(compare.modelOf(1)).toHaveValue("demo");
  await expect(compare.modelOf(2)).toHaveValue("demo-sloppy");
  await compare.start(weatherTask("lockstep"));

  const demo = compare.column(1, "demo");
  const sloppy = compare.column(2, "demo-sloppy");
  await expect(demo).toBeVisible();
  await expect(sloppy.getByRole("link", { name: "Open as session" })).toHaveAttribute(
    "href",
    /^\/\?session=/,
  );

  await compare.stepToTheEnd(["demo", "demo-sloppy"]);
  await expect(sloppy.getByText("invalid", { exact: true }).first()).toBeVisible();
  await expect(demo.getByText("invalid", { exact: true })).toHaveCount(0);
  await expect(await compare.metric("demo", "formatErrors")).toHaveText("0");
  await expect(await compare.metric("demo-sloppy", "formatErrors")).not.toHaveText("0");
  await expect(demo.getByText("done", { exact: true }).first()).toBeVisible();

  // The lanes of a column's selected turn, on demand.
  await demo.getByRole("button", { name: "Lanes" }).click();
  const lanes = demo.getByRole("region", { name: "Lanes", exact: true });
  await expect(lanes.getByRole("tablist", { name: "Lanes of the selected turn" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Export JSON" })).toHaveAttribute(
    "href",
    /\/export\?format=json$/,
  );
});

test("demo in every dialect the project speaks: every column finishes", async ({ page }) => {
  const compare = new ComparePage(page);
  await compare.openWithToken();
  await compare.setup.getByRole("button", { name: "One model, every dialect" }).click();
  await expect(compare.setupColumns).toHaveCount(4);
  await compare.start(weatherTask("dialects"));
  const labels = ["demo · xml", "demo · native", "demo · react-text", "demo · json"];
  for (const [index, label] of labels.entries()) {
    await expect(compare.column(index + 1, label)).toBeVisible();
  }
  await compare.stepToTheEnd(labels);
  for (const label of labels)
    await expect(await compare.metric(label, "formatErrors")).toHaveText("0");
});

test("a shared mock observation reaches both waiting columns", async ({ page }) => {
  const compare = new ComparePage(page);
  await compare.openWithToken();
  await compare.modelOf(2).selectOption("demo");
  await compare.dialectOf(2).selectOption("native");
  await compare.start(weatherTask("mock"));
  await compare.stepAll.click();
  await expect(compare.decisionBar).toContainText("2 columns wait");
  await new AccessibilityScan(page).expectNoSeriousViolations("with two Compare columns waiting");

  await compare.decisionBar.getByRole("button", { name: "Mock…" }).click();
  await compare.decisionBar.getByLabel("Shared observation").fill("Fog all day, 3°C");
  await compare.decisionBar.getByRole("button", { name: "Send to every waiting column" }).click();
  await expect(compare.decisionBar).toBeHidden();
  for (const label of ["demo · xml", "demo · native"]) {
    const observation = compare
      .column(label === "demo · xml" ? 1 : 2, label)
      .getByRole("article", { name: "Observation, turn 1" });
    await expect(observation).toContainText("Fog all day, 3°C");
  }
});

test("eight columns at 1440 pixels scroll inside their strip, never the page", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const compare = new ComparePage(page);
  await compare.openWithToken();
  for (let count = 2; count < 8; count += 1) await compare.addColumn.click();
  await expect(compare.setupColumns).toHaveCount(8);
  await expect(compare.addColumn).toBeDisabled();
  await compare.start(weatherTask("eight"));
  await expect(compare.columnRegions).toHaveCount(8);
  await compare.stepAll.click();
  await expect(compare.decisionBar).toContainText("8 columns wait");

  const widths = () =>
    page.evaluate(() => ({
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    }));
  expect((await widths()).page).toBeLessThanOrEqual(0);
  const strip = await compare.columns.evaluate((element) => ({
    scrolls: element.scrollWidth > element.clientWidth,
  }));
  expect(strip.scrolls).toBe(true);

  // Collapsed to its key numbers, a column stays in the strip.
  await compare.column(8).getByRole("button", { name: "Collapse column 8" }).click();
  await expect(compare.columns.getByRole("button", { name: "Expand column 8" })).toBeVisible();
  expect((await widths()).page).toBeLessThanOrEqual(0);
});

test("a saved comparison is found in the list and opens again", async ({ page }) => {
  const compare = new ComparePage(page);
  await compare.openWithToken();
  const task = weatherTask("reopen");
  await compare.start(task);
  const url = page.url();

  await page.getByRole("button", { name: "New comparison" }).click();
  await expect(compare.setup).toBeVisible();
  await new AccessibilityScan(page).expectNoSeriousViolations("on Compare's setup and list");
  await compare.saved.getByRole("searchbox", { name: "Search comparisons" }).fill(task);
  const entry = compare.saved.getByRole("link", {
    name: new RegExp(task.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
  });
  await expect(entry).toHaveCount(1);
  await entry.click();
  await expect(page).toHaveURL(url);
  await expect(compare.column(1, "demo")).toBeVisible();
  await page.reload();
  await expect(compare.column(2, "demo-sloppy")).toBeVisible();
});

test("Run all runs every column until each waits for a decision", async ({ page }) => {
  const compare = new ComparePage(page);
  await compare.openWithToken();
  await compare.start(weatherTask("run"));
  await page
    .getByRole("toolbar", { name: "Every column" })
    .getByRole("button", { name: "Run all" })
    .click();
  // demo waits on its forecast call; demo-sloppy's invalid first answer is sent back and it goes on.
  await expect(compare.decisionBar).toContainText("2 columns wait");
  await expect(await compare.metric("demo", "actions")).toHaveText("1");
  await expect(await compare.metric("demo-sloppy", "formatErrors")).not.toHaveText("0");
});

test("a column's own system prompt and temperature go to its session alone", async ({ page }) => {
  const compare = new ComparePage(page);
  await compare.openWithToken();
  const own = compare.setupColumns.first();
  await own.getByText("Own prompt and temperature of column 1").click();
  await compare.setup.getByLabel("System prompt of column 1").fill("Answer in one <final_answer>.");
  await compare.setup.getByLabel("Temperature of column 1").fill("3");
  await expect(compare.setup).toContainText("Column 1: the temperature is a number from 0 to 2.");
  await compare.setup.getByLabel("Temperature of column 1").fill("0.2");
  await compare.start(weatherTask("own prompt"));

  const id = new URL(page.url()).searchParams.get("comparison") ?? "";
  const comparison = await (await page.request.get(`/api/comparisons/${id}`)).json();
  const [first, second] = await Promise.all(
    comparison.columns.map(async (column: { sessionId: string }) =>
      (await page.request.get(`/api/sessions/${column.sessionId}?events=none`)).json(),
    ),
  );
  expect(first.systemPrompt).toBe("Answer in one <final_answer>.");
  expect(first.params).toEqual({ temperature: 0.2 });
  expect(second.systemPrompt).not.toBe("Answer in one <final_answer>.");
  expect(second.params).toBeUndefined();
});
