import { clsx } from "clsx";
import { type ComponentProps, type ReactNode, useId } from "react";

const controlClass =
  "rounded-md border border-line-strong bg-surface px-2 text-[13px] text-ink placeholder:text-faint focus:border-accent focus-visible:outline-offset-0 disabled:opacity-60 read-only:bg-sunken";

/** The class of a one-line text input a component draws itself (forms, toolbars), as Field's. */
export const inputClassName = clsx("h-7 w-full", controlClass);

/** A labelled field: the label names the control, the hint sits beside it. */
export function Field({
  label,
  hint,
  children,
  className,
}: {
  label: ReactNode;
  hint?: ReactNode;
  children: (id: string) => ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={clsx("flex min-w-0 flex-col gap-1", className)}>
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-xs font-medium text-ink">
          {label}
        </label>
        {hint ? <span className="truncate text-[11px] text-muted">{hint}</span> : null}
      </div>
      {children(id)}
    </div>
  );
}

/** A multi-line text control in the shared style (monospace when it holds protocol text). */
export function TextArea({
  className,
  mono = false,
  ...props
}: ComponentProps<"textarea"> & { mono?: boolean }) {
  return (
    <textarea
      className={clsx(
        controlClass,
        "resize-y py-1.5 leading-snug",
        mono && "font-mono text-xs",
        className,
      )}
      {...props}
    />
  );
}

/**
 * A native select in the shared style (native keeps keyboard and screen reader behaviour):
 * full width in a form, `compact` in a toolbar.
 */
export function Select({
  className,
  compact = false,
  ...props
}: ComponentProps<"select"> & { compact?: boolean }) {
  return (
    <select
      className={clsx(controlClass, compact ? "h-6 py-0 text-xs" : "h-7 w-full", className)}
      {...props}
    />
  );
}
