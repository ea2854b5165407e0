import type { Metadata, Viewport } from "next";
import Script from "next/script";
import type { ReactNode } from "react";
import { themeBootScript } from "@/lib/views/shared/theme";
import "./globals.css";

/** The document's title and description. */
export const metadata: Metadata = {
  title: "Loupe",
  description:
    "A protocol inspector and playground for MCP agents: every SSE chunk, XML action and JSON-RPC message, one ReAct turn at a time.",
};

/** Both colour schemes are supported; the browser picks its defaults accordingly. */
export const viewport: Viewport = {
  colorScheme: "light dark",
};

/** The root layout: the document, the theme applied before first paint, the global styles. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <body>
        <Script id="loupe-theme" strategy="beforeInteractive">
          {themeBootScript}
        </Script>
        {children}
      </body>
    </html>
  );
}
