import type { Metadata } from "next";
import { SettingsPage } from "@/components/settings/settings-page";
import { AppShell } from "@/components/shell/app-shell";

/** The tab's title. */
export const metadata: Metadata = { title: "Settings · Loupe" };

/** Settings: the model providers, their keys, models and per-model defaults, inside the app shell. */
export default function SettingsRoute() {
  return (
    <AppShell>
      <SettingsPage />
    </AppShell>
  );
}
