import { ChevronIcon } from "@/components/ui/icons";
import { countOf } from "@/lib/views/shared/format";
import type { TrafficGroup } from "@/lib/views/traffic/groups";
import { trafficColumns } from "./traffic-table-row";

/** The line above one agent conversation's requests: who, what, how many; it folds them away. */
export function ConversationHeader({
  group,
  collapsed,
  onToggle,
}: {
  group: TrafficGroup;
  collapsed: boolean;
  onToggle: (id: string) => void;
}) {
  return (
    <tr className="border-b border-line bg-sunken text-xs">
      <th
        scope="rowgroup"
        colSpan={trafficColumns.length}
        className="px-1 py-0.5 text-left font-normal"
      >
        <button
          type="button"
          aria-expanded={!collapsed}
          onClick={() => onToggle(group.id)}
          className="inline-flex cursor-pointer items-center gap-1.5 rounded px-1 py-0.5 hover:bg-raised"
        >
          <ChevronIcon
            width={12}
            height={12}
            className={collapsed ? "transition-transform" : "rotate-90 transition-transform"}
          />
          <span className="font-semibold">{group.agent}</span>
          <span className="font-mono text-muted">{group.title}</span>
          <span className="text-muted">· {countOf(group.rows.length, "request")}</span>
        </button>
      </th>
    </tr>
  );
}
