/** What a keyboard shortcut of the playground does. */
export type ShortcutCommand =
  | "step"
  | "run"
  | "stop"
  | "submit-form"
  | "execute"
  | "mock"
  | "skip"
  | "next-turn"
  | "previous-turn"
  | "help";

/** The parts of a `KeyboardEvent` a shortcut depends on. */
export interface ShortcutKeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  /** Held down and repeating: ignored, so a held key does not decide twice. */
  repeat?: boolean;
  /** Part of an input method's composition (e.g. typing Japanese): never a shortcut. */
  isComposing?: boolean;
}

/** Where the focus is when the key is pressed. */
export interface ShortcutPlace {
  /** In a control that takes typed characters (text field, select, editable region). */
  inTextField: boolean;
  /** Inside a `<form>` (Mock, Edit, rename). */
  inForm: boolean;
  /** Inside a dialog: the dialog's own keys apply, not the page's. */
  inDialog: boolean;
}

/** One line of the shortcut list, as the help dialog shows it. */
export interface ShortcutHelp {
  command: ShortcutCommand;
  /** The keys, each a key name (`Mod` is Ctrl, or ⌘ on a Mac). */
  keys: readonly string[];
  description: string;
  /** When the shortcut works. */
  when: string;
}

/**
 * The playground's shortcuts. Only Mod+Enter works while typing (it sends the form being typed
 * in, or steps); the single keys work only when the focus is not in a text field, so typing is
 * never taken for a command.
 */
export const shortcutList: readonly ShortcutHelp[] = [
  {
    command: "step",
    keys: ["Mod", "Enter"],
    description: "Step: send the history to the model and stream one answer",
    when: "anywhere, also while typing in the task or the observation",
  },
  {
    command: "run",
    keys: ["R"],
    description: "Run: step and execute auto-approved actions until the run pauses or ends",
    when: "Step could run, outside text fields",
  },
  {
    command: "stop",
    keys: ["."],
    description: "Stop: abort the turn streaming now and end the run",
    when: "a run or a turn is going, outside text fields",
  },
  {
    command: "submit-form",
    keys: ["Mod", "Enter"],
    description: "Send the form you are typing in (Send mock, Execute edited, Save)",
    when: "in the Mock, Edit or rename form",
  },
  {
    command: "execute",
    keys: ["E"],
    description: "Execute the pending action",
    when: "an action waits for a decision",
  },
  {
    command: "mock",
    keys: ["M"],
    description: "Mock: type the observation instead of running the action",
    when: "an action waits for a decision",
  },
  {
    command: "skip",
    keys: ["S"],
    description: "Skip: tell the model the call was denied",
    when: "an action waits for a decision",
  },
  {
    command: "next-turn",
    keys: ["J"],
    description: "Show the next turn in the lanes and the conversation",
    when: "outside text fields",
  },
  {
    command: "previous-turn",
    keys: ["K"],
    description: "Show the previous turn in the lanes and the conversation",
    when: "outside text fields",
  },
  {
    command: "help",
    keys: ["?"],
    description: "Show this list of shortcuts",
    when: "outside text fields",
  },
];

const singleKeys: Record<string, ShortcutCommand> = {
  r: "run",
  ".": "stop",
  e: "execute",
  m: "mock",
  s: "skip",
  j: "next-turn",
  k: "previous-turn",
};

/** The command a key press stands for where the focus is, or null when it is no shortcut. */
export function shortcutCommand(
  press: ShortcutKeyPress,
  place: ShortcutPlace,
): ShortcutCommand | null {
  if (press.repeat || press.isComposing || place.inDialog) return null;
  const mod = press.ctrlKey || press.metaKey;
  if (press.key === "Enter" && mod && !press.altKey && !press.shiftKey) {
    return place.inForm ? "submit-form" : "step";
  }
  if (place.inTextField || mod || press.altKey) return null;
  if (press.key === "?") return "help";
  if (press.shiftKey) return null;
  return singleKeys[press.key.toLowerCase()] ?? null;
}

/** The input types that take no typed text: single-key shortcuts still work on them. */
const untypedInputs = new Set([
  "button",
  "checkbox",
  "color",
  "file",
  "hidden",
  "image",
  "radio",
  "range",
  "reset",
  "submit",
]);

const typedRoles = new Set(["textbox", "searchbox", "combobox", "spinbutton"]);

/**
 * Whether an element takes typed characters: text inputs, text areas, selects (which jump to
 * the option typed), editable regions and their ARIA equivalents.
 */
export function isTextEntry(element: {
  tagName: string;
  type?: string;
  isContentEditable?: boolean;
  role?: string | null;
}): boolean {
  if (element.isContentEditable) return true;
  if (element.role && typedRoles.has(element.role)) return true;
  const tag = element.tagName.toLowerCase();
  if (tag === "textarea" || tag === "select") return true;
  if (tag === "input") return !untypedInputs.has((element.type ?? "text").toLowerCase());
  return false;
}

/** How a key is written for people: `Mod` becomes ⌘ on a Mac, Ctrl elsewhere. */
export function keyLabel(key: string, mac: boolean): string {
  if (key === "Mod") return mac ? "⌘" : "Ctrl";
  return key;
}

/** A shortcut's keys in one line, for a tooltip: `Ctrl+Enter`, `⌘+Enter`, `E`. */
export function shortcutLabel(command: ShortcutCommand, mac: boolean): string {
  const entry = shortcutList.find((shortcut) => shortcut.command === command);
  if (!entry) return "";
  return entry.keys.map((key) => keyLabel(key, mac)).join("+");
}

/** A button's name with its shortcut, for its tooltip: `Execute (E)`. */
export function withShortcut(name: string, command: ShortcutCommand, mac: boolean): string {
  return `${name} (${shortcutLabel(command, mac)})`;
}

/** A shortcut in the `aria-keyshortcuts` syntax: `Control+Enter Meta+Enter`, `E`. */
export function ariaKeyShortcuts(command: ShortcutCommand): string {
  const entry = shortcutList.find((shortcut) => shortcut.command === command);
  if (!entry) return "";
  if (!entry.keys.includes("Mod")) return entry.keys.join("+");
  return ["Control", "Meta"]
    .map((modifier) => entry.keys.map((key) => (key === "Mod" ? modifier : key)).join("+"))
    .join(" ");
}
