/**
 * One byte per position: 0 = draw (neither side can force the end),
 * otherwise 1 + the number of plies to the end of the game with best play
 * (the winner fastest, the loser slowest). An even ply count 2N is a win
 * in N for the side to move, an odd one 2N - 1 a loss in N (the counting
 * of docs/cli.md: N is the side's own moves).
 */
export const DRAW = 0;
/** The largest ply count a byte can hold (255 marks "no value" while building). */
export const MAX_PLIES = 253;

export type TablebaseVerdict = { kind: 'win'; n: number } | { kind: 'loss'; n: number } | { kind: 'draw' };

export function isWinValue(v: number): boolean {
	return v !== DRAW && (v & 1) === 1;
}

export function isLossValue(v: number): boolean {
	return v !== DRAW && (v & 1) === 0;
}

export function verdictOfValue(v: number): TablebaseVerdict {
	if (v === DRAW) return { kind: 'draw' };
	const plies = v - 1;
	return plies % 2 === 0 ? { kind: 'win', n: plies / 2 } : { kind: 'loss', n: (plies + 1) / 2 };
}

export function valueOfVerdict(v: TablebaseVerdict): number {
	if (v.kind === 'draw') return DRAW;
	return v.kind === 'win' ? 2 * v.n + 1 : 2 * v.n;
}

export function verdictString(v: TablebaseVerdict): string {
	return v.kind === 'draw' ? 'draw' : `${v.kind} in ${v.n}`;
}
