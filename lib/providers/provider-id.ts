/** A provider id from its name: lower-case words joined by dashes (`My OpenRouter` → `my-openrouter`). */
export function providerIdFromName(name: string): string {
  const slug = name
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40)
    .replace(/-+$/, "");
  return slug === "" ? "provider" : slug;
}

/** `base`, or `base-2`, `base-3`, … : the first not in `taken`. */
export function uniqueProviderId(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix += 1) {
    const candidate = `${base}-${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
