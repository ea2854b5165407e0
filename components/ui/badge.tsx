import { clsx } from "clsx";
import type { ComponentProps } from "react";

const tones = {
  neutral: "bg-raised text-muted border-line",
  accent: "bg-accent-soft text-accent border-transparent",
  success: "bg-success-soft text-success border-transparent",
  warning: "bg-warning-soft text-warning border-transparent",
  danger: "bg-danger-soft text-danger border-transparent",
} as const;

/** The tone of a badge, by meaning. */
export type BadgeTone = keyof typeof tones;

/** A small label for a status, a count or a code. */
export function Badge({
  tone = "neutral",
  mono = false,
  className,
  ...props
}: ComponentProps<"span"> & { tone?: BadgeTone; mono?: boolean }) {
  return (
    <span
      className={clsx(
        "inline-flex h-[18px] items-center gap-1 rounded border px-1.5 text-[11px] leading-none font-medium whitespace-nowrap",
        mono && "font-mono",
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
