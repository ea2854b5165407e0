"use client";

import { ApiAlerts } from "@/components/playground/api-alerts";
import { AuthBanner } from "@/components/playground/auth-banner";
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from "@/components/ui/tabs";
import { useCompareSetup } from "@/hooks/compare/use-compare-setup";
import { useCompareUrl } from "@/hooks/compare/use-compare-url";
import { useApiAlerts } from "@/hooks/shared/use-api-alerts";
import type { CompareTab } from "@/lib/views/compare/url";
import { ComparisonWorkspace } from "./comparison-workspace";
import { ComparisonList } from "./list/comparison-list";
import { CompareSetup } from "./setup/compare-setup";
import { ToolChoicePanel } from "./tool-choice/tool-choice-panel";

/**
 * The Compare screen: the same task, prompt and tools on several models or dialects, side by side
 * (`?comparison=<id>`), or with none open a new comparison's setup (prefilled from `?session=` or
 * `?capture=`) beside the saved comparisons; the tool-choice matrix is its other tab.
 */
export function ComparePage() {
  const url = useCompareUrl();
  const alerts = useApiAlerts();
  const setup = useCompareSetup(url.source, alerts.report);
  const open = (comparisonId: string | null) => {
    alerts.clear();
    url.update({ comparisonId, source: null, tab: "columns" }, "push");
  };

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <header className="flex h-11 shrink-0 items-center gap-3 border-b border-line bg-surface px-4">
        <h1 className="text-sm font-semibold">Compare</h1>
        <span className="h-4 w-px bg-line" aria-hidden="true" />
        <span className="truncate text-xs text-muted">
          The same task on several models or dialects, stepped together
        </span>
      </header>
      {setup.authenticated === false ? <AuthBanner /> : null}
      <ApiAlerts alerts={alerts.alerts} onDismiss={alerts.dismiss} />
      <TabsRoot
        value={url.tab}
        onValueChange={(tab) => url.update({ tab: tab as CompareTab })}
        className="flex min-h-0 flex-1 flex-col"
      >
        <TabsList aria-label="Compare views" className="bg-surface">
          <TabsTrigger value="columns">Columns</TabsTrigger>
          <TabsTrigger value="tool-choice">Which tool?</TabsTrigger>
        </TabsList>
        <TabsContent value="columns" className="min-w-0 overflow-y-auto">
          {url.comparisonId ? (
            <ComparisonWorkspace
              key={url.comparisonId}
              id={url.comparisonId}
              models={setup.models}
              report={alerts.report}
              onNew={() => open(null)}
            />
          ) : (
            <div className="grid min-w-0 gap-4 p-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
              <CompareSetup state={setup} onStarted={open} />
              <ComparisonList report={alerts.report} onOpen={open} />
            </div>
          )}
        </TabsContent>
        <TabsContent value="tool-choice" className="min-w-0 overflow-y-auto">
          <ToolChoicePanel />
        </TabsContent>
      </TabsRoot>
    </div>
  );
}
