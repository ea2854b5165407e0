import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import {
  type RunningServerEverything,
  startServerEverything,
} from "../test/support/server-everything";
import { AccessibilityScan } from "./pages/accessibility-scan";
import { InspectorPage } from "./pages/inspector-page";
import { InspectorToolsPage } from "./pages/inspector-tools-page";

/** A name no other run's server holds, so the tests find their own servers in a shared data dir. */
const uniqueName = (prefix: string) => `${prefix}-${randomBytes(3).toString("hex")}`;

let everything: RunningServerEverything;

test.beforeAll(async () => {
  everything = await startServerEverything("streamableHttp");
});

test.afterAll(async () => {
  await everything?.stop();
});

/** Adds server-everything, connects, and opens the Tools tab. */
async function openTools(page: import("@playwright/test").Page) {
  const inspector = new InspectorPage(page);
  await inspector.openWithToken();
  await inspector.addStreamableHttpServer(uniqueName("tools"), everything.url);
  await inspector.connectButton.click();
  await expect(inspector.reconnectButton).toBeVisible();
  await inspector.openTab("Tools");
  await expect(page).toHaveURL(/[?&]tab=tools/);
  const tools = new InspectorToolsPage(page);
  await expect(tools.toolList.getByRole("button", { name: /^echo\b/ })).toBeVisible();
  return tools;
}

test("calls echo and get-sum through forms generated from their inputSchemas", async ({ page }) => {
  const tools = await openTools(page);

  await tools.chooseTool("echo");
  await tools.textField("message").fill("hello from the form");
  await tools.callButton.click();
  await expect(tools.result.getByText("Echo: hello from the form", { exact: true })).toBeVisible();
  // The result survives a look at another tab.
  await page.getByRole("tab", { name: "Traffic" }).click();
  await expect(tools.result).toBeHidden();
  await page.getByRole("tab", { name: "Tools" }).click();
  await expect(tools.result.getByText("Echo: hello from the form", { exact: true })).toBeVisible();

  await tools.chooseTool("get-sum");
  await tools.numberField("a").fill("2");
  await tools.callButton.click();
  const check = page.getByRole("alert").filter({ hasText: "do not fit the tool's inputSchema" });
  await expect(check.getByText("$.b", { exact: true })).toBeVisible();
  await expect(check.getByRole("button", { name: "Send anyway" })).toBeVisible();
  await tools.numberField("b").fill("3.5");
  await tools.callButton.click();
  await expect(
    tools.result.getByText("The sum of 2 and 3.5 is 5.5.", { exact: true }),
  ).toBeVisible();

  // The raw JSON editor holds the same arguments, and a parse error is located.
  await page.getByRole("button", { name: "JSON", exact: true }).click();
  const json = page.getByRole("textbox", { name: "Arguments as JSON" });
  await expect(json).toHaveValue(/"a": 2/);
  await json.fill('{ "a": 1, "b": }');
  await expect(page.getByText(/Not valid JSON: .*line 1, column 16/)).toBeVisible();
  await json.fill('{ "a": 1, "b": 4 }');
  await page.getByRole("button", { name: "Form", exact: true }).click();
  await expect(tools.numberField("b")).toHaveValue("4");

  await new AccessibilityScan(page).expectNoSeriousViolations("on the inspector's Tools tab");
});

test("shows get-tiny-image's image and get-structured-content checked against its outputSchema", async ({
  page,
}) => {
  const tools = await openTools(page);

  await tools.chooseTool("get-tiny-image");
  await expect(
    page.getByText("This tool takes no arguments: it is called with {}.", { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: /^Add property/ })).toHaveCount(0);
  await tools.callButton.click();
  const image = tools.result.getByRole("img", { name: /image\/png/ });
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute("src", /^data:image\/png;base64,/);
  await expect(tools.result.getByRole("link", { name: /Download image-\d\.png/ })).toBeVisible();

  await tools.chooseTool("get-structured-content");
  await tools.choiceField("location").selectOption("Chicago");
  await tools.callButton.click();
  await expect(tools.result.getByText("Structured content")).toBeVisible();
  await expect(tools.result.getByText("valid against outputSchema")).toBeVisible();
});

test("trigger-long-running-operation shows its progress and is cancelled", async ({ page }) => {
  const tools = await openTools(page);

  await tools.chooseTool("trigger-long-running-operation");
  await tools.numberField("duration").fill("30");
  await tools.numberField("steps").fill("30");
  await tools.callButton.click();
  const running = page.getByRole("region", { name: "Call in progress" });
  await expect(running.getByRole("progressbar", { name: "Progress" })).toBeVisible();
  await expect(running.getByText(/\d+ of 30/)).toBeVisible();
  await running.getByRole("button", { name: "Cancel", exact: true }).click();
  await expect(page.getByText(/^Cancelled:/)).toBeVisible();
  await expect(running).toBeHidden();
  await expect(tools.callButton).toBeEnabled();
});

test("after Reconnect, a new call shows none of an earlier call's progress", async ({ page }) => {
  const tools = await openTools(page);
  const inspector = new InspectorPage(page);
  await tools.chooseTool("trigger-long-running-operation");
  await tools.numberField("duration").fill("1");
  await tools.numberField("steps").fill("2");
  await tools.callButton.click();
  await expect(tools.result).toContainText("Long running operation completed");

  await inspector.reconnectButton.click();
  await expect(inspector.reconnectButton).toBeEnabled();
  await inspector.openTab("Tools");
  await tools.chooseTool("trigger-long-running-operation");
  await tools.numberField("duration").fill("30");
  await tools.numberField("steps").fill("30");
  await tools.callButton.click();
  const running = page.getByRole("region", { name: "Call in progress" });
  const status = running.getByRole("status");
  // Once the request is known, and before its own first progress, nothing else's shows.
  await expect(status).toContainText("request id");
  expect(await status.textContent()).toMatch(/waiting for the answer|\d+ of 30/);
  await expect(running.getByText(/\d+ of 30/)).toBeVisible();
  await running.getByRole("button", { name: "Cancel", exact: true }).click();
  await expect(running).toBeHidden();
});
