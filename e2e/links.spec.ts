import { expect, test } from "@playwright/test";
import { PlaygroundPage } from "./pages/playground-page";

test("an action, its JSON-RPC messages and its observation light each other, both ways", async ({
  page,
}) => {
  const playground = new PlaygroundPage(page);
  await playground.openWithToken();
  await playground.executeForecast();

  const assistant = playground.conversation.getByRole("article", { name: "Assistant, turn 1" });
  const action = assistant.getByRole("button", { name: /^Action/ });
  const observation = playground.conversation.getByRole("article", {
    name: "Observation, turn 1",
  });
  const litSse = playground.sseRows.and(page.locator('[data-highlighted="true"]'));
  const rows = playground.lanes.getByTestId("rpc-exchange");
  const call = rows.filter({ has: page.getByRole("button", { name: /^tools\/call/ }) });
  const litRows = rows.and(page.locator('[aria-current="true"]'));

  // The action → its SSE lines, its tools/call request and response, its observation.
  await action.click();
  await expect(action).toHaveAttribute("aria-pressed", "true");
  await expect(litSse.first()).toBeVisible();
  await expect(observation).toHaveAttribute("aria-current", "true");
  await playground.openLane("JSON-RPC");
  await expect(call).toHaveAttribute("aria-current", "true");
  await expect(litRows).toHaveCount(1);

  // Selected again, it all goes out.
  await action.click();
  await expect(action).toHaveAttribute("aria-pressed", "false");
  await expect(observation).not.toHaveAttribute("aria-current", "true");
  await expect(litSse).toHaveCount(0);

  // A JSON-RPC message → the action that caused it (and its SSE lines) and the observation.
  await playground.openLane("JSON-RPC");
  await expect(litRows).toHaveCount(0);
  await playground.lanes.getByRole("button", { name: /^Select tools\/call #\d+$/ }).click();
  await expect(call).toHaveAttribute("aria-current", "true");
  await expect(action).toHaveAttribute("aria-pressed", "true");
  await expect(observation).toHaveAttribute("aria-current", "true");
  const parsed = await playground.openLane("Parsed");
  await expect(parsed.getByRole("button", { name: "Select action" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await playground.openLane("Raw SSE");
  await expect(litSse.first()).toBeVisible();

  // Put out from the Parsed lane, then the observation → the action and its JSON-RPC messages.
  await (await playground.openLane("Parsed"))
    .getByRole("button", { name: "Select action" })
    .click();
  await expect(action).toHaveAttribute("aria-pressed", "false");
  await observation.getByRole("button", { name: "Select observation" }).click();
  await expect(observation.getByRole("button", { name: "Select observation" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(action).toHaveAttribute("aria-pressed", "true");
  await playground.openLane("JSON-RPC");
  await expect(call).toHaveAttribute("aria-current", "true");
  await expect(litRows).toHaveCount(1);
});

test("the Parsed lane's text selects the SSE item that carried it from the keyboard alone", async ({
  page,
}) => {
  const playground = new PlaygroundPage(page);
  await playground.openWithToken();
  await playground.step();
  const parsed = await playground.openLane("Parsed");
  const pieces = parsed.getByRole("listbox", { name: "Assembled text by SSE item" });
  const options = pieces.getByRole("option");
  await expect(options.nth(2)).toBeVisible();

  // One tab stop after the copy button; the arrows move, Enter selects.
  await parsed.getByRole("button", { name: "Copy assembled text" }).focus();
  await page.keyboard.press("Tab");
  await expect(options.first()).toBeFocused();
  const outline = await options
    .first()
    .evaluate((element) => getComputedStyle(element).outlineStyle);
  expect(outline).not.toBe("none");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  const third = options.nth(2);
  await expect(third).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(third).toHaveAttribute("aria-selected", "true");
  const sseSeq = await third.getAttribute("data-sse-seq");
  const selected = parsed.getByRole("region", { name: "Selected SSE item" });
  await expect(selected).toContainText(`SSE item #${sseSeq}`);
  await expect(options.and(page.locator('[aria-selected="true"]'))).toHaveCount(1);

  // Home then Space selects the first piece instead; the Raw SSE lane follows.
  await page.keyboard.press("Home");
  await expect(options.first()).toBeFocused();
  await page.keyboard.press(" ");
  await expect(options.first()).toHaveAttribute("aria-selected", "true");
  await expect(third).toHaveAttribute("aria-selected", "false");
  await selected.getByRole("button", { name: "Show line in Raw SSE" }).click();
  await expect(playground.sseRows.and(page.locator('[aria-selected="true"]'))).toHaveCount(1);
});
