"use client";

import { clsx } from "clsx";
import { usePathname } from "next/navigation";
import type { ComponentType, SVGProps } from "react";
import {
  CaptureIcon,
  CompareIcon,
  InspectorIcon,
  LoupeMark,
  PlaygroundIcon,
  SettingsIcon,
  TrafficIcon,
} from "@/components/ui/icons";
import { ThemeToggle } from "./theme-toggle";

const screens: Array<{
  href: string;
  label: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
}> = [
  { href: "/", label: "Playground", icon: PlaygroundIcon },
  { href: "/compare", label: "Compare", icon: CompareIcon },
  { href: "/inspector", label: "Inspector", icon: InspectorIcon },
  { href: "/traffic", label: "Traffic", icon: TrafficIcon },
  { href: "/captures", label: "Captures", icon: CaptureIcon },
  { href: "/settings", label: "Settings", icon: SettingsIcon },
];

/** Whether the entry for `href` is the screen at `pathname`. */
function isCurrent(href: string, pathname: string): boolean {
  return href === "/" ? pathname === "/" : pathname === href || pathname.startsWith(`${href}/`);
}

/**
 * The app's navigation: one entry per screen that exists, the current one marked
 * (`aria-current`). A column on the left; a compact bar across the top below 768 px.
 */
export function LeftRail() {
  const pathname = usePathname() ?? "/";
  return (
    <nav
      aria-label="Main"
      className="flex min-h-0 flex-col items-center gap-1 border-r border-line bg-surface py-2 max-md:flex-row max-md:gap-2 max-md:border-r-0 max-md:border-b max-md:px-2 max-md:py-1"
    >
      <a
        href="/"
        className="mb-2 flex size-9 items-center justify-center rounded-lg bg-accent text-accent-ink max-md:mb-0 max-md:size-7"
        title="Loupe"
      >
        <LoupeMark width={20} height={20} />
        <span className="sr-only">Loupe</span>
      </a>
      {screens.map(({ href, label, icon: Icon }) => {
        const current = isCurrent(href, pathname);
        return (
          <a
            key={href}
            href={href}
            aria-current={current ? "page" : undefined}
            className={clsx(
              "flex w-[56px] flex-col items-center gap-0.5 rounded-md px-1 py-1.5 text-[10px] font-medium max-md:w-auto max-md:flex-row max-md:gap-1.5 max-md:px-2 max-md:py-1 max-md:text-xs",
              current ? "bg-accent-soft text-accent" : "text-muted hover:bg-raised hover:text-ink",
            )}
          >
            <Icon width={18} height={18} />
            <span className="max-md:sr-only">{label}</span>
          </a>
        );
      })}
      <div className="mt-auto max-md:mt-0 max-md:ml-auto">
        <ThemeToggle />
      </div>
    </nav>
  );
}
