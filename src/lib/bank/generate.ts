/**
 * The puzzle generator: plays varied games (random, engine-guided and mixed)
 * from the start position and from random endings with kings, and keeps the
 * positions along them where the side to move wins by force with exactly
 * one first move, proved by the solver the same way `verify-bank` proves it.
 *
 * Every budget is a node count, never a clock, so a seed gives the same
 * puzzles on any machine (the run is single-threaded and the tables are
 * filled in the same order).
 *
 * A position is kept when (giveaway aim):
 *  - the side to move has at least 3 legal moves and no capture;
 *  - the solver proves `win in N`, minN <= N <= maxN, within the budget;
 *  - exactly one first move wins within N + 4 and every other one is
 *    proved not to (an `unknown` alternative drops the position);
 *  - re-proving it exactly as `verifyPuzzle` does, with a fresh table,
 *    costs at most `verifyNodes` nodes (so the bank stays cheap to check);
 *  - it is not the same as, or the colour-reversed image of, a position
 *    already kept or already in the bank;
 *  - its material signature (the mover's men and kings against the
 *    opponent's), its N, its set of themes and its game have not yet
 *    supplied their share.
 */
import { rng } from '../random';
import { applyMove, hasCapture, legalMoves, makeFen, makePosition, mirror, type Move, type Position } from '../engine';
import { countMoves, MoveList } from '../engine/movegen';
import { moveToString } from '../engine/notation';
import { JUMP, NEIGHBOR, popcount, squareName, squareRank, squaresOf, NE, NW, SE, SW, DIRECTIONS } from '../engine/squares';
import { START } from '../engine/position';
import { heuristicMove, solve, verdictText, winningMoves } from '../solver/solve';
import { TranspositionTable } from '../solver/tt';
import type { Puzzle, Text, Theme } from './types';

// ---------------------------------------------------------------- options

export interface GenerateOptions {
	/** Puzzles wanted. */
	count: number;
	seed: number;
	/** Smallest and largest N (claim `win in N`) kept. */
	minN: number;
	maxN: number;
	/** Node budget of the screening `solve` of a position. */
	solveNodes: number;
	/** Node budget of the uniqueness proof (all first moves, N + 4). */
	uniqueNodes: number;
	/** Largest cost of re-proving a puzzle as verify-bank does (fresh table). */
	verifyNodes: number;
	/** At most this many puzzles per material signature (0: count / 35, at least 4). */
	perSignature: number;
	/** At most this many puzzles with the same N (0: count / 6, at least 4). */
	perN: number;
	/** At most this many puzzles with the same set of themes (0: count / 14, at least 4). */
	perThemeSet: number;
	/** At most this many puzzles from one game. */
	perGame: number;
	/** After a puzzle, skip this many positions of its game (they look alike). */
	gameGap: number;
	/** Stop after this many games even if fewer puzzles were found. */
	maxGames: number;
	/** Share of games that start from a random ending with kings (0..1). */
	endgameShare: number;
	/** Transposition table for the screening searches. */
	ttMegabytes: number;
	/** Canonical keys (see canonicalKey) of positions to leave out, e.g. the bank's. */
	exclude?: Iterable<string>;
	/** Progress lines (stderr in the CLI). */
	log?: (line: string) => void;
}

export const DEFAULT_GENERATE_OPTIONS: GenerateOptions = {
	count: 420,
	seed: 1,
	minN: 2,
	maxN: 10,
	solveNodes: 40_000,
	uniqueNodes: 800_000,
	verifyNodes: 1_200_000,
	perSignature: 0,
	perN: 0,
	perThemeSet: 0,
	perGame: 2,
	gameGap: 6,
	maxGames: 200_000,
	endgameShare: 0.5,
	ttMegabytes: 32
};

// ---------------------------------------------------------------- random numbers

function pick<T>(random: () => number, items: readonly T[]): T {
	return items[Math.floor(random() * items.length)];
}

// ---------------------------------------------------------------- positions

/**
 * The same key for a position and its colour-reversed image (colours
 * swapped, board turned, the other side to move): the smaller FEN.
 */
export function canonicalKey(pos: Position): string {
	const a = makeFen(pos);
	const b = makeFen(mirror(pos));
	return a < b ? a : b;
}

interface Material {
	ownMen: number;
	ownKings: number;
	oppMen: number;
	oppKings: number;
}

export function material(pos: Position): Material {
	const own = pos.whiteToMove ? pos.white : pos.black;
	const opp = pos.whiteToMove ? pos.black : pos.white;
	return {
		ownMen: popcount(own & ~pos.kings),
		ownKings: popcount(own & pos.kings),
		oppMen: popcount(opp & ~pos.kings),
		oppKings: popcount(opp & pos.kings)
	};
}

/** Material from the mover's side: `3m1k-2m0k`; a position and its mirror agree. */
export function signature(pos: Position): string {
	const m = material(pos);
	return `${m.ownMen}m${m.ownKings}k-${m.oppMen}m${m.oppKings}k`;
}

/**
 * A random legal ending: 1-4 pieces a side, at least one king, no man on
 * the rank where it would already have been crowned, some side to move
 * that has a move.
 */
export function randomEnding(random: () => number): Position {
	for (;;) {
		let white = 0;
		let black = 0;
		let kings = 0;
		let used = 0;
		const place = (isWhite: boolean, king: boolean) => {
			for (;;) {
				const sq = Math.floor(random() * 32);
				if ((used >>> sq) & 1) continue;
				const rank = squareRank(sq);
				if (!king && ((isWhite && rank === 7) || (!isWhite && rank === 0))) continue;
				used |= 1 << sq;
				if (isWhite) white |= 1 << sq;
				else black |= 1 << sq;
				if (king) kings |= 1 << sq;
				return;
			}
		};
		const nw = 1 + Math.floor(random() * 4);
		const nb = 1 + Math.floor(random() * 4);
		const kingShare = 0.2 + 0.4 * random();
		let anyKing = false;
		for (let i = 0; i < nw + nb; i++) {
			const king = random() < kingShare;
			anyKing ||= king;
			place(i < nw, king);
		}
		if (!anyKing) continue;
		const pos = makePosition(white, black, kings, random() < 0.5);
		if (legalMoves(pos).length > 0) return pos;
	}
}

// ---------------------------------------------------------------- games

export type Policy = 'random' | 'heuristic' | 'mixed';

/**
 * One game: `random` moves at random; `heuristic` plays a few random moves
 * and then the engine's heuristic move (so games differ); `mixed` plays the
 * heuristic move with a random one now and then. Stops when the game is
 * over or after maxPlies. Returns every position, the first included.
 */
export function playGame(start: Position, policy: Policy, random: () => number, maxPlies: number): Position[] {
	const positions = [start];
	let pos = start;
	const opening = policy === 'heuristic' ? 2 + Math.floor(random() * 8) : 0;
	const epsilon = 0.15 + 0.3 * random();
	for (let ply = 0; ply < maxPlies; ply++) {
		const moves = legalMoves(pos);
		if (moves.length === 0) break;
		let move: Move | undefined;
		const useHeuristic = policy === 'heuristic' ? ply >= opening : policy === 'mixed' ? random() >= epsilon : false;
		if (useHeuristic && moves.length > 1) move = heuristicMove(pos);
		move ??= pick(random, moves);
		pos = applyMove(pos, move);
		positions.push(pos);
	}
	return positions;
}

// ---------------------------------------------------------------- themes

const scratch = new MoveList();

function replies(pos: Position): number {
	return countMoves(pos.white, pos.black, pos.kings, pos.whiteToMove, scratch);
}

function sideHasCapture(pos: Position): boolean {
	return hasCapture(pos.white, pos.black, pos.kings, pos.whiteToMove);
}

/** Whether the man or king on sq could move if its side were to move (captures by others aside). */
export function pieceCanMove(pos: Position, sq: number): boolean {
	const bit = 1 << sq;
	const isWhite = (pos.white & bit) !== 0;
	const occ = pos.white | pos.black;
	const enemy = isWhite ? pos.black : pos.white;
	const king = (pos.kings & bit) !== 0;
	const forward = isWhite ? [NE, NW] : [SE, SW];
	for (const d of king ? DIRECTIONS : forward) {
		const to = NEIGHBOR[sq * 4 + d];
		if (to >= 0 && !((occ >>> to) & 1)) return true;
	}
	for (const d of DIRECTIONS) {
		if (king) {
			// Along the ray: the first piece met must be an enemy with an empty square behind it.
			let s = NEIGHBOR[sq * 4 + d];
			while (s >= 0 && !((occ >>> s) & 1)) s = NEIGHBOR[s * 4 + d];
			if (s >= 0 && (enemy >>> s) & 1) {
				const beyond = NEIGHBOR[s * 4 + d];
				if (beyond >= 0 && !((occ >>> beyond) & 1)) return true;
			}
		} else {
			const over = NEIGHBOR[sq * 4 + d];
			const to = JUMP[sq * 4 + d];
			if (to >= 0 && (enemy >>> over) & 1 && !((occ >>> to) & 1)) return true;
		}
	}
	return false;
}

/**
 * Locked men deep in the other camp (White on ranks 5-7, Black on ranks
 * 2-4, such as Petrov's White men on h6 and a7): men that cannot move at
 * all because enemy pieces stand on every square in front of them, in the
 * puzzle position and still after the key move.
 */
export function lockedMen(pos: Position, after: Position): number[] {
	const out: number[] = [];
	const men = (pos.white | pos.black) & ~pos.kings;
	const lockedIn = (p: Position, sq: number, isWhite: boolean) => {
		const enemy = isWhite ? p.black : p.white;
		const own = isWhite ? p.white : p.black;
		if (!((own >>> sq) & 1) || (p.kings >>> sq) & 1) return false;
		const front = (isWhite ? [NE, NW] : [SE, SW]).map((d) => NEIGHBOR[sq * 4 + d]).filter((t) => t >= 0);
		return front.every((t) => (enemy >>> t) & 1) && !pieceCanMove(p, sq);
	};
	for (const sq of squaresOf(men)) {
		const isWhite = ((pos.white >>> sq) & 1) === 1;
		const rank = squareRank(sq);
		if (isWhite ? rank < 4 || rank > 6 : rank < 1 || rank > 3) continue;
		if (lockedIn(pos, sq, isWhite) && lockedIn(after, sq, isWhite)) out.push(sq);
	}
	return out;
}

export interface ThemeFacts {
	themes: Theme[];
	/** Opponent's replies to the key move. */
	replies: number;
	/** Squares of locked men (see lockedMen). */
	locked: number[];
	/** The mover would win at once if it could move twice. */
	threat: boolean;
	/** The key move offers a capture. */
	sacrifice: boolean;
	/** The line ends with the winner blocked, not without pieces. */
	block: boolean;
}

/**
 * Themes from the position, its key move and best line, with definitions
 * that a program can check:
 *  - threat: after the key move, were it the mover's turn again, the mover
 *    would win within 1 move (proved by the solver): the opponent must
 *    answer a threat to give everything away;
 *  - sacrifice: the key move offers a capture (the opponent must take);
 *  - constriction: the key move gives nothing away, yet leaves the
 *    opponent at most 2 replies, fewer than it has now, and every one of
 *    them loses (the solver's proof of the key move);
 *  - block: the best line ends with the winner to move, pieces on the board
 *    and no move;
 *  - king-endgame: kings on the board and at most 4 men in all;
 *  - locked-men: a man deep in the other camp is locked in by enemy pieces
 *    (see lockedMen);
 *  - many-against-few: one side has at least 3 pieces more.
 */
export function tagThemes(pos: Position, key: Move, line: readonly Move[], tt?: TranspositionTable): ThemeFacts {
	const after = applyMove(pos, key);
	const themes: Theme[] = [];
	const again = makePosition(after.white, after.black, after.kings, pos.whiteToMove);
	const r = solve(again, { maxMoves: 1, tt, nodeLimit: 200_000 });
	const threat = r.verdict.kind === 'win' && r.verdict.n <= 1;
	const sacrifice = sideHasCapture(after);
	const answers = replies(after);
	const before = replies(makePosition(pos.white, pos.black, pos.kings, !pos.whiteToMove));
	const constriction = !sacrifice && answers <= 2 && answers < before;
	const end = line.reduce(applyMove, pos);
	const winnerLeft = end.whiteToMove ? end.white : end.black;
	const block = line.length > 0 && winnerLeft !== 0;
	const locked = lockedMen(pos, after);
	if (threat) themes.push('threat');
	if (constriction) themes.push('constriction');
	if (popcount(pos.kings) > 0 && popcount((pos.white | pos.black) & ~pos.kings) <= 4) themes.push('king-endgame');
	if (locked.length) themes.push('locked-men');
	if (Math.abs(popcount(pos.white) - popcount(pos.black)) >= 3) themes.push('many-against-few');
	if (sacrifice) themes.push('sacrifice');
	if (block) themes.push('block');
	return { themes, replies: answers, locked, threat, sacrifice, block };
}

// ---------------------------------------------------------------- plausibility

/**
 * How good a move looks by mobility, the way heuristicMove weighs it: our
 * fewest moves after any reply, less twice the opponent's replies; a move
 * that leaves the opponent without a move (it wins) scores very low.
 */
export function mobilityScore(pos: Position, move: Move): number {
	const after = applyMove(pos, move);
	const answers = legalMoves(after);
	if (answers.length === 0) return -1e6;
	let worst = Infinity;
	for (const a of answers) {
		const next = applyMove(after, a);
		const ours = replies(next);
		worst = Math.min(worst, ours === 0 ? 1e5 : ours);
	}
	return worst - 2 * answers.length;
}

/** Other first moves that look at least about as good as the key move by mobility. */
export function plausibleAlternatives(pos: Position, key: Move): number {
	const keyScore = mobilityScore(pos, key);
	let n = 0;
	for (const m of legalMoves(pos)) {
		if (moveToString(m) === moveToString(key)) continue;
		if (mobilityScore(pos, m) >= keyScore - 2) n++;
	}
	return n;
}

// ---------------------------------------------------------------- proof

export interface Proof {
	n: number;
	key: Move;
	line: Move[];
	/** Nodes of the root proof (the verdict and line, fresh table). */
	proofNodes: number;
	/** Nodes of the whole re-proof as verify-bank does it. */
	verifyNodes: number;
}

/**
 * Re-prove the puzzle exactly as verifyPuzzle does (verdict at N, the line
 * pair by pair, uniqueness within N + 4), counting nodes, with a cleared
 * table. Null if anything fails or the budget runs out.
 */
export function proveLikeVerifier(pos: Position, n: number, tt: TranspositionTable, nodeBudget: number): Proof | null {
	tt.clear();
	let spent = 0;
	const left = () => nodeBudget - spent;
	const root = solve(pos, { maxMoves: n, tt, nodeLimit: left() });
	spent += root.nodes;
	if (verdictText(root.verdict) !== `win in ${n}` || root.line.length !== 2 * n || left() <= 0) return null;
	let cur = pos;
	const positions = [pos];
	for (const m of root.line) positions.push((cur = applyMove(cur, m)));
	if (legalMoves(cur).length !== 0) return null;
	for (let k = 2; k < positions.length; k += 2) {
		const rest = n - k / 2;
		const r = solve(positions[k], { maxMoves: rest, tt, nodeLimit: Math.max(1, left()) });
		spent += r.nodes;
		if (verdictText(r.verdict) !== `win in ${rest}` || left() <= 0) return null;
	}
	let uniqueNodes = 0;
	const verdicts = winningMoves(pos, { maxMoves: n + 4, tt, nodeLimit: left(), onProgress: (_, nodes) => (uniqueNodes = nodes) });
	spent += uniqueNodes;
	const wins = verdicts.filter((v) => v.verdict.kind === 'win');
	if (verdicts.some((v) => v.verdict.kind === 'unknown') || wins.length !== 1) return null;
	if (moveToString(wins[0].move) !== moveToString(root.line[0])) return null;
	if (spent > nodeBudget) return null;
	return { n, key: root.line[0], line: root.line, proofNodes: root.nodes, verifyNodes: spent };
}

// ---------------------------------------------------------------- generation

export interface Generated {
	fen: string;
	pos: Position;
	n: number;
	key: Move;
	line: Move[];
	facts: ThemeFacts;
	legal: number;
	plausible: number;
	proofNodes: number;
	verifyNodes: number;
	/** Raw difficulty (higher is harder), turned into levels by rateDifficulty. */
	score: number;
	difficulty: 1 | 2 | 3 | 4 | 5;
	origin: 'start' | 'ending';
}

export interface GenerateStats {
	games: number;
	positions: number;
	screened: number;
	winsFound: number;
	uniqueProved: number;
	rejected: Record<string, number>;
	/** Milliseconds per stage (for the report only: budgets are in nodes). */
	ms: Record<string, number>;
}

/**
 * Raw difficulty: longer wins, more tempting alternatives, a bigger proof
 * and a quiet key move (no sacrifice) all make a puzzle harder.
 */
export function rawDifficulty(n: number, plausible: number, proofNodes: number, sacrifice: boolean): number {
	return 1.2 * n + 1.0 * Math.min(plausible, 6) + 0.8 * Math.log10(Math.max(10, proofNodes)) + (sacrifice ? 0 : 1);
}

/** Levels 1-5 by rank of the raw score: each level gets a fifth of the puzzles. */
export function rateDifficulty(list: Generated[]): void {
	const order = [...list].sort((a, b) => a.score - b.score || (a.fen < b.fen ? -1 : 1));
	order.forEach((g, i) => (g.difficulty = (1 + Math.floor((5 * i) / order.length)) as Generated['difficulty']));
}

export function generatePuzzles(options: Partial<GenerateOptions> = {}): { puzzles: Generated[]; stats: GenerateStats } {
	const o: GenerateOptions = { ...DEFAULT_GENERATE_OPTIONS, ...options };
	if (!o.perSignature) o.perSignature = Math.max(4, Math.ceil(o.count / 35));
	if (!o.perN) o.perN = Math.max(4, Math.ceil(o.count / 6));
	if (!o.perThemeSet) o.perThemeSet = Math.max(4, Math.ceil(o.count / 14));
	const random = rng(o.seed);
	const tt = new TranspositionTable(o.ttMegabytes);
	const fresh = new TranspositionTable(Math.min(o.ttMegabytes, 16));
	const seen = new Set<string>(o.exclude ?? []);
	const perSignature = new Map<string, number>();
	const perThemeSet = new Map<string, number>();
	const perN = new Map<number, number>();
	const found: Generated[] = [];
	const stats: GenerateStats = { games: 0, positions: 0, screened: 0, winsFound: 0, uniqueProved: 0, rejected: {}, ms: {} };
	let clock = performance.now();
	const lap = (stage: string) => {
		const now = performance.now();
		stats.ms[stage] = (stats.ms[stage] ?? 0) + now - clock;
		clock = now;
	};
	const reject = (why: string) => {
		stats.rejected[why] = (stats.rejected[why] ?? 0) + 1;
	};
	while (found.length < o.count && stats.games < o.maxGames) {
		stats.games++;
		const ending = random() < o.endgameShare;
		const policy = pick<Policy>(random, ['random', 'heuristic', 'mixed']);
		const start = ending ? randomEnding(random) : START;
		const game = playGame(start, policy, random, ending ? 40 : 150);
		let fromGame = 0;
		let next = 0;
		for (const [index, pos] of game.entries()) {
			if (found.length >= o.count || fromGame >= o.perGame) break;
			if (index < next) continue;
			stats.positions++;
			const key = canonicalKey(pos);
			if (seen.has(key)) continue;
			seen.add(key);
			const moves = legalMoves(pos);
			if (moves.length < 3 || sideHasCapture(pos)) continue;
			const sig = signature(pos);
			if ((perSignature.get(sig) ?? 0) >= o.perSignature) continue;
			stats.screened++;
			lap('play');
			const r = solve(pos, { maxMoves: o.maxN, tt, nodeLimit: o.solveNodes });
			lap('screen');
			if (r.verdict.kind !== 'win' || r.verdict.n < o.minN) {
				reject(r.verdict.kind === 'unknown' ? 'unknown' : r.verdict.kind === 'win' ? 'too short' : 'loss');
				continue;
			}
			const n = r.verdict.n;
			stats.winsFound++;
			if ((perN.get(n) ?? 0) >= o.perN) {
				reject('N full');
				continue;
			}
			// Cheap first: a second winning move ends it at once.
			const verdicts = winningMoves(pos, { maxMoves: n + 4, tt, nodeLimit: o.uniqueNodes, stopAfterWins: 2 });
			lap('unique');
			const wins = verdicts.filter((v) => v.verdict.kind === 'win').length;
			if (wins !== 1 || verdicts.some((v) => v.verdict.kind === 'unknown')) {
				reject(wins > 1 ? 'not unique' : 'uniqueness unknown');
				continue;
			}
			stats.uniqueProved++;
			// Themes from the screening line first: a full theme set needs no proof.
			if (r.line.length === 2 * n && (perThemeSet.get(tagThemes(pos, r.line[0], r.line, tt).themes.join(',')) ?? 0) >= o.perThemeSet) {
				reject('theme set full');
				continue;
			}
			const proof = proveLikeVerifier(pos, n, fresh, o.verifyNodes);
			lap('prove');
			if (!proof) {
				reject('too costly to verify');
				continue;
			}
			const facts = tagThemes(pos, proof.key, proof.line, tt);
			if (facts.themes.length === 0) {
				reject('no theme');
				continue;
			}
			const themeSet = facts.themes.join(',');
			if ((perThemeSet.get(themeSet) ?? 0) >= o.perThemeSet) {
				reject('theme set full');
				continue;
			}
			const plausible = plausibleAlternatives(pos, proof.key);
			lap('themes');
			found.push({
				fen: makeFen(pos),
				pos,
				n,
				key: proof.key,
				line: proof.line,
				facts,
				legal: moves.length,
				plausible,
				proofNodes: proof.proofNodes,
				verifyNodes: proof.verifyNodes,
				score: rawDifficulty(n, plausible, proof.proofNodes, facts.sacrifice),
				difficulty: 1,
				origin: ending ? 'ending' : 'start'
			});
			perSignature.set(sig, (perSignature.get(sig) ?? 0) + 1);
			perThemeSet.set(themeSet, (perThemeSet.get(themeSet) ?? 0) + 1);
			perN.set(n, (perN.get(n) ?? 0) + 1);
			fromGame++;
			next = index + 1 + o.gameGap;
			o.log?.(`found ${found.length}/${o.count}: ${makeFen(pos)} win in ${n} (${facts.themes.join(', ')}; screen ${r.nodes}, verify ${proof.verifyNodes} nodes) after ${stats.games} games`);
		}
	}
	rateDifficulty(found);
	return { puzzles: found, stats };
}

// ---------------------------------------------------------------- texts

const SIDE = { en: ['Black', 'White'], ru: ['Чёрные', 'Белые'] };
const SIDE_GEN = ['чёрных', 'белых'];

/** Russian plural: 1 ход, 2 хода, 5 ходов. */
export function ruPlural(n: number, one: string, few: string, many: string): string {
	const t = n % 100;
	const u = n % 10;
	if (t >= 11 && t <= 14) return many;
	if (u === 1) return one;
	if (u >= 2 && u <= 4) return few;
	return many;
}

function movesEn(n: number): string {
	return `${n} move${n === 1 ? '' : 's'}`;
}

function movesRu(n: number): string {
	return `${n} ${ruPlural(n, 'ход', 'хода', 'ходов')}`;
}

/** Hints from the most general to the most telling; the last names the piece to move. */
export function puzzleHints(g: Pick<Generated, 'pos' | 'n' | 'key' | 'facts'>): { en: string[]; ru: string[] } {
	const w = g.pos.whiteToMove ? 1 : 0;
	const en: string[] = [`${SIDE.en[w]} wins in ${movesEn(g.n)} against any defence, and only one first move does it.`];
	const ru: string[] = [`${SIDE.ru[w]} выигрывают в ${movesRu(g.n)} при любой защите, но только одним-единственным первым ходом.`];
	const f = g.facts;
	if (f.sacrifice) {
		en.push('Begin with a sacrifice: put a piece where the opponent has to take it.');
		ru.push('Начните с жертвы: подставьте шашку так, чтобы сопернику пришлось её бить.');
	}
	if (f.threat) {
		en.push('After the right first move you threaten to win with your very next move.');
		ru.push('После верного первого хода вы угрожаете выиграть следующим же ходом.');
	}
	if (f.themes.includes('constriction')) {
		if (f.replies === 1) {
			en.push('Squeeze the opponent: after the right move it has a single reply left, and it loses.');
			ru.push('Стесните соперника: после верного хода у него останется единственный ответ, и он ведёт к проигрышу.');
		} else {
			en.push('Squeeze the opponent: after the right move it has only two replies left, and both lose.');
			ru.push('Стесните соперника: после верного хода у него останется всего два ответа, и оба ведут к проигрышу.');
		}
	}
	if (f.locked.length) {
		const sq = f.locked[0];
		const own = ((g.pos.whiteToMove ? g.pos.white : g.pos.black) >>> sq) & 1;
		const name = squareName(sq);
		en.push(`Note ${own ? 'your' : "the opponent's"} man on ${name}: it is locked in and has no move.`);
		ru.push(`Обратите внимание на ${own ? 'свою' : 'чужую'} простую на ${name}: она заперта, хода у неё нет.`);
	}
	if (!f.sacrifice && !f.themes.includes('constriction')) {
		const k = f.replies;
		en.push(`The right first move gives nothing away; the opponent then has ${k} ${k === 1 ? 'reply' : 'replies'}, and none of them saves the game.`);
		ru.push(
			k === 1
				? 'Верный первый ход ничего не отдаёт; на него у соперника единственный ответ, и он не спасает.'
				: `Верный первый ход ничего не отдаёт; на него у соперника ${k} ${ruPlural(k, 'ответ', 'ответа', 'ответов')}, и ни один не спасает.`
		);
	}
	if (f.block) {
		en.push('The game ends with your pieces blocked, not with all of them given away.');
		ru.push('Партия закончится тем, что ваши шашки будут заперты, а не отданы.');
	}
	const king = ((g.pos.kings >>> g.key.from) & 1) === 1;
	const from = squareName(g.key.from);
	en.push(`Move the ${king ? 'king' : 'man'} on ${from}.`);
	ru.push(`Ходите ${king ? 'дамкой' : 'простой'} с ${from}.`);
	return { en, ru };
}

export const GENERATED_SOURCE: Text = { en: "Generated by this app's solver", ru: 'Составлено решателем приложения' };

export function toPuzzle(g: Generated, id: string): Puzzle {
	const w = g.pos.whiteToMove ? 1 : 0;
	return {
		id,
		title: { en: `${SIDE.en[w]} to play and win in ${movesEn(g.n)}`, ru: `Ход ${SIDE_GEN[w]}: выигрыш в ${movesRu(g.n)}` },
		fen: g.fen,
		aim: 'giveaway',
		claim: `win in ${g.n}`,
		unique: true,
		solution: g.line.map(moveToString),
		themes: g.facts.themes,
		difficulty: g.difficulty,
		source: GENERATED_SOURCE,
		hints: puzzleHints(g)
	};
}

/**
 * Stable ids and files: sorted by difficulty, then N, then FEN, numbered
 * gen-0001...; one file per difficulty level.
 */
export function bankFiles(list: Generated[]): { name: string; data: { kind: 'puzzles'; description: string; puzzles: Puzzle[] } }[] {
	const sorted = [...list].sort((a, b) => a.difficulty - b.difficulty || a.n - b.n || (a.fen < b.fen ? -1 : a.fen > b.fen ? 1 : 0));
	const puzzles = sorted.map((g, i) => toPuzzle(g, `gen-${String(i + 1).padStart(4, '0')}`));
	const files = [];
	for (let level = 1; level <= 5; level++) {
		const mine = puzzles.filter((p) => p.difficulty === level);
		if (!mine.length) continue;
		files.push({
			name: `difficulty-${level}.json`,
			data: {
				kind: 'puzzles' as const,
				description: `Generated puzzles, difficulty ${level} of 5: the side to move wins by force with exactly one first move (npm run -s cli -- generate).`,
				puzzles: mine
			}
		});
	}
	return files;
}
