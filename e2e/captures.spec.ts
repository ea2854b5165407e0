import { expect, test } from "@playwright/test";
import { keywordColouredText } from "./pages/answer-colours";
import { CapturesPage, streamFixture } from "./pages/captures-page";

/** The OpenAI recording framed as the response body a server sends: data: events, then [DONE]. */
function openaiBody(): string {
  const payloads = streamFixture("openai/openai-text.chunks.txt")
    .split("\n")
    .filter((line) => line.trim() !== "");
  return `${payloads.map((payload) => `data: ${payload}\n\n`).join("")}data: [DONE]\n\n`;
}

test("a pasted OpenAI stream reads like a live turn: its text and its Raw SSE lane", async ({
  page,
}) => {
  const captures = new CapturesPage(page);
  await captures.openWithToken();
  await captures.raw.fill(openaiBody());
  // The format is suggested from the text.
  await expect(captures.format).toHaveValue("openai");
  await expect(captures.form).toContainText("detected from line 1");
  await captures.request.fill(JSON.stringify({ model: "gpt-4.1-nano", stream: true }));
  await captures.importAndOpen();

  await expect(captures.page.getByRole("main")).toContainText("OpenAI-compatible SSE");
  await expect(captures.page.getByRole("main")).toContainText("gpt-4.1-nano");

  const raw = await captures.openLane("Raw SSE");
  await expect(raw).toContainText("304 lines · 304 SSE items");
  await expect(captures.sseRows.first()).toContainText('data: {"id":"chatcmpl-D8Z5oo6');
  await captures.sseRows.first().click();
  await expect(raw.getByRole("region", { name: /^SSE item #\d+ data$/ })).toContainText(
    "chat.completion.chunk",
  );

  const parsed = await captures.openLane("Parsed");
  await expect(parsed.getByRole("region", { name: "Assembled text" })).toContainText(
    "**Holiday Name:** Harmony Day",
  );
  await expect(parsed.getByRole("region", { name: "Actions the dialect found" })).toContainText(
    "0 actions",
  );

  const answer = await captures.openLane("Answer");
  await expect(answer.getByRole("region", { name: "Content" })).toContainText(
    "**Date:** Celebrated annually on the first Saturday of May",
  );
  await expect(answer).toContainText("the model finished");
  await expect(answer).toContainText("a pasted stream holds no times");

  const request = await captures.openLane("Request");
  await expect(request).toContainText("gpt-4.1-nano");

  // Remembered in this browser: listed after a reload, and it opens from the list.
  const id = new URL(page.url()).searchParams.get("capture") ?? "";
  await page.goto("/captures");
  const entry = captures.recent.getByRole("link", { name: `${id.slice(0, 16)}…` });
  await expect(entry).toBeVisible();
  await entry.click();
  await expect(page).toHaveURL(new RegExp(`capture=${id}`));
  await expect(captures.lanes.getByRole("tab", { name: /^Raw SSE/ })).toBeVisible();
});

/** An OpenAI stream of `content`, one chunk per line. */
function openaiStreamOf(content: string): string {
  const chunks = content.split(/(?<=\n)/).map((piece) => ({
    id: "chatcmpl-react",
    object: "chat.completion.chunk",
    created: 1,
    model: "gpt-4.1-nano",
    choices: [{ index: 0, delta: { content: piece }, finish_reason: null }],
  }));
  return `${chunks.map((chunk) => `data: ${JSON.stringify(chunk)}\n\n`).join("")}data: [DONE]\n\n`;
}

test("a ReAct answer imported as ReAct is coloured as ReAct, not as XML", async ({ page }) => {
  const captures = new CapturesPage(page);
  await captures.openWithToken();
  await captures.raw.fill(
    openaiStreamOf(
      'Thought: I need the forecast.\nAction: get_forecast\nAction Input: {"city": "New York"}\n',
    ),
  );
  await captures.dialect.selectOption("react-text");
  await captures.importAndOpen();
  const parsed = await captures.openLane("Parsed");
  expect(await keywordColouredText(parsed)).toContain("Action Input:");
  await expect(parsed.getByRole("region", { name: "Actions the dialect found" })).toContainText(
    "1 action",
  );
});

test("a dropped Anthropic file is read, its format detected, and imported", async ({ page }) => {
  const captures = new CapturesPage(page);
  await captures.openWithToken();
  const text = streamFixture("anthropic/basic_response.txt");
  await captures.dropFile("basic_response.txt", text);
  await expect(captures.raw).toHaveValue(text);
  await expect(captures.form).toContainText("basic_response.txt");
  await expect(captures.format).toHaveValue("anthropic");
  await captures.importAndOpen();

  await expect(page.getByRole("main")).toContainText("Anthropic Messages SSE");
  const raw = await captures.openLane("Raw SSE");
  await expect(raw).toContainText(/\d+ lines · 9 SSE items/);
  await expect(captures.sseRows.first()).toContainText("event: message_start");
  const answer = await captures.openLane("Answer");
  await expect(answer.getByRole("region", { name: "Content" })).toContainText("Hello there!");

  // A file of another kind is refused before it is read; the text stays.
  await captures.recent.getByRole("button", { name: "Import a stream" }).click();
  await expect(captures.raw).toHaveValue(text);
  await captures.dropFile("screenshot.png", "not a stream");
  await expect(captures.importError).toHaveText(
    "screenshot.png is not a stream recording: pick a .log, .txt, .sse, .ndjson or .json file.",
  );
  await expect(captures.raw).toHaveValue(text);
});

test("a broken paste shows the API's located error at the form and keeps the text", async ({
  page,
}) => {
  const captures = new CapturesPage(page);
  await captures.openWithToken();
  const broken = "Hello, world\nsecond line";
  await captures.raw.fill(broken);
  await expect(captures.form).toContainText("not recognised: pick the format");
  await captures.importButton.click();
  await expect(captures.importError).toContainText(
    'raw is not an SSE stream: no line starts with "data:" (line 1 reads "Hello, world")',
  );
  await expect(captures.raw).toHaveValue(broken);
  await expect(page).not.toHaveURL(/capture=/);

  // A request that is not JSON is located before anything is sent.
  await captures.raw.fill('data: {"choices":[{"delta":{"content":"Hi"},"finish_reason":"stop"}]}');
  await captures.request.fill('{"model": ');
  await captures.importButton.click();
  await expect(captures.form.getByRole("alert")).toContainText(
    "The request is not valid JSON (line 1, column 11:",
  );
  await expect(captures.request).toBeFocused();
  await expect(page).not.toHaveURL(/capture=/);

  // Fixed, it imports.
  await captures.request.fill("");
  await captures.importAndOpen();
  const answer = await captures.openLane("Answer");
  await expect(answer.getByRole("region", { name: "Content" })).toContainText("Hi");
});
