/** The theme a person picked: follow the system, or force light or dark. */
export type ThemeChoice = "system" | "light" | "dark";

/** Where the choice is remembered between visits. */
export const themeStorageKey = "loupe-theme";

/** Reads a stored choice; anything unexpected means "follow the system". */
export function parseThemeChoice(value: string | null | undefined): ThemeChoice {
  return value === "light" || value === "dark" ? value : "system";
}

/** Runs before the first paint (from the root layout) so a forced theme never flashes. */
export const themeBootScript = `try{var t=localStorage.getItem("${themeStorageKey}");if(t==="light"||t==="dark")document.documentElement.dataset.theme=t}catch(e){}`;
