/** The tabs of a connected server's view, in the order the page shows them. */
export const inspectorTabs = [
  "overview",
  "tools",
  "resources",
  "prompts",
  "pending",
  "roots",
  "logging",
  "tasks",
  "traffic",
  "console",
] as const;

/** One tab of a server's view, as named in the URL (`?tab=`). */
export type InspectorTab = (typeof inspectorTabs)[number];

/** The inspector state kept in the URL so a view can be reloaded and linked. */
export interface InspectorUrlState {
  serverId: string | null;
  tab: InspectorTab;
}

const serverIdPattern = /^[A-Za-z0-9_-]{1,128}$/;

/** The tab's name as the page shows it ("Overview", "Tools", …). */
export function inspectorTabLabel(tab: InspectorTab): string {
  return tab.charAt(0).toUpperCase() + tab.slice(1);
}

/** Reads `?server=<id>&tab=<tab>`, ignoring values that do not parse (the tab falls back to overview). */
export function parseInspectorUrl(params: Pick<URLSearchParams, "get">): InspectorUrlState {
  const server = params.get("server");
  const tab = params.get("tab");
  return {
    serverId: server !== null && serverIdPattern.test(server) ? server : null,
    tab: inspectorTabs.find((name) => name === tab) ?? "overview",
  };
}

/** The query string for `current` with `changes` applied; the default tab is left out. */
export function inspectorSearch(
  current: URLSearchParams,
  changes: Partial<InspectorUrlState>,
): string {
  const next = new URLSearchParams(current);
  if ("serverId" in changes) {
    if (changes.serverId) next.set("server", changes.serverId);
    else next.delete("server");
  }
  if ("tab" in changes) {
    if (!changes.tab || changes.tab === "overview") next.delete("tab");
    else next.set("tab", changes.tab);
  }
  const text = next.toString();
  return text ? `?${text}` : "";
}
