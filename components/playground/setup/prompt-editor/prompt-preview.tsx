import { ScrollRegion } from "@/components/ui/scroll-region";

/**
 * The prompt as the model receives it, placeholders filled from what is connected: the text the
 * next request's system message carries.
 */
export function PromptPreview({
  rendered,
  placeholders,
}: {
  rendered: string;
  placeholders: number;
}) {
  return (
    <details className="text-[11px]">
      <summary className="cursor-pointer text-muted">
        Preview: what the model receives
        {placeholders > 0
          ? ` (${placeholders} ${placeholders === 1 ? "placeholder" : "placeholders"} filled)`
          : ""}
      </summary>
      <ScrollRegion
        label="Rendered prompt"
        className="mt-1 max-h-64 rounded-md border border-line bg-sunken p-2"
      >
        <pre className="whitespace-pre-wrap font-mono text-[11px] text-ink">{rendered}</pre>
      </ScrollRegion>
    </details>
  );
}
