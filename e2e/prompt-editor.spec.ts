import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { AccessibilityScan, themes } from "./pages/accessibility-scan";
import { PlaygroundPage } from "./pages/playground-page";
import { fakeModelPort } from "./support/fake-model";

const authorization = { authorization: "Bearer e2e-token" };

test("the prompt editor fills placeholders, outlines the prompt, counts tokens truly and sends what it previews", async ({
  page,
  request,
}) => {
  // An OpenAI-family model (on the fake endpoint), whose tokens are counted with o200k_base.
  const provider = `gpt-${randomBytes(3).toString("hex")}`;
  const created = await request.post("/api/providers", {
    headers: authorization,
    data: {
      name: provider,
      kind: "openai-compatible",
      baseUrl: `http://127.0.0.1:${fakeModelPort}/v1`,
      models: ["gpt-4o"],
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  const playground = new PlaygroundPage(page);
  await playground.openWithToken();
  const counts = playground.setup.getByTestId("prompt-counts");
  await expect(counts).toContainText("≈ estimate");

  // Switch dialect, then edit its prompt with placeholders, one of them unknown.
  await playground.dialect.selectOption("json");
  await expect(playground.systemPromptText).toHaveText(/"action_input"/);
  const jsonDefault = await playground.systemPromptValue();
  const before = await counts.textContent();
  const extra = "\n\n# Connected now\nServers:\n{{mcp_servers}}\nTask: {{task}}\nAlso {{nope}}\n";
  await playground.systemPrompt.click();
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.insertText(extra);
  await expect(playground.systemPromptText).toHaveText(/Servers:\n- weather \(/);
  await expect(playground.systemPromptText).toHaveText(/Task: What's the weather in New York/);
  await expect(playground.systemPromptText).toHaveText(/Also \{\{nope\}\}/);
  await expect(playground.setup.getByText("unknown placeholder", { exact: true })).toBeVisible();
  await expect(counts).not.toHaveText(before ?? "");
  const outline = playground.setup.getByRole("list", { name: "Prompt outline" });
  await expect(outline.getByRole("button", { name: /^Connected now/ })).toBeVisible();
  await expect(outline.getByRole("button", { name: /^Connected now/ })).toContainText(
    /\d chars · \d+ tokens/,
  );

  // Each dialect keeps its edit.
  await playground.dialect.selectOption("xml");
  await expect(playground.systemPromptText).toHaveText(/<use_mcp_tool>/);
  await playground.dialect.selectOption("json");
  await expect(playground.systemPromptText).toHaveText(/Also \{\{nope\}\}/);
  await expect(playground.setup.getByRole("button", { name: "Reset to default" })).toBeVisible();

  // The OpenAI-family model's counts come from its own tokenizer.
  await playground.model.selectOption({ label: `${provider} · gpt-4o` });
  await expect(counts).toContainText("tokens (o200k_base)");
  await expect(playground.setup.getByText(/Outline: .* tokens \(o200k_base\)/)).toBeVisible();
  await playground.model.selectOption("demo");
  await expect(counts).toContainText("≈ estimate");

  for (const theme of themes) {
    await new AccessibilityScan(page).switchTheme(theme);
    await new AccessibilityScan(page).expectNoSeriousViolations(`prompt editor, ${theme.value}`);
  }

  // A version named before the first Step is kept in the setup.
  await playground.setup.getByText("Versions (0)").click();
  await playground.setup.getByLabel("Version name").fill("with servers");
  await playground.setup.getByRole("button", { name: "Save version" }).click();
  const versions = playground.setup.getByRole("list", { name: "Prompt versions" });
  await expect(versions).toContainText("with servers");
  await expect(playground.setup.getByText("Versions (1)")).toBeVisible();

  // Ctrl/⌘+Enter in the editor steps, as in any field; the turn's request carries the prompt
  // as previewed, placeholders filled.
  await playground.systemPrompt.press("ControlOrMeta+Enter");
  await expect(page).toHaveURL(/[?&]session=/, { timeout: 30_000 });
  await expect(playground.pendingAction).toBeVisible({ timeout: 30_000 });
  const requestLane = await playground.openLane("Request");
  await expect(requestLane).toContainText("- weather (");
  await expect(requestLane).toContainText("{{nope}}");
  await expect(requestLane).not.toContainText("{{mcp_servers}}");

  // The first Step saved that version in the new session's log; one saved now joins it there.
  const sessionId = new URL(page.url()).searchParams.get("session");
  const saved = async () => {
    const view = await request.get(`/api/sessions/${sessionId}?events=none`, {
      headers: authorization,
    });
    return ((await view.json()) as { promptVersions: Array<{ name: string }> }).promptVersions;
  };
  expect(await saved()).toMatchObject([{ name: "with servers", dialect: "json" }]);
  await expect(playground.setup.getByText("Versions (1)")).toBeVisible();
  await playground.setup.getByLabel("Version name").fill("after the step");
  await playground.setup.getByRole("button", { name: "Save version" }).click();
  await expect(versions).toContainText("after the step");
  expect((await saved()).map((version) => version.name)).toEqual([
    "with servers",
    "after the step",
  ]);

  // Reset puts the dialect's default back; Load brings a version back.
  await playground.setup.getByRole("button", { name: "Reset to default" }).click();
  await expect(playground.systemPromptText).toHaveText(jsonDefault);
  await versions.getByRole("button", { name: "Load version with servers" }).click();
  await expect(playground.systemPromptText).toHaveText(/Also \{\{nope\}\}/);
});
