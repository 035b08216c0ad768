/**
 * The bank's cheap checks: everything that needs the rules but not the
 * solver (positions, lines, titles, duplicates, the 12-against-1 table's
 * shape, stable ids). The build runs them before every build (`bank
 * --check`), in seconds for the whole bank; `verify-bank` runs them too and
 * then re-proves every claim (verify.ts).
 */
import { applyMove, legalMoves, makeFen, mirror, parseFen, playLine, type Move, type Position, moveToString, parseMove } from '../engine';
import { english } from '../i18n/errors';
import { TWELVE_SQUARES, twelvePosition } from '../solver/twelve';
import { claimMoves, type DailyOrder, type Puzzle, type Study, type StudyNode, type TwelveSquare } from './types';

/** A puzzle's line in full notation, replayed (a puzzle's line, so no draw rule ends it); the first problem, worded, or the positions. */
export function replayLine(start: Position, moves: readonly string[]): { positions: Position[]; moves: Move[] } | string {
	const line = playLine(start, moves, { fullNotation: true, drawRules: false });
	return line.ok ? { positions: line.value.positions, moves: line.value.moves } : english.lineError(line.error);
}

/** The same key for a position and its colour-reversed image: the smaller FEN. */
export function mirrorKey(pos: Position): string {
	const a = makeFen(pos);
	const b = makeFen(mirror(pos));
	return a < b ? a : b;
}

const SIDE_WORDS: [RegExp, boolean][] = [
	[/\bwhite to (play|move)\b/i, true],
	[/\bblack to (play|move)\b/i, false],
	[/ход белых/i, true],
	[/ход чёрных|ход черных/i, false]
];
const N_WORDS = [/\bwin(?:s)? in (\d+)/i, /выигрыш в (\d+)/i, /выигрывают в (\d+)/i];

/**
 * A title that names the side to move or the number of moves must agree
 * with the position and the claim; one that only repeats them is no title.
 */
export function titleProblem(p: Pick<Puzzle, 'title' | 'fen' | 'claim'>, whiteToMove: boolean): string | null {
	if (!p.title) return null;
	const n = claimMoves(p.claim);
	for (const [lang, text] of Object.entries(p.title)) {
		for (const [pattern, white] of SIDE_WORDS) if (pattern.test(text) && white !== whiteToMove) return `title (${lang}) "${text}" names the wrong side to move`;
		for (const pattern of N_WORDS) {
			const m = pattern.exec(text);
			if (m && Number(m[1]) !== n) return `title (${lang}) "${text}" contradicts the claim "${p.claim}"`;
		}
	}
	return null;
}

/** Cheap checks of one puzzle: position, line, title. Messages without the id. */
export function checkPuzzle(p: Puzzle): { problems: string[]; start?: Position; line?: { positions: Position[]; moves: Move[] } } {
	const parsed = parseFen(p.fen);
	if (!parsed.ok) return { problems: [`bad FEN: ${english.fenError(parsed.error)}`] };
	const start = parsed.value;
	if (makeFen(start) !== p.fen) return { problems: [`FEN is not canonical: ${makeFen(start)}`] };
	const moves = legalMoves(start);
	if (moves.length < 2) return { problems: ['the side to move must have a choice'] };
	const problems: string[] = [];
	// The generator's standard: a real choice, not a forced capture.
	if (generatedNumber(p.id) !== null) {
		if (moves.length < 3) problems.push(`a generated puzzle needs at least 3 legal moves, this has ${moves.length}`);
		if (moves.some((m) => m.captured !== 0)) problems.push('a generated puzzle must not start with a forced capture');
	}
	const n = claimMoves(p.claim);
	const plies = p.aim === 'giveaway' ? 2 * n : 2 * n - 1;
	if (p.solution.length !== plies) return { problems: [...problems, `solution has ${p.solution.length} moves, "${p.claim}" needs ${plies}`] };
	const line = replayLine(start, p.solution);
	if (typeof line === 'string') return { problems: [...problems, `solution ${line}`] };
	const end = line.positions[line.positions.length - 1];
	if (legalMoves(end).length !== 0) return { problems: [...problems, 'the solution does not end the game'] };
	const title = titleProblem(p, start.whiteToMove);
	if (title) problems.push(title);
	return { problems, start, line };
}

function checkNodes(pos: Position, nodes: readonly StudyNode[], path: string, out: string[]): void {
	let current = pos;
	nodes.forEach((node, i) => {
		const where = `${path}${i + 1}`;
		for (const [j, variation] of (node.variations ?? []).entries()) checkNodes(current, variation, `${where}(${j + 1}).`, out);
		const r = parseMove(current, node.move);
		if (!r.ok) {
			out.push(`move ${where} "${node.move}": ${english.moveError(r.error)}`);
			return;
		}
		if (moveToString(r.value) !== node.move) out.push(`move ${where} "${node.move}" is not in full notation (${moveToString(r.value)})`);
		current = applyMove(current, r.value);
	});
}

/** Every move of every line of a study is legal and in full notation. Messages without the id. */
export function checkStudy(s: Study): string[] {
	const parsed = parseFen(s.fen);
	if (!parsed.ok) return [`bad FEN: ${english.fenError(parsed.error)}`];
	const out: string[] = [];
	checkNodes(parsed.value, s.moves, '', out);
	return out;
}

/**
 * The 12-against-1 table's shape: each of the 20 squares exactly once, the
 * task's position, a legal line as long as the verdict says. `table` names
 * the whole table; other messages start with the square.
 */
export function checkTwelveTable(rows: readonly TwelveSquare[]): { table: string[]; squares: Map<string, string[]> } {
	const table: string[] = [];
	const squares = new Map<string, string[]>();
	const seen = new Set<string>();
	for (const row of rows) {
		if (seen.has(row.square)) table.push(`square ${row.square} is listed twice`);
		seen.add(row.square);
	}
	const missing = TWELVE_SQUARES.filter((s) => !seen.has(s));
	if (missing.length) table.push(`the table lacks ${missing.length} of its 20 squares: ${missing.join(', ')}`);
	for (const row of rows) {
		const out: string[] = [];
		if (!TWELVE_SQUARES.includes(row.square)) out.push('not a square of ranks 4-8');
		else {
			const start = twelvePosition(row.square);
			if (row.fen !== makeFen(start)) out.push("FEN is not the task's position");
			const line = replayLine(start, row.line);
			if (typeof line === 'string') out.push(`line ${line}`);
			const plies = row.verdict.kind === 'win' ? 2 * row.verdict.n : 2 * row.verdict.n - 1;
			if (row.line.length !== plies) out.push(`line has ${row.line.length} moves, needs ${plies}`);
		}
		if (out.length) squares.set(row.square, [...(squares.get(row.square) ?? []), ...out]);
	}
	return { table, squares };
}

export interface Released {
	id: string;
	fen: string;
	claim: string;
}

/** A released id the bank no longer has: what it was, why it went, and the puzzle its address opens now. */
export interface Retired extends Released {
	replacedBy: string;
	reason: string;
}

/**
 * Retired ids: each out of the bank and out of the released list (it is
 * kept here instead), once, and replaced by a puzzle the bank has.
 */
export function checkRetired(puzzles: readonly Puzzle[], released: readonly Released[], retired: readonly Retired[]): BankProblem[] {
	const out: BankProblem[] = [];
	const inBank = new Set(puzzles.map((p) => p.id));
	const listed = new Set(released.map((r) => r.id));
	const seen = new Set<string>();
	for (const r of retired) {
		if (seen.has(r.id)) out.push({ id: r.id, message: 'retired twice' });
		seen.add(r.id);
		if (inBank.has(r.id)) out.push({ id: r.id, message: 'retired, but still in the bank' });
		if (listed.has(r.id)) out.push({ id: r.id, message: 'retired, but still in the released list' });
		if (!inBank.has(r.replacedBy)) out.push({ id: r.id, message: `retired for ${r.replacedBy}, which the bank does not have` });
	}
	return out;
}

/** An item's problem found by looking at the bank as a whole. */
export interface BankProblem {
	id: string;
	message: string;
}

/** Ids the generator gives (`gen-0042`); every other puzzle is curated. */
export function generatedNumber(id: string): number | null {
	const m = /^gen-(\d+)$/.exec(id);
	return m ? Number(m[1]) : null;
}

/**
 * Rules across puzzles: no position twice (a colour-reversed image counts
 * as the same), no two puzzles reaching the same position after their
 * first pair of moves, released ids unchanged and present. A clash is the
 * fault of the newer generated puzzle of the two; curated puzzles (the
 * classics, first steps) may echo each other, as Petrov's lessons on h6
 * and a7 do.
 */
export function checkAcross(puzzles: readonly Puzzle[], released: readonly Released[] = []): BankProblem[] {
	const out: BankProblem[] = [];
	const byPosition = new Map<string, string[]>();
	const byPair = new Map<string, string[]>();
	const clash = (map: Map<string, string[]>, key: string, id: string, message: (other: string) => string) => {
		const others = map.get(key) ?? [];
		for (const other of others) {
			const a = generatedNumber(id);
			const b = generatedNumber(other);
			if (a === null && b === null) continue;
			const newer = b === null || (a !== null && a > b) ? id : other;
			out.push({ id: newer, message: message(newer === id ? other : id) });
		}
		map.set(key, [...others, id]);
	};
	for (const p of puzzles) {
		const parsed = parseFen(p.fen);
		if (!parsed.ok) continue;
		clash(byPosition, mirrorKey(parsed.value), p.id, (other) => `the same position as ${other} (or its colour-reversed image)`);
		if (p.solution.length < 2) continue;
		const line = replayLine(parsed.value, p.solution.slice(0, 2));
		if (typeof line === 'string') continue;
		clash(byPair, mirrorKey(line.positions[2]), p.id, (other) => `after the first pair of moves, the same position as ${other}`);
	}
	const byId = new Map(puzzles.map((p) => [p.id, p]));
	for (const r of released) {
		const p = byId.get(r.id);
		if (!p) out.push({ id: r.id, message: 'a released puzzle is missing from the bank (released ids never disappear)' });
		else if (p.fen !== r.fen || p.claim !== r.claim)
			out.push({ id: r.id, message: `released as ${r.fen} "${r.claim}", now ${p.fen} "${p.claim}" (a released id never changes meaning)` });
	}
	return out;
}

/** The daily order keeps every day released so far: the same epoch, the same puzzle on each day. */
export function checkReleasedDaily(daily: DailyOrder | null, released: DailyOrder | null): string[] {
	if (!released) return [];
	if (!daily) return ['the daily order is missing, but days of it were released'];
	if (daily.epoch !== released.epoch) return [`the daily order starts on ${daily.epoch}, released with ${released.epoch}`];
	const changed = released.order.findIndex((id, day) => daily.order[day] !== id);
	if (changed < 0) return [];
	return [
		changed >= daily.order.length
			? `the daily order has ${daily.order.length} days, ${released.order.length} were released`
			: `day ${changed} of the daily order was released as ${released.order[changed]}, now ${daily.order[changed]}`
	];
}
