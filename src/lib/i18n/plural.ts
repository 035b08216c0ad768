/**
 * Russian noun form for a count: `one` for 1, 21, 101 (ход), `few` for 2-4,
 * 22-24 (хода), `many` for the rest, 11-14 included (ходов).
 */
export function ruPlural(n: number, one: string, few: string, many: string): string {
	const tens = Math.abs(n) % 100;
	const units = tens % 10;
	if (tens >= 11 && tens <= 14) return many;
	if (units === 1) return one;
	if (units >= 2 && units <= 4) return few;
	return many;
}
