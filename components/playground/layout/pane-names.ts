import type { PaneId } from "@/lib/views/playground/layout/pane-layout";

/** Each pane's name, as its region, tab and toggle say it. */
export const paneLabels: Record<PaneId, string> = {
  setup: "Setup",
  conversation: "Conversation",
  lanes: "Lanes",
  files: "Files",
};

/** The id of the element that holds a pane (what separators and toggles control). */
export function paneElementId(pane: PaneId): string {
  return `playground-pane-${pane}`;
}
