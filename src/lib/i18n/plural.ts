/**
 * The one plural rule of the interface: a count with its noun in the form
 * the number asks for, by the language's CLDR rules (Intl.PluralRules).
 * Russian has three forms for whole numbers (1 ход, 2 хода, 5 ходов; 11-14
 * take the last, 21 the first); which three depends on the sentence's case,
 * so the caller gives them ("за 2 хода" but "в пределах 2 ходов").
 */

const rules = { en: new Intl.PluralRules('en'), ru: new Intl.PluralRules('ru') };

/** The Russian noun for n: `one` (1, 21), `few` (2-4, 22-24), `many` (0, 5-20, 25-30); fractions take `few`. */
export function ruWord(n: number, one: string, few: string, many: string): string {
	const form = rules.ru.select(n);
	return form === 'one' ? one : form === 'many' ? many : few;
}

/** "2 хода", "11 ходов". */
export function ruCount(n: number, one: string, few: string, many: string): string {
	return `${n} ${ruWord(n, one, few, many)}`;
}

/** "1 move", "2 moves". */
export function enCount(n: number, one: string, many = `${one}s`): string {
	return `${n} ${rules.en.select(n) === 'one' ? one : many}`;
}

/** Moves counted after "за" / "in": за 1 ход, за 2 хода, за 5 ходов. */
export const ruMoves = (n: number): string => ruCount(n, 'ход', 'хода', 'ходов');
/** Moves after "в пределах" / "within" (genitive): 1 хода, 2 ходов, 5 ходов. */
export const ruMovesWithin = (n: number): string => ruCount(n, 'хода', 'ходов', 'ходов');
