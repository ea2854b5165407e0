import { LoupeMark, PlaygroundIcon } from "@/components/ui/icons";
import { ThemeToggle } from "./theme-toggle";

/** The app's navigation: one entry per screen that exists (only the Playground so far). */
export function LeftRail() {
  return (
    <nav
      aria-label="Main"
      className="flex min-h-0 flex-col items-center gap-1 border-r border-line bg-surface py-2"
    >
      <a
        href="/"
        className="mb-2 flex size-9 items-center justify-center rounded-lg bg-accent text-accent-ink"
        title="Loupe"
      >
        <LoupeMark width={20} height={20} />
        <span className="sr-only">Loupe</span>
      </a>
      <a
        href="/"
        aria-current="page"
        className="flex w-[56px] flex-col items-center gap-0.5 rounded-md bg-accent-soft px-1 py-1.5 text-[10px] font-medium text-accent"
      >
        <PlaygroundIcon width={18} height={18} />
        Playground
      </a>
      <div className="mt-auto">
        <ThemeToggle />
      </div>
    </nav>
  );
}
