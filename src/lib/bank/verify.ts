/**
 * Re-proves every claim of the bank with the engine and the solver:
 * positions legal, lines legal and best play, N minimal, uniqueness where
 * claimed, studies' every move legal, the 12-against-1 table's verdicts.
 */
import { legalMoves, applyMove, makeFen, parseFen, type Move, type Position, moveToString, parseMove } from '../engine';
import { english } from '../i18n/errors';
import { solve, winningMoves, verdictText } from '../solver/solve';
import { TranspositionTable } from '../solver/tt';
import { twelvePosition } from '../solver/twelve';
import { claimMoves, type Puzzle, type Study, type StudyNode, type TwelveSquare } from './types';

export interface VerifyOptions {
	/** Per solver call. */
	timeoutMs?: number;
	ttMegabytes?: number;
}

/** Replay moves written in full notation; the first problem or the positions. */
export function replayLine(start: Position, moves: readonly string[]): { positions: Position[]; moves: Move[] } | string {
	const positions = [start];
	const played: Move[] = [];
	let pos = start;
	for (let i = 0; i < moves.length; i++) {
		const r = parseMove(pos, moves[i]);
		if (!r.ok) return `move ${i + 1} "${moves[i]}": ${english.moveError(r.error)}`;
		if (moveToString(r.value) !== moves[i]) return `move ${i + 1} "${moves[i]}" is not in full notation (${moveToString(r.value)})`;
		pos = applyMove(pos, r.value);
		positions.push(pos);
		played.push(r.value);
	}
	return { positions, moves: played };
}

export function verifyPuzzle(p: Puzzle, options: VerifyOptions = {}, tt?: TranspositionTable): string[] {
	const fail = (msg: string) => [`${p.id}: ${msg}`];
	const parsed = parseFen(p.fen);
	if (!parsed.ok) return fail(`bad FEN: ${english.fenError(parsed.error)}`);
	const start = parsed.value;
	if (makeFen(start) !== p.fen) return fail(`FEN is not canonical: ${makeFen(start)}`);
	const n = claimMoves(p.claim);
	if (legalMoves(start).length < 2) return fail('the side to move must have a choice');
	const plies = p.aim === 'giveaway' ? 2 * n : 2 * n - 1;
	if (p.solution.length !== plies) return fail(`solution has ${p.solution.length} moves, "${p.claim}" needs ${plies}`);
	const line = replayLine(start, p.solution);
	if (typeof line === 'string') return fail(`solution ${line}`);
	const end = line.positions[line.positions.length - 1];
	if (legalMoves(end).length !== 0) return fail('the solution does not end the game');
	const table = tt ?? new TranspositionTable(options.ttMegabytes ?? 64);
	const opts = { aim: p.aim, timeoutMs: options.timeoutMs ?? 60_000, tt: table };
	const root = solve(start, { ...opts, maxMoves: n });
	if (verdictText(root.verdict) !== p.claim) return fail(`claim "${p.claim}" but the solver proves "${verdictText(root.verdict)}"`);
	// Best play: after each pair of moves the winner still wins in exactly the rest.
	for (let k = 2; k < line.positions.length; k += 2) {
		const rest = n - k / 2;
		const r = solve(line.positions[k], { ...opts, maxMoves: rest });
		const expected = rest === 0 ? 'win in 0' : `win in ${rest}`;
		if (verdictText(r.verdict) !== expected)
			return fail(`after move ${k} (${p.solution[k - 1]}) the solver proves "${verdictText(r.verdict)}", the line needs "${expected}": not best play`);
	}
	// Unique: every other first move proved not to win within N + 4. Not
	// unique: a second winning first move found (the search stops there).
	const verdicts = winningMoves(start, { ...opts, maxMoves: n + 4, stopAfterWins: p.unique ? undefined : 2 });
	const wins = verdicts.filter((v) => v.verdict.kind === 'win');
	const unknown = verdicts.filter((v) => v.verdict.kind === 'unknown');
	const names = (list: typeof verdicts) => list.map((v) => moveToString(v.move)).join(', ');
	if (p.unique) {
		if (unknown.length) return fail(`uniqueness not proved: ${names(unknown)} unknown within ${n + 4}`);
		if (wins.length !== 1) return fail(`claimed unique but ${names(wins)} win within ${n + 4}`);
	} else if (wins.length < 2) {
		return fail(unknown.length ? `not unique, but no second winning move was proved (${names(unknown)} unknown)` : `marked not unique, but only ${names(wins)} wins within ${n + 4}`);
	}
	return [];
}

function verifyNodes(id: string, pos: Position, nodes: readonly StudyNode[], path: string, out: string[]): void {
	let current = pos;
	nodes.forEach((node, i) => {
		const where = `${path}${i + 1}`;
		for (const [j, variation] of (node.variations ?? []).entries()) verifyNodes(id, current, variation, `${where}(${j + 1}).`, out);
		const r = parseMove(current, node.move);
		if (!r.ok) {
			out.push(`${id}: move ${where} "${node.move}": ${english.moveError(r.error)}`);
			return;
		}
		if (moveToString(r.value) !== node.move) out.push(`${id}: move ${where} "${node.move}" is not in full notation (${moveToString(r.value)})`);
		current = applyMove(current, r.value);
	});
}

export function verifyStudy(s: Study): string[] {
	const parsed = parseFen(s.fen);
	if (!parsed.ok) return [`${s.id}: bad FEN: ${english.fenError(parsed.error)}`];
	const out: string[] = [];
	verifyNodes(s.id, parsed.value, s.moves, '', out);
	return out;
}

export function verifyTwelve(rows: readonly TwelveSquare[], options: VerifyOptions = {}, shared?: TranspositionTable): string[] {
	const out: string[] = [];
	const tt = shared ?? new TranspositionTable(options.ttMegabytes ?? 64);
	for (const row of rows) {
		const start = twelvePosition(row.square);
		if (row.fen !== makeFen(start)) out.push(`twelve ${row.square}: FEN is not the task's position`);
		const line = replayLine(start, row.line);
		if (typeof line === 'string') {
			out.push(`twelve ${row.square}: line ${line}`);
			continue;
		}
		const r = solve(start, { tt, maxMoves: 20, timeoutMs: options.timeoutMs ?? 120_000 });
		const stored = `${row.verdict.kind} in ${row.verdict.n}`;
		if (verdictText(r.verdict) !== stored) out.push(`twelve ${row.square}: stored "${stored}" but the solver proves "${verdictText(r.verdict)}"`);
		const plies = row.verdict.kind === 'win' ? 2 * row.verdict.n : 2 * row.verdict.n - 1;
		if (row.line.length !== plies) out.push(`twelve ${row.square}: line has ${row.line.length} moves, needs ${plies}`);
	}
	return out;
}
