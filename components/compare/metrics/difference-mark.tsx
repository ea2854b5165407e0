import { Badge, type BadgeTone } from "@/components/ui/badge";
import { DIFFERENCE_MARK_WORDS, type DifferenceMark } from "@/lib/views/compare/difference-marks";

const TONES: Record<DifferenceMark, BadgeTone> = {
  best: "success",
  worst: "danger",
  differs: "warning",
};

/** How a value stands against the other columns: a word on a tinted badge, never colour alone. */
export function DifferenceBadge({ mark }: { mark: DifferenceMark }) {
  return <Badge tone={TONES[mark]}>{DIFFERENCE_MARK_WORDS[mark]}</Badge>;
}

/** The tint of a cell holding a marked value, behind its badge. */
export const MARKED_CELL: Record<DifferenceMark, string> = {
  best: "bg-success-soft/40",
  worst: "bg-danger-soft/60",
  differs: "bg-warning-soft/50",
};
