import { expect, test } from "@playwright/test";
import { PlaygroundPage } from "./pages/playground-page";
import { FAKE_MODEL_API_KEY, fakeModelPort, setFakeModelBehaviour } from "./support/fake-model";

const fakeModel = /fake-e2e \(OpenAI-compatible/;

test.afterEach(async () => {
  await setFakeModelBehaviour("good");
});

test("a model that dies mid-stream gets a located error, keeps its lines, and the next Step works", async ({
  page,
}) => {
  const playground = new PlaygroundPage(page);
  await playground.openWithToken();
  await playground.model.selectOption({ label: (await optionLabel(playground, fakeModel)) ?? "" });
  await setFakeModelBehaviour("dies-mid-stream");
  await playground.step();

  await expect(playground.conversation).toContainText("model:stream_failed");
  await expect(playground.conversation).toContainText(`127.0.0.1:${fakeModelPort}`);
  await playground.openLane("Raw SSE");
  await expect(playground.sseRows.filter({ hasText: ": FAKE PROCESSING" })).toHaveCount(1);
  await expect(playground.sseRows.filter({ hasText: "data:" }).first()).toBeVisible();

  await setFakeModelBehaviour("good");
  await playground.step();
  await expect(playground.pendingAction).toContainText("get_forecast");
  await playground.decision("Execute").click();
  await expect(playground.observation).toHaveValue(/24°C/);
});

test("a 401 from the provider names the status and the provider's message, and never shows the key", async ({
  page,
}) => {
  const playground = new PlaygroundPage(page);
  await playground.openWithToken();
  await playground.model.selectOption({ label: (await optionLabel(playground, fakeModel)) ?? "" });
  await setFakeModelBehaviour("unauthorized");
  await playground.step();
  await expect(playground.conversation).toContainText("401");
  await expect(playground.conversation).toContainText("Incorrect API key provided");

  const request = await playground.openLane("Request");
  await expect(request).toContainText("[redacted]");
  expect(await page.content()).not.toContain(FAKE_MODEL_API_KEY);
});

test("a malformed SSE line is reported with its location while the action still arrives", async ({
  page,
}) => {
  const playground = new PlaygroundPage(page);
  await playground.openWithToken();
  await playground.model.selectOption({ label: (await optionLabel(playground, fakeModel)) ?? "" });
  await setFakeModelBehaviour("garbage-line");
  await playground.step();
  await expect(playground.pendingAction).toContainText("get_forecast");
  await expect(playground.conversation).toContainText(/line \d+/);
});

async function optionLabel(playground: PlaygroundPage, label: RegExp): Promise<string | undefined> {
  const labels = await playground.model.locator("option").allTextContents();
  return labels.find((text) => label.test(text));
}
