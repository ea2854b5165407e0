import { clsx } from "clsx";
import type { ReactNode } from "react";

/**
 * A titled region of the screen (a column or the files strip). Its heading names the region for
 * assistive technology; its body scrolls on its own.
 */
export function Panel({
  title,
  actions,
  children,
  className,
  bodyClassName,
  headingLevel = 2,
  footer,
}: {
  title: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  bodyClassName?: string;
  headingLevel?: 2 | 3;
  /** Stays in view under the scrolling body (the commands a person reaches for most). */
  footer?: ReactNode;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section
      aria-label={typeof title === "string" ? title : undefined}
      className={clsx("flex min-h-0 min-w-0 flex-col bg-surface", className)}
    >
      <header className="flex h-9 shrink-0 items-center gap-2 border-b border-line px-3">
        <Heading className="text-[11px] font-semibold tracking-wider text-muted uppercase">
          {title}
        </Heading>
        <div className="ml-auto flex min-w-0 items-center gap-1.5">{actions}</div>
      </header>
      <div className={clsx("min-h-0 flex-1 overflow-auto", bodyClassName)}>{children}</div>
      {footer ? <div className="shrink-0 border-t border-line p-3">{footer}</div> : null}
    </section>
  );
}
