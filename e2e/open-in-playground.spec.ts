import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { CapturesPage, streamFixture } from "./pages/captures-page";
import { PlaygroundPage } from "./pages/playground-page";

/** The Cline CLI's first request, as recorded (test/fixtures/agent-requests). */
function clineRequestBody(): string {
  const recorded = JSON.parse(
    readFileSync("test/fixtures/agent-requests/cline-3.0.65.chat-completions.request.json", "utf8"),
  ) as { body: unknown };
  return JSON.stringify(recorded.body);
}

/** A recorded OpenAI answer, framed as the response body a server sends. */
function openaiBody(): string {
  const payloads = streamFixture("openai/openai-text.chunks.txt")
    .split("\n")
    .filter((line) => line.trim() !== "");
  return `${payloads.map((payload) => `data: ${payload}\n\n`).join("")}data: [DONE]\n\n`;
}

test("a captured agent request opens in the playground and steps with the demo model", async ({
  page,
}) => {
  const captures = new CapturesPage(page);
  await captures.openWithToken();
  await captures.raw.fill(openaiBody());
  await captures.request.fill(clineRequestBody());
  await captures.importAndOpen();

  await captures.openInPlaygroundWith("Demo (scripted)");

  const playground = new PlaygroundPage(page);
  await expect(playground.dialect).toHaveValue("native");
  await expect(playground.systemPromptText).toHaveText(/^You are Cline, an AI coding agent/);
  const history = playground.conversation.getByRole("region", { name: "Starting history" });
  await expect(history.getByRole("article", { name: "History: User" })).toContainText("say hi");

  await playground.step();
  await expect(playground.alerts).toHaveCount(0);
  const request = await playground.openLane("Request");
  await expect(request).toContainText("You are Cline, an AI coding agent");
  await expect(request).toContainText("say hi");
  // The captured request's own tools go to the model with it.
  await expect(request).toContainText("read_files");
});
