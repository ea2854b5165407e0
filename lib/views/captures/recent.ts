/** Where this browser remembers the ids of the captures it imported. */
export const recentCapturesStorageKey = "loupe-recent-captures";

/** How many ids are kept: the oldest drop off. */
export const recentCapturesLimit = 50;

const captureIdPattern = /^capture-[A-Za-z0-9-]{1,80}$/;

/** Whether `id` has the shape of a capture id (`capture-<uuid>`). */
export function isCaptureId(id: string): boolean {
  return captureIdPattern.test(id);
}

/** The remembered ids, newest first; anything stored that is not a capture id is dropped. */
export function readRecentCaptures(storage: Pick<Storage, "getItem"> | null): string[] {
  let stored: unknown = null;
  try {
    const text = storage?.getItem(recentCapturesStorageKey) ?? null;
    stored = text ? JSON.parse(text) : null;
  } catch {
    stored = null;
  }
  if (!Array.isArray(stored)) return [];
  const ids = stored.filter((id): id is string => typeof id === "string" && isCaptureId(id));
  return [...new Set(ids)].slice(0, recentCapturesLimit);
}

function write(storage: Pick<Storage, "setItem"> | null, ids: string[]): void {
  try {
    storage?.setItem(recentCapturesStorageKey, JSON.stringify(ids));
  } catch {
    // Storage full or switched off: the list lasts as long as the page.
  }
}

/** Puts `id` first in the remembered list (once) and answers the new list. Ids only are kept. */
export function rememberCapture(
  storage: Pick<Storage, "getItem" | "setItem"> | null,
  id: string,
): string[] {
  if (!isCaptureId(id)) return readRecentCaptures(storage);
  const ids = [id, ...readRecentCaptures(storage).filter((known) => known !== id)].slice(
    0,
    recentCapturesLimit,
  );
  write(storage, ids);
  return ids;
}

/** Drops `id` from the remembered list (the capture is gone, or the person asked) and answers the rest. */
export function forgetCapture(
  storage: Pick<Storage, "getItem" | "setItem"> | null,
  id: string,
): string[] {
  const ids = readRecentCaptures(storage).filter((known) => known !== id);
  write(storage, ids);
  return ids;
}
