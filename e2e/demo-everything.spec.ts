import { randomBytes } from "node:crypto";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { serverEverythingStdio } from "../test/support/server-everything";
import { PlaygroundPage } from "./pages/playground-page";
import { ServerPicker } from "./pages/server-picker";

const authorization = { authorization: "Bearer e2e-token" };

/** Lists server-everything over stdio under a name no other run holds, and answers that name. */
async function listEverything(request: APIRequestContext): Promise<string> {
  const name = `everything-${randomBytes(3).toString("hex")}`;
  const created = await request.post("/api/servers", {
    headers: authorization,
    data: { name, transport: "stdio", ...serverEverythingStdio() },
  });
  expect(created.status(), await created.text()).toBe(201);
  return name;
}

test("the system prompt follows the server picker before the first Step, and an edit for other servers is flagged", async ({
  page,
  request,
}) => {
  const name = await listEverything(request);
  const playground = new PlaygroundPage(page);
  const picker = new ServerPicker(page);
  await playground.openWithToken();
  await expect(playground.systemPromptText).toHaveText(/<tool_name>get_forecast<\/tool_name>/);

  await picker.server(name).check();
  await picker.demoWeather.uncheck();
  await expect(playground.systemPromptText).toHaveText(new RegExp(`## ${name} \\(stdio: `));
  await expect(playground.systemPromptText).not.toHaveText(/get_forecast|weather/);
  await expect(playground.systemPromptText).toHaveText(
    new RegExp(`<server_name>${name}</server_name>\\n<tool_name>echo</tool_name>`),
  );
  await expect(playground.setup.getByRole("button", { name: "Reset to default" })).toHaveCount(0);
  const chosen = await playground.systemPromptValue();

  // The run starts with the prompt the editor showed, and it is this run's default.
  await playground.step();
  await expect(page).toHaveURL(/[?&]session=/);
  await expect(playground.systemPromptText).toHaveText(chosen);
  await expect(playground.setup.getByText("not the default for these servers")).toHaveCount(0);
  await expect(playground.setup.getByRole("button", { name: "Reset to default" })).toHaveCount(0);

  // An edit made for these servers is kept when the servers change, and flagged.
  await playground.newRunButton.click();
  await expect(page).not.toHaveURL(/[?&]session=/);
  await expect(playground.systemPromptText).toHaveText(chosen);
  const edited = `${chosen}\n\nAnswer briefly.`;
  await playground.fillSystemPrompt(edited);
  await expect(playground.setup.getByText("edited", { exact: true })).toBeVisible();
  await picker.demoWeather.check();
  await expect(playground.setup.getByText("for other servers", { exact: true })).toBeVisible();
  await expect(playground.systemPromptText).toHaveText(edited);
  await playground.setup.getByRole("button", { name: "Reset to default" }).click();
  await expect(playground.systemPromptText).toHaveText(/## weather \(/);
  await expect(playground.systemPromptText).toHaveText(new RegExp(`## ${name} \\(stdio: `));
  await expect(playground.setup.getByText("for other servers", { exact: true })).toHaveCount(0);

  // Each dialect keeps its own edit: another dialect shows its default, and the edit comes back.
  const brief = `${await playground.systemPromptValue()}\n\nBe brief.`;
  await playground.fillSystemPrompt(brief);
  await playground.dialect.selectOption("native");
  await expect(playground.systemPromptText).toHaveText(/calling the functions you are given/);
  await expect(playground.setup.getByText("for another dialect", { exact: true })).toHaveCount(0);
  await playground.dialect.selectOption("xml");
  await expect(playground.systemPromptText).toHaveText(brief);
});

test("the demo model with server-everything calls echo with the task's quoted text and finishes", async ({
  page,
  request,
}) => {
  const name = await listEverything(request);
  const playground = new PlaygroundPage(page);
  const picker = new ServerPicker(page);
  await playground.openWithToken();
  await picker.server(name).check();
  await picker.demoWeather.uncheck();
  await playground.task.fill('Echo "hello from Loupe"');

  await playground.step();
  await expect(playground.pendingAction).toContainText("use_mcp_tool");
  await expect(playground.pendingAction).toContainText("echo");
  await expect(playground.pendingAction).toContainText("hello from Loupe");
  await playground.decision("Execute").click();
  await expect(playground.observation).toHaveValue(/Echo: hello from Loupe/);

  await playground.step();
  await expect(playground.result).toBeVisible();
  await expect(playground.result).toContainText("echo answered: Echo: hello from Loupe");
  await expect(playground.stepButton).toBeDisabled();
});
