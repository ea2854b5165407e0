/** The class of a one-line text input in the inspector's forms, matching `components/ui/field.tsx`. */
export const inputClassName =
  "h-7 w-full rounded-md border border-line-strong bg-surface px-2 text-[13px] text-ink placeholder:text-faint focus:border-accent focus-visible:outline-offset-0";
