import { expect, test } from "@playwright/test";
import { PlaygroundPage } from "./pages/playground-page";
import { setFakeModelBehaviour } from "./support/fake-model";

const fakeModel = /fake-e2e \(OpenAI-compatible/;

test.afterEach(async () => {
  await setFakeModelBehaviour("good");
});

test("the Raw SSE lane of a 20,000-event turn scrolls, searches and links to the text both ways", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const playground = new PlaygroundPage(page);
  await playground.openWithToken();
  const labels = await playground.model.locator("option").allTextContents();
  await playground.model.selectOption({ label: labels.find((label) => fakeModel.test(label)) });
  await setFakeModelBehaviour("long-stream");
  await playground.stepButton.click();
  await expect(playground.pendingAction).toContainText("get_forecast", { timeout: 180_000 });

  const lane = await playground.openLane("Raw SSE");
  await expect(lane).toContainText(/20,0\d\d lines · 20,0\d\d SSE items/);
  // Virtualized: a screenful of rows is in the page, not 20,000.
  expect(await playground.sseRows.count()).toBeLessThan(200);

  // To the end, from the keyboard.
  await playground.sseList.focus();
  await page.keyboard.press("End");
  const selectedRow = playground.sseRows.and(page.locator('[aria-selected="true"]'));
  await expect(selectedRow).toHaveCount(1);
  await expect(selectedRow).toContainText("data: [DONE]");
  await expect(selectedRow).toBeInViewport();
  expect(await playground.sseRows.count()).toBeLessThan(200);

  // Search all 20,000 events: one match, far from the end; Enter goes to it.
  const search = lane.getByRole("searchbox", { name: "Search the raw stream" });
  await search.fill("ZEBRA");
  await expect(lane.getByText("1 match", { exact: true })).toBeVisible();
  await search.press("Enter");
  await expect(lane.getByText("1 of 1", { exact: true })).toBeVisible();
  const current = lane.locator('mark[data-current-match="true"]');
  await expect(current).toHaveText("zebra");
  await expect(current).toBeInViewport();
  await expect(selectedRow).toContainText('"content":"zebra "');
  await expect(lane).toContainText("Carried 6 chars");
  await expect(lane.getByRole("region", { name: /^SSE item #\d+ data$/ })).toContainText("zebra");

  // A term with many matches: counted, stepped through forwards and back.
  await search.fill("w1999");
  await expect(lane.getByText("11 matches", { exact: true })).toBeVisible();
  await lane.getByRole("button", { name: "Next match" }).click();
  await expect(lane.getByText(/^\d+ of 11$/)).toBeVisible();
  await lane.getByRole("button", { name: "Previous match" }).click();
  await expect(lane.locator('mark[data-current-match="true"]')).toHaveText("w1999");

  // From the event to the text it produced.
  await search.fill("zebra");
  await expect(lane.getByText("1 match", { exact: true })).toBeVisible();
  await search.press("Enter");
  await expect(lane.locator('mark[data-current-match="true"]')).toHaveText("zebra");
  await lane.getByRole("button", { name: "Show in Parsed" }).click();
  const lanes = playground.lanes;
  const selected = lanes.getByRole("region", { name: "Selected SSE item" });
  await expect(selected).toContainText('"zebra "');
  const assembled = lanes.getByRole("region", { name: "Assembled text" });
  const carried = assembled.locator('mark[data-sse-carried="true"]');
  await expect(carried).toHaveText("zebra ");
  await expect(carried).toBeInViewport();

  // And back: a click on another word of the text selects the event that carried it.
  const point = await assembled.locator("pre").evaluate((pre, word) => {
    const walker = document.createTreeWalker(pre, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(word) ?? -1;
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at + 1);
      range.setEnd(node, at + 2);
      // The text is one long <pre>: scroll its scrolling ancestor so the word itself is centred.
      let scroller = pre.parentElement;
      while (scroller && scroller.scrollHeight <= scroller.clientHeight) {
        scroller = scroller.parentElement;
      }
      if (scroller) {
        const frame = scroller.getBoundingClientRect();
        scroller.scrollTop +=
          range.getBoundingClientRect().top - (frame.top + scroller.clientHeight / 2);
      }
      const box = range.getBoundingClientRect();
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    }
    return null;
  }, "w15000 ");
  expect(point).not.toBeNull();
  await page.mouse.click(point?.x ?? 0, point?.y ?? 0);
  await expect(selected).toContainText('"w15000 "');
  await selected.getByRole("button", { name: "Show line in Raw SSE" }).click();
  await expect(selectedRow).toContainText('"content":"w15000 "');
  await expect(selectedRow).toBeInViewport();

  // The same event's bytes: the network reads that carried it are lit, and one reads as hex.
  await lanes.getByRole("button", { name: "Bytes", exact: true }).click();
  const bytes = lanes.getByRole("listbox", { name: "Raw bytes, one network read a row" });
  const litRead = bytes.locator('[data-highlighted="true"]').first();
  await expect(litRead).toBeInViewport();
  await litRead.click();
  const dump = lanes.getByRole("region", { name: /^Network read #\d+ bytes$/ });
  await expect(dump).toContainText(/bytes \d+–\d+ \(\d+ B\)/);
  await expect(dump).toContainText(/[0-9a-f]{2} [0-9a-f]{2} [0-9a-f]{2}/);
  await dump
    .getByRole("button", { name: /^SSE item #\d+$/ })
    .first()
    .click();
  await expect(playground.sseList).toBeVisible();
});
