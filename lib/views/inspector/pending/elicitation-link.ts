/**
 * What the page may do with the URL of a URL-mode `elicitation/create`: an http or https link
 * shown with its host (so the person sees where it leads before choosing to open it), or a
 * refusal saying why it will not be opened.
 */
export type ElicitationLink =
  | { openable: true; href: string; host: string }
  | { openable: false; reason: string };

const OPENABLE = new Set(["http:", "https:"]);

/**
 * Reads a URL-mode elicitation's URL: http and https only; `javascript:`, `data:`, `file:` and
 * every other scheme, and text that is not a URL, are refused with the reason.
 */
export function elicitationLink(url: string): ElicitationLink {
  if (url.trim() === "") return { openable: false, reason: "The server sent no URL to open." };
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { openable: false, reason: "This is not a URL, so Loupe does not open it." };
  }
  if (!OPENABLE.has(parsed.protocol)) {
    return {
      openable: false,
      reason: `Loupe refuses to open ${parsed.protocol} links: it opens only http and https.`,
    };
  }
  if (parsed.host === "") return { openable: false, reason: "The URL names no host." };
  return { openable: true, href: parsed.href, host: parsed.host };
}
