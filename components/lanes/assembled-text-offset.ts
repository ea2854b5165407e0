import type { MouseEvent } from "react";

/** The Parsed lane's assembled text: the `<pre>` inside its "Assembled text" region. */
const assembledTextSelector = 'section[aria-label="Assembled text"] pre';

interface CaretDocument {
  caretPositionFromPoint?: (x: number, y: number) => { offsetNode: Node; offset: number } | null;
  caretRangeFromPoint?: (x: number, y: number) => Range | null;
}

/** The DOM position of the caret at a point of the page, in either engine's API. */
function caretAt(document: Document, x: number, y: number): { node: Node; offset: number } | null {
  const caret = document as unknown as CaretDocument;
  const position = caret.caretPositionFromPoint?.(x, y);
  if (position) return { node: position.offsetNode, offset: position.offset };
  const range = caret.caretRangeFromPoint?.(x, y);
  return range ? { node: range.startContainer, offset: range.startOffset } : null;
}

/**
 * The offset in the assembled text of the character a click landed on, or undefined when the
 * click was elsewhere or ended a text selection (a drag to copy must not jump). The text is
 * rendered exactly as assembled, so its DOM text up to the caret is the offset.
 */
export function assembledTextOffset(event: MouseEvent<HTMLElement>): number | undefined {
  const target = event.target as Element | null;
  const container = target?.closest?.(assembledTextSelector);
  if (!container) return undefined;
  const document = container.ownerDocument;
  const selection = document.getSelection();
  if (selection && !selection.isCollapsed) return undefined;
  const caret = caretAt(document, event.clientX, event.clientY);
  if (!caret || !container.contains(caret.node)) return undefined;
  const range = document.createRange();
  range.setStart(container, 0);
  range.setEnd(caret.node, caret.offset);
  return range.toString().length;
}
