"use client";

import { clsx } from "clsx";
import { Tabs } from "radix-ui";
import type { ComponentProps } from "react";

/** Tabs root (Radix): arrow keys move between tabs, each panel is labelled by its tab. */
export const TabsRoot = Tabs.Root;

/** The row of tabs. */
export function TabsList({ className, ...props }: ComponentProps<typeof Tabs.List>) {
  return (
    <Tabs.List
      className={clsx("flex h-9 shrink-0 items-stretch gap-1 border-b border-line px-2", className)}
      {...props}
    />
  );
}

/** One tab; its focus ring is drawn inside it, where a scrolled tab row cannot clip it. */
export function TabsTrigger({ className, ...props }: ComponentProps<typeof Tabs.Trigger>) {
  return (
    <Tabs.Trigger
      className={clsx(
        "-mb-px inline-flex cursor-pointer items-center gap-1.5 border-b-2 border-transparent px-2 text-xs font-medium text-muted hover:text-ink focus-visible:-outline-offset-2 data-[state=active]:border-accent data-[state=active]:text-ink",
        className,
      )}
      {...props}
    />
  );
}

/** The panel of one tab; focusable (Radix), with its focus ring drawn inside its edge. */
export function TabsContent({ className, ...props }: ComponentProps<typeof Tabs.Content>) {
  return (
    <Tabs.Content
      className={clsx("min-h-0 flex-1 focus-visible:-outline-offset-2", className)}
      {...props}
    />
  );
}
