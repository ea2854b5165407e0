import { expect, type Locator, type Page } from "@playwright/test";
import type { PlaygroundPage } from "./playground-page";

/** The conversation's turns as a person reaches them: the outline, each turn, its fold. */
export class ConversationTurns {
  readonly page: Page;
  readonly outlineButton: Locator;
  readonly outline: Locator;
  readonly turnPicker: Locator;

  constructor(readonly playground: PlaygroundPage) {
    this.page = playground.page;
    this.outlineButton = playground.conversation.getByRole("button", { name: "Outline" });
    this.outline = playground.conversation.getByRole("navigation", { name: "Turn outline" });
    this.turnPicker = playground.lanes.getByLabel("Turn", { exact: true });
  }

  /** One turn of the conversation (its divider and everything in it). */
  turn(turn: number) {
    return this.playground.conversation.getByRole("article", { name: `Turn ${turn}`, exact: true });
  }

  /** The turn's name in its divider: selecting it shows the turn in the lanes. */
  turnButton(turn: number) {
    return this.turn(turn).getByRole("button", { name: `Turn ${turn}`, exact: true });
  }

  /** The disclosure that folds and unfolds the turn. */
  fold(turn: number) {
    return this.turn(turn).getByRole("button", { name: "Contents", exact: true });
  }

  /** The outline's line for a turn, by its start: `2 · write_to_file`. */
  outlineEntry(turn: number) {
    return this.outline.getByRole("button", { name: new RegExp(`^${turn} · `) });
  }

  async openOutline() {
    if ((await this.outlineButton.getAttribute("aria-expanded")) !== "true") {
      await this.outlineButton.click();
    }
    await expect(this.outline).toBeVisible();
  }

  /** Runs the weather demo to its end: forecast, file, completion (three turns). */
  runWeatherDemo() {
    return this.playground.runWeatherDemo();
  }
}
