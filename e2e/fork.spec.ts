import { expect, test } from "@playwright/test";
import { AccessibilityScan } from "./pages/accessibility-scan";
import { PlaygroundPage } from "./pages/playground-page";

test("forks the weather demo at turn 2 with a mocked observation, and switches branches", async ({
  page,
}) => {
  const playground = new PlaygroundPage(page);
  await playground.openWithToken();

  // Turn 1: the forecast; turn 2: the file is written.
  await playground.step();
  await expect(playground.pendingAction).toContainText("get_forecast");
  await playground.decision("Execute").click();
  await expect(playground.observation).toBeVisible();
  await playground.step();
  await expect(playground.pendingAction).toContainText("write_to_file");
  await playground.decision("Execute").click();
  await expect(playground.observation).toBeVisible();
  const source = new URL(page.url()).searchParams.get("session");
  expect(source).toBeTruthy();

  // Fork from turn 2, its observation replaced by a failure.
  const turn2 = playground.conversation.getByRole("article", { name: "Turn 2" });
  await turn2.getByRole("button", { name: "Fork from here" }).click();
  const dialog = page.getByRole("dialog", { name: "Fork from turn 2" });
  const observation = dialog.getByLabel("Observation of turn 2");
  await expect(observation).not.toHaveValue("");
  const scan = new AccessibilityScan(page);
  await scan.expectNoSeriousViolations("the fork dialog");
  await observation.fill("Error: the disk is full.");
  await dialog.getByRole("button", { name: "Fork", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(new RegExp(`session=${source}`));
  await expect(playground.conversation).toContainText("Error: the disk is full.");

  // The fork's first request, against the turn of the source it continues: the changed observation.
  await playground.step();
  const request = await playground.openLane("Request");
  await request
    .getByRole("group", { name: "Views of the request" })
    .getByRole("button", { name: "Diff vs previous turn" })
    .click();
  await expect(request).toContainText(
    "Against turn 2's request in the session this one was forked from",
  );
  await expect(
    request
      .getByRole("list", { name: "Messages against the previous turn" })
      .getByRole("article", { name: "Appended: user" }),
  ).toContainText("Error: the disk is full.");

  // The branch tree shows both, the fork marked; comparing shows where they part.
  const branches = playground.conversation.getByRole("navigation", { name: "Branches" });
  await expect(branches.getByRole("listitem")).toHaveCount(2);
  await expect(branches.locator('[aria-current="page"]')).toContainText("fork at turn 2");
  await scan.expectNoSeriousViolations("the branch tree");
  await branches.getByRole("button", { name: /^Compare with/ }).click();
  const comparison = page.getByRole("dialog", { name: "Compare branches" });
  await expect(comparison.locator('[data-first-difference="true"]')).toContainText(
    "Error: the disk is full.",
  );
  await scan.expectNoSeriousViolations("the branch comparison");
  await comparison.getByRole("button", { name: "Close" }).click();

  // The source opens from the tree, as it was.
  await branches.getByRole("listitem").first().getByRole("button").first().click();
  await expect(page).toHaveURL(new RegExp(`session=${source}`));
  await expect(
    branches.getByRole("listitem").first().locator('[aria-current="page"]'),
  ).toBeVisible();
  await expect(playground.conversation.getByRole("button", { name: /^Turn \d$/ })).toHaveCount(2);
  await expect(playground.conversation).not.toContainText("Error: the disk is full.");

  // Edit in a fork: the edit goes to a third branch, and this one's observation stays.
  const kept = await playground.observation.inputValue();
  await playground.observation.fill("Wrote result.md (12 bytes).");
  await playground.conversation.getByRole("button", { name: "Edit in a fork" }).click();
  await expect(page).not.toHaveURL(new RegExp(`session=${source}`));
  await expect(branches.getByRole("listitem")).toHaveCount(3);
  await expect(playground.conversation).toContainText("Wrote result.md (12 bytes).");
  await branches.getByRole("listitem").first().getByRole("button").first().click();
  await expect(page).toHaveURL(new RegExp(`session=${source}`));
  await expect(playground.observation).toHaveValue(kept);
});

test("every message and the system prompt offer Edit in a fork, which opens the new branch", async ({
  page,
}) => {
  const playground = new PlaygroundPage(page);
  await playground.openWithToken();
  await playground.executeForecast();
  const source = new URL(page.url()).searchParams.get("session") as string;
  const conversation = playground.conversation;
  await expect(conversation.getByRole("button", { name: "Edit the task in a fork" })).toBeVisible();

  // The assistant message of turn 1, edited in a fork: this session keeps its answer.
  await conversation
    .getByRole("button", { name: "Edit the assistant message of turn 1 in a fork" })
    .click();
  const dialog = page.getByRole("dialog", {
    name: "Edit the assistant message of turn 1 in a fork",
  });
  await expect(dialog.getByLabel("Text")).toHaveValue(/get_forecast/);
  await dialog.getByLabel("Text").fill("I will not call any tool.");
  await dialog.getByRole("button", { name: "Fork with the edit" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(new RegExp(`session=${source}`));
  await expect(conversation).toContainText("I will not call any tool.");
  const branches = conversation.getByRole("navigation", { name: "Branches" });
  await expect(branches.getByRole("listitem")).toHaveCount(2);

  // The system prompt, edited in a fork from the source's latest turn.
  await branches.getByRole("listitem").first().getByRole("button").first().click();
  await expect(page).toHaveURL(new RegExp(`session=${source}`));
  await expect(conversation).not.toContainText("I will not call any tool.");
  await playground.fillSystemPrompt("You are a terse weather assistant.");
  await playground.setup.getByRole("button", { name: "Edit the system prompt in a fork" }).click();
  await expect(page).not.toHaveURL(new RegExp(`session=${source}`));
  await expect(branches.getByRole("listitem")).toHaveCount(3);
  await expect
    .poll(() => playground.systemPromptValue())
    .toBe("You are a terse weather assistant.");
});
