import { expect, test } from "@playwright/test";
import { AccessibilityScan } from "./pages/accessibility-scan";
import { ToolChoicePanel } from "./pages/tool-choice-panel";

test("Which tool?: the demo models on the weather server, against the tools expected, totals and CSV", async ({
  page,
}, testInfo) => {
  const panel = new ToolChoicePanel(page);
  await panel.openWithToken();
  await expect(panel.model("demo")).toBeChecked();
  await expect(panel.model("demo-sloppy")).toBeChecked();

  await panel.query(0).fill("What is the weather in New York?");
  await panel.expectedTool(0).fill("weather.get_forecast");
  await panel.query(1).fill("What is the forecast for Chicago tomorrow?");
  await panel.expectedTool(1).fill("get_alerts");
  await panel.form.getByRole("button", { name: "Add query" }).click();
  await panel.query(2).fill("What is the weather in Seattle?");
  await panel.runButton.click();

  const newYork = panel.row("What is the weather in New York?");
  await expect(newYork.getByRole("cell").nth(1)).toContainText("weather.get_forecast");
  await expect(
    newYork.getByRole("cell").nth(1).getByRole("img", { name: "expected tool", exact: true }),
  ).toHaveText("✓");
  await expect(newYork.getByRole("cell").nth(1)).toContainText('"latitude":40.7128');
  await expect(newYork.getByRole("cell").nth(2)).toContainText("format error");
  await expect(
    newYork
      .getByRole("cell")
      .nth(2)
      .getByRole("img", { name: "not the expected tool", exact: true }),
  ).toHaveText("✗");
  const chicago = panel.row("What is the forecast for Chicago tomorrow?");
  await expect(
    chicago
      .getByRole("cell")
      .nth(1)
      .getByRole("img", { name: "not the expected tool", exact: true }),
  ).toHaveText("✗");
  const seattle = panel.row("What is the weather in Seattle?");
  await expect(
    seattle.getByRole("cell").nth(1).getByRole("img", { name: "no tool expected", exact: true }),
  ).toHaveText("–");
  await expect(panel.totals.getByRole("cell").nth(0)).toHaveText("1 of 2 expected");
  await expect(panel.totals.getByRole("cell").nth(1)).toHaveText(
    "0 of 2 expected · 3 format errors",
  );

  await new AccessibilityScan(page).expectNoSeriousViolations("the tool-choice matrix");
  const screenshot = testInfo.outputPath("tool-choice.png");
  await page.screenshot({ path: screenshot, fullPage: true });
  await testInfo.attach("tool-choice", { path: screenshot, contentType: "image/png" });

  const csv = await panel.downloadCsv();
  expect(csv.fileName).toMatch(/^loupe-tool-choice-[\w-]+\.csv$/);
  const lines = csv.text.split("\r\n");
  expect(lines[0]).toBe(
    "query,expect,model,action,server,tool,arguments,matches,formatError,error",
  );
  expect(lines[1]).toBe(
    'What is the weather in New York?,weather.get_forecast,demo,mcp-tool,weather,get_forecast,"{""latitude"":40.7128,""longitude"":-74.006}",true,,',
  );
  expect(lines[2]).toMatch(
    /^What is the weather in New York\?,weather\.get_forecast,demo-sloppy,invalid,/,
  );
  expect(lines.filter((line) => line !== "")).toHaveLength(7);

  // The matrix is named in the URL: a reload shows it again, marked in the saved list.
  await expect(page).toHaveURL(/[?&]matrix=[\w-]+/);
  await page.reload();
  await expect(panel.row("What is the weather in New York?")).toBeVisible();
  const saved = page.getByRole("list", { name: "Saved matrices" });
  await expect(saved.locator('[aria-current="true"]')).toContainText("demo, demo-sloppy");
});

test("a saved matrix opens again from the list", async ({ page }) => {
  const panel = new ToolChoicePanel(page);
  await panel.openWithToken();
  await panel.query(0).fill("Which tool for the weather in Boston?");
  await panel.expectedTool(0).fill("weather.get_forecast");
  await panel.query(1).fill("Any weather alerts in Denver?");
  await panel.runButton.click();
  await expect(panel.row("Which tool for the weather in Boston?")).toBeVisible();

  await panel.openWithToken();
  await expect(panel.matrix).toBeHidden();
  await page
    .getByRole("list", { name: "Saved matrices" })
    .getByRole("button", { name: /Which tool for the weather in Boston\?/ })
    .first()
    .click();
  await expect(panel.row("Any weather alerts in Denver?")).toBeVisible();
  await expect(page).toHaveURL(/[?&]matrix=[\w-]+/);
});

test("Which tool? says what is missing before a run", async ({ page }) => {
  const panel = new ToolChoicePanel(page);
  await panel.openWithToken();
  await panel.model("demo").uncheck();
  await panel.model("demo-sloppy").uncheck();
  await expect(panel.form).toContainText("Choose at least one model.");
  await expect(panel.runButton).toHaveAttribute("aria-disabled", "true");
});
