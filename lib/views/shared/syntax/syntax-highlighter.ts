import type { HighlighterCore } from "shiki/core";
import { type ColorRun, colorRunsFromTokens } from "./syntax-runs";

/** The grammars the app highlights: JSON documents and the XML of the text dialect. */
export type SyntaxLanguage = "json" | "xml";

const themes = { light: "github-light-default", dark: "github-dark-default" } as const;

/** Past this many characters the text stays plain: highlighting it would cost more than it shows. */
export const maxHighlightedLength = 200_000;

const grammars: Record<SyntaxLanguage, () => Promise<unknown>> = {
  json: () => import("shiki/langs/json.mjs"),
  xml: () => import("shiki/langs/xml.mjs"),
};

let highlighter: Promise<HighlighterCore> | undefined;
const languages = new Map<SyntaxLanguage, Promise<void>>();
const cache = new Map<string, ColorRun[]>();
const cacheSize = 300;

/**
 * Loads shiki's core, its JavaScript regex engine (no WebAssembly) and the two themes on first
 * use, so none of it is in the page's first download; grammars load when first asked for.
 */
function loadHighlighter(): Promise<HighlighterCore> {
  highlighter ??= (async () => {
    const [{ createHighlighterCore }, { createJavaScriptRegexEngine }] = await Promise.all([
      import("shiki/core"),
      import("shiki/engine/javascript"),
    ]);
    return createHighlighterCore({
      engine: createJavaScriptRegexEngine(),
      themes: [
        import("shiki/themes/github-light-default.mjs"),
        import("shiki/themes/github-dark-default.mjs"),
      ],
      langs: [],
    });
  })();
  return highlighter;
}

async function loadLanguage(core: HighlighterCore, language: SyntaxLanguage): Promise<void> {
  let loading = languages.get(language);
  if (!loading) {
    loading = grammars[language]().then((grammar) =>
      core.loadLanguage(grammar as Parameters<HighlighterCore["loadLanguage"]>[0]),
    );
    languages.set(language, loading);
  }
  await loading;
}

function cacheKey(code: string, language: SyntaxLanguage): string {
  return `${language}\u0000${code}`;
}

/** The colour runs of `code` if they were worked out before (synchronous, for a first render). */
export function cachedColorRuns(code: string, language: SyntaxLanguage): ColorRun[] | undefined {
  return cache.get(cacheKey(code, language));
}

/**
 * Highlights `code` with shiki in both themes and gives its colour runs; text too long to be
 * worth it, or a highlighter that fails to load, gives no runs (the text stays plain).
 */
export async function colorRuns(code: string, language: SyntaxLanguage): Promise<ColorRun[]> {
  const key = cacheKey(code, language);
  const cached = cache.get(key);
  if (cached) return cached;
  if (code.length > maxHighlightedLength) return [];
  let runs: ColorRun[];
  try {
    const core = await loadHighlighter();
    await loadLanguage(core, language);
    const { tokens } = core.codeToTokens(code, {
      lang: language,
      themes,
      defaultColor: false,
    });
    runs = colorRunsFromTokens(tokens, {
      light: core.getTheme(themes.light).fg,
      dark: core.getTheme(themes.dark).fg,
    });
  } catch (error) {
    console.warn("Syntax highlighting is off: shiki failed to load.", error);
    runs = [];
  }
  cache.set(key, runs);
  if (cache.size > cacheSize) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  return runs;
}
