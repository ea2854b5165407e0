import { describe, expect, it } from "vitest";
import {
  ariaKeyShortcuts,
  isTextEntry,
  type ShortcutKeyPress,
  type ShortcutPlace,
  shortcutCommand,
  shortcutLabel,
  shortcutList,
  withShortcut,
} from "./keyboard-shortcuts";

const outside: ShortcutPlace = { inTextField: false, inForm: false, inDialog: false };
const typing: ShortcutPlace = { inTextField: true, inForm: false, inDialog: false };
const typingInForm: ShortcutPlace = { inTextField: true, inForm: true, inDialog: false };

function press(key: string, modifiers: Partial<ShortcutKeyPress> = {}): ShortcutKeyPress {
  return { key, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...modifiers };
}

describe("shortcutCommand", () => {
  it("steps on Ctrl+Enter or ⌘+Enter, also while typing", () => {
    expect(shortcutCommand(press("Enter", { ctrlKey: true }), outside)).toBe("step");
    expect(shortcutCommand(press("Enter", { metaKey: true }), outside)).toBe("step");
    expect(shortcutCommand(press("Enter", { ctrlKey: true }), typing)).toBe("step");
  });

  it("sends the form being typed in on Ctrl+Enter instead of stepping", () => {
    expect(shortcutCommand(press("Enter", { ctrlKey: true }), typingInForm)).toBe("submit-form");
  });

  it("takes plain Enter, and Enter with Shift or Alt, for what the control does", () => {
    expect(shortcutCommand(press("Enter"), outside)).toBeNull();
    expect(shortcutCommand(press("Enter", { ctrlKey: true, shiftKey: true }), outside)).toBeNull();
    expect(shortcutCommand(press("Enter", { ctrlKey: true, altKey: true }), outside)).toBeNull();
  });

  it("decides with E, M and S, and moves between turns with J and K, outside text fields", () => {
    expect(shortcutCommand(press("e"), outside)).toBe("execute");
    expect(shortcutCommand(press("m"), outside)).toBe("mock");
    expect(shortcutCommand(press("s"), outside)).toBe("skip");
    expect(shortcutCommand(press("j"), outside)).toBe("next-turn");
    expect(shortcutCommand(press("k"), outside)).toBe("previous-turn");
  });

  it("reads the letters with Caps Lock on too", () => {
    expect(shortcutCommand(press("E"), outside)).toBe("execute");
  });

  it("never takes a letter typed into a text field for a command", () => {
    for (const key of ["e", "m", "s", "j", "k", "?"]) {
      expect(shortcutCommand(press(key), typing)).toBeNull();
    }
  });

  it("leaves letters with Ctrl, ⌘, Alt or Shift to the browser", () => {
    expect(shortcutCommand(press("e", { ctrlKey: true }), outside)).toBeNull();
    expect(shortcutCommand(press("s", { metaKey: true }), outside)).toBeNull();
    expect(shortcutCommand(press("m", { altKey: true }), outside)).toBeNull();
    expect(shortcutCommand(press("S", { shiftKey: true }), outside)).toBeNull();
  });

  it("opens the help on ?, however the keyboard makes it", () => {
    expect(shortcutCommand(press("?", { shiftKey: true }), outside)).toBe("help");
    expect(shortcutCommand(press("?"), outside)).toBe("help");
  });

  it("does nothing inside a dialog, on a repeating key or while composing", () => {
    const inDialog = { ...outside, inDialog: true };
    expect(shortcutCommand(press("e"), inDialog)).toBeNull();
    expect(shortcutCommand(press("Enter", { ctrlKey: true }), inDialog)).toBeNull();
    expect(shortcutCommand(press("e", { repeat: true }), outside)).toBeNull();
    expect(shortcutCommand(press("e", { isComposing: true }), outside)).toBeNull();
  });

  it("runs on R and stops on the full stop, outside text fields only", () => {
    expect(shortcutCommand(press("r"), outside)).toBe("run");
    expect(shortcutCommand(press("."), outside)).toBe("stop");
    expect(shortcutCommand(press("r"), { ...outside, inTextField: true })).toBeNull();
  });

  it("ignores keys that are no shortcut", () => {
    expect(shortcutCommand(press("x"), outside)).toBeNull();
    expect(shortcutCommand(press("ArrowDown"), outside)).toBeNull();
  });
});

describe("isTextEntry", () => {
  it("counts text inputs, text areas, selects and editable regions", () => {
    expect(isTextEntry({ tagName: "INPUT", type: "text" })).toBe(true);
    expect(isTextEntry({ tagName: "INPUT", type: "search" })).toBe(true);
    expect(isTextEntry({ tagName: "INPUT" })).toBe(true);
    expect(isTextEntry({ tagName: "TEXTAREA" })).toBe(true);
    expect(isTextEntry({ tagName: "SELECT" })).toBe(true);
    expect(isTextEntry({ tagName: "DIV", isContentEditable: true })).toBe(true);
    expect(isTextEntry({ tagName: "DIV", role: "textbox" })).toBe(true);
  });

  it("leaves buttons, checkboxes, tabs and lists to the shortcuts", () => {
    expect(isTextEntry({ tagName: "BUTTON" })).toBe(false);
    expect(isTextEntry({ tagName: "INPUT", type: "checkbox" })).toBe(false);
    expect(isTextEntry({ tagName: "DIV", role: "listbox" })).toBe(false);
    expect(isTextEntry({ tagName: "BODY" })).toBe(false);
  });
});

describe("labels", () => {
  it("writes Mod as Ctrl, or ⌘ on a Mac", () => {
    expect(shortcutLabel("step", false)).toBe("Ctrl+Enter");
    expect(shortcutLabel("step", true)).toBe("⌘+Enter");
    expect(shortcutLabel("execute", true)).toBe("E");
  });

  it("puts the shortcut after a button's name for its tooltip", () => {
    expect(withShortcut("Skip", "skip", false)).toBe("Skip (S)");
  });

  it("gives aria-keyshortcuts both modifiers of Mod", () => {
    expect(ariaKeyShortcuts("step")).toBe("Control+Enter Meta+Enter");
    expect(ariaKeyShortcuts("mock")).toBe("M");
    expect(ariaKeyShortcuts("help")).toBe("?");
  });

  it("lists every command once, with keys and a description", () => {
    const commands = shortcutList.map((shortcut) => shortcut.command);
    expect(new Set(commands).size).toBe(commands.length);
    for (const shortcut of shortcutList) {
      expect(shortcut.keys.length).toBeGreaterThan(0);
      expect(shortcut.description).not.toBe("");
    }
  });
});
