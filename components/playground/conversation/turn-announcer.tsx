/**
 * The polite live region that tells screen readers how the latest turn came out ("Turn 2 waits
 * for a decision:" and the action as its dialect says it); visually hidden, the page shows the same.
 */
export function TurnAnnouncer({ text }: { text: string | null }) {
  return (
    <p role="status" aria-live="polite" aria-atomic="true" className="sr-only">
      {text ?? ""}
    </p>
  );
}
