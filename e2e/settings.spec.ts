import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { refusedOrigin } from "../test/support/local-provider-server";
import { PlaygroundPage } from "./pages/playground-page";
import { SettingsPage } from "./pages/settings-page";
import { fakeModelPort, setFakeModelBehaviour } from "./support/fake-model";

/** A name no other run's provider holds: the data directory is shared by the whole run. */
const uniqueName = (prefix: string) => `${prefix} ${randomBytes(3).toString("hex")}`;

const typedKey = "sk-settings-e2e-typed-key-0123456789";

test.beforeEach(async () => {
  await setFakeModelBehaviour("good");
});

test("an environment provider is listed read-only, with the variable it comes from", async ({
  page,
}) => {
  const settings = new SettingsPage(page);
  await settings.openWithToken();
  const entry = settings.providerEntry("OpenAI-compatible");
  await expect(entry).toContainText("read-only · OPENAI_API_KEY");
  await entry.click();
  const detail = settings.detail("OpenAI-compatible");
  await expect(detail).toContainText("Comes from the environment variable OPENAI_API_KEY");
  await expect(detail).toContainText("OPENAI_MODEL");
  await expect(detail.getByRole("button", { name: "Edit" })).toHaveCount(0);
  await expect(detail.getByRole("button", { name: "Delete" })).toHaveCount(0);
  await expect(settings.modelCheckbox("OpenAI-compatible", "fake-e2e")).toBeDisabled();
  await expect(settings.modelCheckbox("OpenAI-compatible", "fake-e2e")).toBeChecked();
});

test("a custom provider at the fake model: test it, pick its model, step with it, read the Raw SSE lane", async ({
  page,
}) => {
  const settings = new SettingsPage(page);
  const name = uniqueName("Local fake");
  await settings.openWithToken();
  await settings.addProvider({
    preset: "Custom (OpenAI-compatible)",
    name,
    baseUrl: `http://127.0.0.1:${fakeModelPort}/v1`,
    apiKey: typedKey,
    headers: [{ name: "x-e2e-run", value: "settings" }],
  });
  const detail = settings.detail(name);
  await expect(detail).toContainText("stored key sk-…6789");
  await expect(detail).toContainText("headers x-e2e-run");
  expect(await page.content()).not.toContain(typedKey);

  await settings.testConnection(name);
  await expect(settings.connectionResult(name)).toContainText(
    /Connected in \d+ ms · 1 model listed/,
  );
  await expect(settings.modelCheckbox(name, "fake-e2e")).not.toBeChecked();
  await settings.chooseModel(name, "fake-e2e");

  const defaults = await settings.openModelDefaults(name, "fake-e2e");
  await defaults.getByLabel("Extra body").fill('{ "top_p": }');
  await defaults.getByRole("button", { name: "Save defaults" }).click();
  await expect(defaults.getByRole("alert", { name: "Model defaults error" })).toContainText(
    "Extra body is not JSON: line 1, column 12: expected a value, found '}'",
  );
  await defaults.getByLabel("Extra body").fill('{ "top_p": 0.5 }');
  await defaults.getByLabel("Temperature").fill("0.3");
  await defaults.getByRole("button", { name: "Save defaults" }).click();
  await expect(detail.locator("summary").filter({ hasText: "fake-e2e" })).toContainText(
    "temperature 0.3 · extra body top_p",
  );

  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Playground" })
    .click();
  const playground = new PlaygroundPage(page);
  await expect(playground.stepButton).toBeEnabled();
  await playground.model.selectOption({ label: `${name} · fake-e2e` });
  await playground.step();
  await expect(playground.pendingAction).toContainText("get_forecast");

  const raw = await playground.openLane("Raw SSE");
  await expect(raw).toBeVisible();
  await expect(playground.sseRows.filter({ hasText: ": FAKE PROCESSING" })).toHaveCount(1);
  await expect(playground.sseRows.filter({ hasText: "data: [DONE]" })).toHaveCount(1);
  await expect(
    playground.sseRows.filter({ hasText: "chat.completion.chunk" }).first(),
  ).toBeVisible();

  const request = await playground.openLane("Request");
  await expect(request).toContainText('"temperature": 0.3');
  await expect(request).toContainText('"top_p": 0.5');
  expect(await page.content()).not.toContain(typedKey);

  await settings.openWithToken();
  await settings.deleteProvider(name);
  const models = (await (await page.request.get("/api/models")).json()) as {
    models: Array<{ label: string }>;
  };
  expect(models.models.map((model) => model.label)).not.toContain(`${name} · fake-e2e`);
});

test("a provider where nothing listens says so on Test, and the page stays usable", async ({
  page,
}) => {
  const settings = new SettingsPage(page);
  const name = uniqueName("Nowhere");
  const origin = await refusedOrigin();
  await settings.openWithToken();
  await settings.addProvider({ preset: "vLLM", name, baseUrl: `${origin}/v1` });

  await settings.testConnection(name);
  await expect(settings.connectionError(name)).toContainText(
    `Could not connect to ${origin}/v1/models: connection refused`,
  );
  await expect(settings.connectionError(name)).toContainText("ECONNREFUSED");
  await expect(settings.connectionResult(name)).not.toContainText("Connected");

  const detail = settings.detail(name);
  await detail.getByRole("button", { name: "Fetch models" }).click();
  await expect(detail.getByRole("alert", { name: "Model list error" })).toContainText(
    "connection refused",
  );

  await settings.deleteProvider(name);
  await expect(page.getByText(/Pick a provider from the list/)).toBeVisible();
});

test("a base URL moved to another port forgets the stored key, and port 9 is named as one fetch refuses", async ({
  page,
}) => {
  const settings = new SettingsPage(page);
  const name = uniqueName("Moved");
  await settings.openWithToken();
  await settings.addProvider({
    preset: "Custom (OpenAI-compatible)",
    name,
    baseUrl: `http://127.0.0.1:${fakeModelPort}/v1`,
    apiKey: typedKey,
  });
  const detail = settings.detail(name);
  await expect(detail).toContainText("stored key sk-…6789");

  await detail.getByRole("button", { name: "Edit" }).click();
  const edit = detail.getByRole("form", { name: `Edit ${name}` });
  const warning = edit.getByRole("status").filter({ hasText: "saving forgets the stored key" });
  await edit.getByLabel("Base URL").fill(`http://127.0.0.1:${fakeModelPort}/v2`);
  await expect(warning).toHaveCount(0);
  await edit.getByLabel("Base URL").fill("http://127.0.0.1:9/v1");
  await expect(warning).toBeVisible();
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(edit).toHaveCount(0);
  await expect(detail).not.toContainText("stored key");
  await expect(detail).toContainText("no key");

  await settings.testConnection(name);
  await expect(settings.connectionError(name)).toContainText(
    "Could not connect to http://127.0.0.1:9/v1/models: port 9 is one that browsers and Node's fetch refuse to use",
  );
  await settings.deleteProvider(name);
});

test("a base URL that is not a URL is refused at the form, and what was typed stays", async ({
  page,
}) => {
  const settings = new SettingsPage(page);
  const name = uniqueName("Typo");
  await settings.openWithToken();
  await settings.fillNewProvider({
    preset: "Custom (OpenAI-compatible)",
    name,
    baseUrl: "localhost:8080",
  });
  await settings.addForm.getByRole("button", { name: "Add provider" }).click();
  await expect(settings.addForm.getByRole("alert", { name: "Provider form error" })).toHaveText(
    'Base URL "localhost:8080" is not an http(s) URL; write it like http://127.0.0.1:8080/v1.',
  );
  await expect(settings.addForm.getByLabel("Name", { exact: true })).toHaveValue(name);
  await expect(settings.providerEntry(name)).toHaveCount(0);
});
