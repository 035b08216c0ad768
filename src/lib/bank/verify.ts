/**
 * Re-proves every claim of the bank with the solver, after the cheap checks
 * of check.ts: N minimal, the line best play, uniqueness where claimed, the
 * 12-against-1 table's verdicts. Messages name no id: the caller adds the
 * file and the id.
 */
import { solve, winningMoves, verdictText } from '../solver/solve';
import { moveToString } from '../engine';
import { TranspositionTable } from '../solver/tt';
import { twelvePosition } from '../solver/twelve';
import { checkPuzzle } from './check';
import { claimMoves, type Puzzle, type TwelveSquare } from './types';

export interface VerifyOptions {
	/** Per solver call. */
	timeoutMs?: number;
	ttMegabytes?: number;
}

export function verifyPuzzle(p: Puzzle, options: VerifyOptions = {}, tt?: TranspositionTable): string[] {
	const checked = checkPuzzle(p);
	if (checked.problems.length || !checked.start || !checked.line) return checked.problems;
	const { start, line } = checked;
	const n = claimMoves(p.claim);
	const table = tt ?? new TranspositionTable(options.ttMegabytes ?? 64);
	const opts = { aim: p.aim, timeoutMs: options.timeoutMs ?? 60_000, tt: table };
	const root = solve(start, { ...opts, maxMoves: n });
	if (verdictText(root.verdict) !== p.claim) return [`claim "${p.claim}" but the solver proves "${verdictText(root.verdict)}"`];
	// Best play: after each pair of moves the winner still wins in exactly the rest.
	for (let k = 2; k < line.positions.length; k += 2) {
		const rest = n - k / 2;
		const r = solve(line.positions[k], { ...opts, maxMoves: rest });
		const expected = `win in ${rest}`;
		if (verdictText(r.verdict) !== expected)
			return [`after move ${k} (${p.solution[k - 1]}) the solver proves "${verdictText(r.verdict)}", the line needs "${expected}": not best play`];
	}
	// Unique: every other first move proved not to win within N + 4. Not
	// unique: a second winning first move found (the search stops there).
	const verdicts = winningMoves(start, { ...opts, maxMoves: n + 4, stopAfterWins: p.unique ? undefined : 2 });
	const wins = verdicts.filter((v) => v.verdict.kind === 'win');
	const unknown = verdicts.filter((v) => v.verdict.kind === 'unknown');
	const names = (list: typeof verdicts) => list.map((v) => moveToString(v.move)).join(', ');
	if (p.unique) {
		if (unknown.length) return [`uniqueness not proved: ${names(unknown)} unknown within ${n + 4}`];
		if (wins.length !== 1) return [`claimed unique but ${names(wins)} win within ${n + 4}`];
	} else if (wins.length < 2) {
		return [
			unknown.length
				? `not unique, but no second winning move was proved (${names(unknown)} unknown)`
				: `marked not unique, but only ${names(wins)} wins within ${n + 4}`
		];
	}
	return [];
}

/** The stored verdict of one 12-against-1 square, proved again. Shape checks are in check.ts. */
export function verifyTwelveSquare(row: TwelveSquare, options: VerifyOptions = {}, shared?: TranspositionTable): string[] {
	const tt = shared ?? new TranspositionTable(options.ttMegabytes ?? 64);
	const r = solve(twelvePosition(row.square), { tt, maxMoves: 20, timeoutMs: options.timeoutMs ?? 120_000 });
	const stored = `${row.verdict.kind} in ${row.verdict.n}`;
	return verdictText(r.verdict) === stored ? [] : [`stored "${stored}" but the solver proves "${verdictText(r.verdict)}"`];
}
