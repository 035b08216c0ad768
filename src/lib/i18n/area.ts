/**
 * Interface texts come in areas (board, analysis, puzzles, ...), one file
 * each with an English and a Russian table of the same shape: a missing or
 * extra Russian text is a type error. Texts that depend on values are
 * functions.
 */

/** The English table's shape with literal types widened to string. */
export type Widen<T> = { [K in keyof T]: T[K] extends (...args: infer A) => string ? (...args: A) => string : string };

export interface Area<T> {
	en: Widen<T>;
	ru: Widen<T>;
}

export function area<T extends Record<string, string | ((...args: never[]) => string)>>(en: T, ru: Widen<T>): Area<T> {
	return { en: en as unknown as Widen<T>, ru };
}
