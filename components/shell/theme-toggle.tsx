"use client";

import { clsx } from "clsx";
import { ToggleGroup } from "radix-ui";
import { MonitorIcon, MoonIcon, SunIcon } from "@/components/ui/icons";
import { useTheme } from "@/hooks/shared/use-theme";
import { parseThemeChoice } from "@/lib/views/shared/theme";

const choices = [
  { value: "system", label: "System theme", Icon: MonitorIcon },
  { value: "light", label: "Light theme", Icon: SunIcon },
  { value: "dark", label: "Dark theme", Icon: MoonIcon },
] as const;

/** Picks the theme: follow the system, light or dark. */
export function ThemeToggle() {
  const { choice, setChoice } = useTheme();
  return (
    <ToggleGroup.Root
      type="single"
      aria-label="Theme"
      value={choice}
      onValueChange={(value) => {
        if (value) setChoice(parseThemeChoice(value));
      }}
      className="flex flex-col gap-0.5 rounded-md border border-line p-0.5 max-md:flex-row"
    >
      {choices.map(({ value, label, Icon }) => (
        <ToggleGroup.Item
          key={value}
          value={value}
          aria-label={label}
          title={label}
          className={clsx(
            "flex size-7 cursor-pointer items-center justify-center rounded text-muted hover:text-ink",
            "data-[state=on]:bg-accent-soft data-[state=on]:text-accent",
          )}
        >
          <Icon width={14} height={14} />
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}
