import { clsx } from "clsx";
import type { ReactNode } from "react";

/**
 * A named region that scrolls and takes focus, so a keyboard can scroll it: for scrolled content
 * with nothing focusable inside (a file's text). Its focus ring is drawn inside its edge.
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: scrolled content with nothing focusable inside can only be scrolled by keyboard when the region takes focus.
      tabIndex={0}
      className={clsx("overflow-auto focus-visible:-outline-offset-2", className)}
    >
      {children}
    </section>
  );
}
