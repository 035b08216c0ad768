/**
 * Released puzzle ids the bank no longer has, and the puzzle each old
 * address opens now: a copy of `retired` in puzzles/released.json (kept
 * here so the app does not ship the whole released list; a unit test keeps
 * the two the same).
 */
export const RETIRED: ReadonlyMap<string, string> = new Map([['gen-0009', 'gen-0001']]);

/** The puzzle that replaces a retired id, or null. */
export const replacementOf = (id: string): string | null => RETIRED.get(id) ?? null;
