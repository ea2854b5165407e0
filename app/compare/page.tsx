import type { Metadata } from "next";
import { ToolChoicePanel } from "@/components/compare/tool-choice/tool-choice-panel";
import { AppShell } from "@/components/shell/app-shell";

/** The tab's title. */
export const metadata: Metadata = { title: "Compare · Loupe" };

/** Compare: the same queries on several models; here, which tool each model picks first. */
export default function CompareRoute() {
  return (
    <AppShell>
      <ToolChoicePanel />
    </AppShell>
  );
}
