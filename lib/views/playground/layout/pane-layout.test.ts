import { describe, expect, it } from "vitest";
import {
  applySeparatorCommand,
  clampPaneSize,
  columnTracks,
  conversationMinimum,
  defaultPaneLayout,
  dragPane,
  fillColumn,
  hasSeparator,
  isPaneCollapsed,
  type PaneLayout,
  paneBounds,
  paneSizeBounds,
  resizePane,
  separatorCommand,
  sizeFromPointer,
  togglePane,
} from "./pane-layout";

const empty = { workspaceEmpty: true };
const withFiles = { workspaceEmpty: false };

function layout(changes: Partial<PaneLayout> = {}): PaneLayout {
  return { ...defaultPaneLayout, ...changes };
}

describe("pane sizes", () => {
  it("clamps a size to the pane's bounds, to a tenth of a percent", () => {
    expect(clampPaneSize(layout(), "setup", 3, withFiles)).toBe(paneSizeBounds.setup.min);
    expect(clampPaneSize(layout(), "files", 99, withFiles)).toBe(paneSizeBounds.files.max);
    expect(clampPaneSize(layout(), "setup", 30.04, withFiles)).toBe(30);
  });

  it("leaves the conversation its minimum beside Setup and Lanes", () => {
    const wide = layout({ sizes: { setup: 40, lanes: 38, files: 28 } });
    expect(paneBounds(wide, "lanes", withFiles).max).toBe(100 - conversationMinimum - 40);
    expect(paneBounds(wide, "setup", withFiles).max).toBe(100 - conversationMinimum - 38);
    expect(resizePane(wide, "lanes", 60, withFiles).sizes.lanes).toBe(40);
  });

  it("lets a column take the room of a collapsed neighbour", () => {
    const lanesCollapsed = layout({ collapsed: { lanes: true } });
    expect(paneBounds(lanesCollapsed, "setup", withFiles).max).toBe(paneSizeBounds.setup.max);
  });

  it("shows a pane that is resized", () => {
    const collapsed = layout({ collapsed: { setup: true } });
    const resized = resizePane(collapsed, "setup", 30, withFiles);
    expect(resized.sizes.setup).toBe(30);
    expect(isPaneCollapsed(resized, "setup", withFiles)).toBe(false);
  });

  it("collapses a pane dragged below half its minimum, keeping its size", () => {
    const dragged = dragPane(layout(), "lanes", 4, withFiles);
    expect(isPaneCollapsed(dragged, "lanes", withFiles)).toBe(true);
    expect(dragged.sizes.lanes).toBe(defaultPaneLayout.sizes.lanes);
    expect(dragPane(layout(), "lanes", 15, withFiles).sizes.lanes).toBe(paneSizeBounds.lanes.min);
  });

  it("measures a pointer from the container's start or end", () => {
    expect(sizeFromPointer("start", 350, 100, 1000)).toBe(25);
    expect(sizeFromPointer("end", 700, 100, 1000)).toBe(40);
    expect(sizeFromPointer("end", 10, 0, 0)).toBe(0);
  });
});

describe("collapsing", () => {
  it("keeps Files collapsed while the workspace is empty, unless opened by hand", () => {
    expect(isPaneCollapsed(layout(), "files", empty)).toBe(true);
    expect(isPaneCollapsed(layout(), "files", withFiles)).toBe(false);
    const opened = togglePane(layout(), "files", empty);
    expect(isPaneCollapsed(opened, "files", empty)).toBe(false);
  });

  it("keeps Files collapsed when the first file appears if the person collapsed it", () => {
    const closed = togglePane(layout(), "files", withFiles);
    expect(isPaneCollapsed(closed, "files", withFiles)).toBe(true);
    expect(isPaneCollapsed(closed, "files", empty)).toBe(true);
  });

  it("collapses and restores a column, keeping its size", () => {
    const collapsed = togglePane(layout(), "setup", withFiles);
    expect(columnTracks(collapsed, withFiles).setup).toEqual({ kind: "collapsed" });
    const restored = togglePane(collapsed, "setup", withFiles);
    expect(columnTracks(restored, withFiles).setup).toEqual({ kind: "share", percent: 25 });
  });

  it("never collapses the last column shown", () => {
    const two = layout({ collapsed: { setup: true, conversation: true } });
    expect(togglePane(two, "lanes", withFiles)).toBe(two);
  });

  it("gives the remaining room to the conversation, or to the next column shown", () => {
    expect(fillColumn(layout(), withFiles)).toBe("conversation");
    const noConversation = layout({ collapsed: { conversation: true } });
    expect(fillColumn(noConversation, withFiles)).toBe("lanes");
    expect(columnTracks(noConversation, withFiles)).toEqual({
      setup: { kind: "share", percent: 25 },
      conversation: { kind: "collapsed" },
      lanes: { kind: "fill" },
    });
    expect(hasSeparator(noConversation, "lanes", withFiles)).toBe(false);
    expect(hasSeparator(noConversation, "setup", withFiles)).toBe(true);
  });
});

describe("separator keys", () => {
  it("grows a pane on the start side with the forward arrow", () => {
    expect(separatorCommand("ArrowRight", "vertical", "start")).toEqual({ kind: "move", delta: 2 });
    expect(separatorCommand("ArrowLeft", "vertical", "start")).toEqual({ kind: "move", delta: -2 });
  });

  it("grows a pane on the end side when the separator moves toward the start", () => {
    expect(separatorCommand("ArrowLeft", "vertical", "end")).toEqual({ kind: "move", delta: 2 });
    expect(separatorCommand("ArrowUp", "horizontal", "end", true)).toEqual({
      kind: "move",
      delta: 10,
    });
    expect(separatorCommand("ArrowDown", "horizontal", "end")).toEqual({ kind: "move", delta: -2 });
  });

  it("ignores arrows across the separator's axis and other keys", () => {
    expect(separatorCommand("ArrowUp", "vertical", "start")).toBeNull();
    expect(separatorCommand("a", "horizontal", "end")).toBeNull();
  });

  it("sends Home to the minimum, End to the maximum, Enter to collapse and restore", () => {
    const start = layout();
    expect(separatorCommand("Home", "vertical", "start")).toEqual({ kind: "minimum" });
    expect(separatorCommand("End", "vertical", "start")).toEqual({ kind: "maximum" });
    expect(separatorCommand("Enter", "horizontal", "end")).toEqual({ kind: "toggle" });
    const home = applySeparatorCommand(start, "setup", { kind: "minimum" }, withFiles);
    expect(home.sizes.setup).toBe(paneSizeBounds.setup.min);
    const end = applySeparatorCommand(start, "setup", { kind: "maximum" }, withFiles);
    expect(end.sizes.setup).toBe(paneBounds(start, "setup", withFiles).max);
    const collapsed = applySeparatorCommand(start, "files", { kind: "toggle" }, withFiles);
    expect(isPaneCollapsed(collapsed, "files", withFiles)).toBe(true);
    const restored = applySeparatorCommand(collapsed, "files", { kind: "toggle" }, withFiles);
    expect(isPaneCollapsed(restored, "files", withFiles)).toBe(false);
    expect(restored.sizes.files).toBe(start.sizes.files);
  });

  it("moves by a step, and restores a collapsed pane from its minimum", () => {
    const moved = applySeparatorCommand(layout(), "lanes", { kind: "move", delta: 2 }, withFiles);
    expect(moved.sizes.lanes).toBe(40);
    const collapsed = layout({ collapsed: { lanes: true } });
    const reopened = applySeparatorCommand(
      collapsed,
      "lanes",
      { kind: "move", delta: 2 },
      withFiles,
    );
    expect(reopened.sizes.lanes).toBe(paneSizeBounds.lanes.min + 2);
    expect(isPaneCollapsed(reopened, "lanes", withFiles)).toBe(false);
  });
});
