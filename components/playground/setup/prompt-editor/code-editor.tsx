"use client";

import { defaultKeymap, history, historyKeymap } from "@codemirror/commands";
import { markdown } from "@codemirror/lang-markdown";
import { HighlightStyle, syntaxHighlighting } from "@codemirror/language";
import { EditorState } from "@codemirror/state";
import {
  Decoration,
  type DecorationSet,
  drawSelection,
  EditorView,
  highlightSpecialChars,
  keymap,
  MatchDecorator,
  ViewPlugin,
  type ViewUpdate,
} from "@codemirror/view";
import { tags } from "@lezer/highlight";
import { useEffect, useRef } from "react";
import { PLACEHOLDER_NAMES } from "@/lib/prompts/placeholders";

/** The editor's look, from the page's theme tokens, so light and dark follow the page. */
const theme = EditorView.theme({
  "&": {
    backgroundColor: "var(--color-surface)",
    color: "var(--color-ink)",
    border: "1px solid var(--color-line-strong)",
    borderRadius: "6px",
    fontSize: "12px",
    height: "100%",
  },
  "&.cm-focused": { outline: "2px solid var(--color-accent)", outlineOffset: "0" },
  ".cm-scroller": { fontFamily: "var(--font-mono, ui-monospace, monospace)", lineHeight: "1.5" },
  ".cm-content": { caretColor: "var(--color-ink)", padding: "6px 0" },
  ".cm-cursor": { borderLeftColor: "var(--color-ink)" },
  "&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection": {
    backgroundColor: "var(--color-accent-soft)",
  },
  ".cm-activeLine": { backgroundColor: "transparent" },
  ".cm-xml-tag": { color: "var(--color-accent)" },
  ".cm-placeholder-known": {
    backgroundColor: "var(--color-success-soft)",
    color: "var(--color-success)",
    borderRadius: "3px",
  },
  ".cm-placeholder-unknown": {
    backgroundColor: "var(--color-warning-soft)",
    color: "var(--color-warning)",
    borderRadius: "3px",
    textDecoration: "underline wavy",
  },
});

/** Markdown's highlighting in the page's colours (each token holds its light and dark value). */
const highlight = HighlightStyle.define([
  { tag: tags.heading, color: "var(--color-accent)", fontWeight: "600" },
  { tag: tags.strong, fontWeight: "600" },
  { tag: tags.emphasis, fontStyle: "italic" },
  { tag: [tags.monospace, tags.string], color: "var(--color-comment)" },
  { tag: [tags.list, tags.quote, tags.processingInstruction], color: "var(--color-muted)" },
  { tag: [tags.angleBracket, tags.tagName], color: "var(--color-accent)" },
]);

const known = new Set<string>(PLACEHOLDER_NAMES);

/** `{{name}}`: green when Loupe fills it, flagged (wavy, titled) when it is left as written. */
const placeholders = new MatchDecorator({
  regexp: /\{\{\s*([A-Za-z_][\w.-]*)\s*\}\}/g,
  decoration: (match) =>
    known.has(match[1] ?? "")
      ? Decoration.mark({ class: "cm-placeholder-known" })
      : Decoration.mark({
          class: "cm-placeholder-unknown",
          attributes: { title: `Unknown placeholder: sent as written` },
        }),
});

/** XML-ish tags (`<env>`, `</example>`), which Markdown reads as plain text. */
const xmlTags = new MatchDecorator({
  regexp: /<\/?[A-Za-z_][\w.:-]*(?:\s[^<>\n]*)?\/?>/g,
  decoration: () => Decoration.mark({ class: "cm-xml-tag" }),
});

function decorating(decorator: MatchDecorator) {
  return ViewPlugin.fromClass(
    class {
      decorations: DecorationSet;
      constructor(view: EditorView) {
        this.decorations = decorator.createDeco(view);
      }
      update(update: ViewUpdate) {
        this.decorations = decorator.updateDeco(update, this.decorations);
      }
    },
    { decorations: (plugin) => plugin.decorations },
  );
}

/**
 * CodeMirror's minimal setup (history, selection drawing, special characters, the default keys)
 * without its Ctrl/⌘+Enter, which the page keeps for Step, as in every other text field.
 */
const basics = [
  highlightSpecialChars(),
  history(),
  drawSelection(),
  keymap.of([...defaultKeymap.filter((binding) => binding.key !== "Mod-Enter"), ...historyKeymap]),
];

/** What moves the editor's cursor to an offset and shows it (the outline's rows). */
export interface EditorHandle {
  reveal(offset: number): void;
}

/**
 * A CodeMirror 6 editor for a system prompt: Markdown highlighting with XML tags and the
 * placeholders marked, the page's theme, line wrapping, labelled by `labelledBy` (a contenteditable
 * is no labelable element), at a height the person can drag (so the prompt does not push the
 * setup's other fields away). `value` is controlled: an outside change replaces the text.
 */
export function CodeEditor({
  value,
  onChange,
  labelledBy,
  describedBy,
  placeholderText,
  handle,
}: {
  value: string;
  onChange: (text: string) => void;
  labelledBy: string;
  describedBy?: string;
  placeholderText?: string;
  handle?: { current: EditorHandle | null };
}) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;
  const latest = useRef(value);
  latest.current = value;
  /** True while `value` from outside is written in, which is no edit of the person's. */
  const applying = useRef(false);

  useEffect(() => {
    if (!host.current) return;
    // An explicit tab stop, so the scrolling editor counts as keyboard-reachable content.
    const attributes: Record<string, string> = { "aria-labelledby": labelledBy, tabindex: "0" };
    if (describedBy) attributes["aria-describedby"] = describedBy;
    if (placeholderText) attributes["aria-placeholder"] = placeholderText;
    const editor = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: latest.current,
        extensions: [
          basics,
          markdown(),
          syntaxHighlighting(highlight),
          decorating(xmlTags),
          decorating(placeholders),
          EditorView.lineWrapping,
          EditorView.contentAttributes.of(attributes),
          theme,
          EditorView.updateListener.of((update) => {
            if (update.docChanged && !applying.current) {
              changed.current(update.state.doc.toString());
            }
          }),
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
  }, [labelledBy, describedBy, placeholderText]);

  useEffect(() => {
    const editor = view.current;
    if (!editor) return;
    const current = editor.state.doc.toString();
    if (current === value) return;
    applying.current = true;
    try {
      editor.dispatch({ changes: { from: 0, to: current.length, insert: value } });
    } finally {
      applying.current = false;
    }
  }, [value]);

  useEffect(() => {
    if (!handle) return;
    handle.current = {
      reveal(offset) {
        const editor = view.current;
        if (!editor) return;
        const at = Math.min(offset, editor.state.doc.length);
        editor.dispatch({
          selection: { anchor: at },
          effects: EditorView.scrollIntoView(at, { y: "start" }),
        });
        editor.focus();
      },
    };
  }, [handle]);

  return (
    <div ref={host} className="h-80 min-h-[160px] resize-y overflow-hidden [&_.cm-editor]:h-full" />
  );
}
