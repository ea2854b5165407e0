import { LoupeMark, PlaygroundIcon } from "@/components/ui/icons";
import { ThemeToggle } from "./theme-toggle";

/**
 * The app's navigation: one entry per screen that exists (only the Playground so far). A column
 * on the left; a compact bar across the top below 768 px.
 */
export function LeftRail() {
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
      <a
        href="/"
        aria-current="page"
        className="flex w-[56px] flex-col items-center gap-0.5 rounded-md bg-accent-soft px-1 py-1.5 text-[10px] font-medium text-accent max-md:w-auto max-md:flex-row max-md:gap-1.5 max-md:px-2 max-md:py-1 max-md:text-xs"
      >
        <PlaygroundIcon width={18} height={18} />
        Playground
      </a>
      <div className="mt-auto max-md:mt-0 max-md:ml-auto">
        <ThemeToggle />
      </div>
    </nav>
  );
}
