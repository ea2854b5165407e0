import { clsx } from "clsx";
import type { ComponentProps } from "react";

const variants = {
  primary:
    "bg-accent text-accent-ink hover:brightness-110 border-transparent shadow-sm aria-disabled:hover:brightness-100",
  secondary: "bg-surface text-ink border-line-strong hover:bg-raised",
  ghost: "bg-transparent text-muted border-transparent hover:bg-raised hover:text-ink",
  danger: "bg-surface text-danger border-line-strong hover:bg-danger-soft",
} as const;

const sizes = {
  sm: "h-6 px-2 text-xs gap-1",
  md: "h-7 px-3 text-[13px] gap-1.5",
} as const;

/** The one button's look, for a link that acts as a button (it goes somewhere). */
export function buttonClasses({
  variant = "secondary",
  size = "md",
  className,
}: {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  className?: string | undefined;
} = {}): string {
  return clsx(
    "inline-flex shrink-0 cursor-pointer items-center justify-center rounded-md border font-medium whitespace-nowrap transition-colors disabled:cursor-not-allowed disabled:opacity-45 disabled:hover:brightness-100 aria-disabled:cursor-not-allowed aria-disabled:opacity-45",
    variants[variant],
    sizes[size],
    className,
  );
}

/**
 * The one button: a variant for its weight, a size for its density. `aria-disabled` looks like
 * `disabled` but keeps the button focusable (for a button the focus waits on, such as Step); its
 * click handler then has to do nothing.
 */
export function Button({
  variant = "secondary",
  size = "md",
  className,
  type = "button",
  ...props
}: ComponentProps<"button"> & { variant?: keyof typeof variants; size?: keyof typeof sizes }) {
  return <button type={type} className={buttonClasses({ variant, size, className })} {...props} />;
}
