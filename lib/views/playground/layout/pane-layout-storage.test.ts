import { describe, expect, it } from "vitest";
import { defaultPaneLayout, type PaneLayout, paneSizeBounds } from "./pane-layout";
import {
  paneLayoutStorageKey,
  parsePaneLayout,
  readPaneLayout,
  writePaneLayout,
} from "./pane-layout-storage";

/** A storage that keeps items in a map, like localStorage. */
function fakeStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      items.set(key, value);
    },
  };
}

describe("pane layout storage", () => {
  it("remembers a layout and reads it back", () => {
    const storage = fakeStorage();
    const layout: PaneLayout = {
      sizes: { setup: 30, lanes: 35.5, files: 40 },
      collapsed: { files: true, setup: false },
    };
    writePaneLayout(storage, layout);
    expect(storage.items.has(paneLayoutStorageKey)).toBe(true);
    expect(readPaneLayout(storage)).toEqual(layout);
  });

  it("falls back to the default without storage, with nothing stored or with garbage", () => {
    expect(readPaneLayout(null)).toEqual(defaultPaneLayout);
    expect(readPaneLayout(fakeStorage())).toEqual(defaultPaneLayout);
    expect(parsePaneLayout("{not json")).toEqual(defaultPaneLayout);
    expect(parsePaneLayout("42")).toEqual(defaultPaneLayout);
  });

  it("clamps stored sizes and drops values of the wrong type", () => {
    const layout = parsePaneLayout(
      JSON.stringify({
        sizes: { setup: 2, lanes: "wide", files: 500 },
        collapsed: { lanes: "yes", files: false },
      }),
    );
    expect(layout.sizes).toEqual({
      setup: paneSizeBounds.setup.min,
      lanes: defaultPaneLayout.sizes.lanes,
      files: paneSizeBounds.files.max,
    });
    expect(layout.collapsed).toEqual({ files: false });
  });

  it("leaves the conversation room when stored columns are too wide together", () => {
    const layout = parsePaneLayout(JSON.stringify({ sizes: { setup: 45, lanes: 65 } }));
    expect(layout.sizes.setup + layout.sizes.lanes).toBeLessThanOrEqual(80);
  });

  it("shows the conversation when every column was stored collapsed", () => {
    const layout = parsePaneLayout(
      JSON.stringify({ collapsed: { setup: true, conversation: true, lanes: true } }),
    );
    expect(layout.collapsed.conversation).toBe(false);
  });

  it("survives a storage that throws", () => {
    const broken = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("quota");
      },
    };
    expect(readPaneLayout(broken)).toEqual(defaultPaneLayout);
    expect(() => writePaneLayout(broken, defaultPaneLayout)).not.toThrow();
  });
});
