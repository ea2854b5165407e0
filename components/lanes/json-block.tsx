import { CopyButton } from "@/components/ui/copy-button";

/** A labelled block of pretty-printed JSON (or text), with a copy button. */
export function JsonBlock({ label, value }: { label: string; value: unknown }) {
  const text = typeof value === "string" ? value : JSON.stringify(value, null, 2);
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <div className="flex items-center justify-between">
        <h4 className="text-[11px] font-semibold tracking-wide text-muted uppercase">{label}</h4>
        <CopyButton text={text} label={`Copy ${label.toLowerCase()}`} />
      </div>
      <pre className="max-h-80 overflow-auto rounded-md border border-line bg-sunken px-2.5 py-2 font-mono text-[11.5px] leading-relaxed">
        {text}
      </pre>
    </div>
  );
}
