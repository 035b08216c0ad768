/**
 * The expensive half of the generator, run on worker threads: look
 * through one game's positions for puzzles. A position becomes a candidate
 * when (giveaway aim):
 *  - the side to move has at least 3 legal moves and no capture;
 *  - the solver proves `win in N`, minN <= N <= maxN, within a small
 *    budget, or a larger one near the end of the game or with few pieces;
 *  - re-proving it exactly as `verifyPuzzle` does, with a fresh table,
 *    succeeds within `verifyNodes` nodes (so the bank stays cheap to
 *    check): N and the line are proved again, and exactly one first move
 *    wins within N + 4, every other one proved not to;
 *  - it has a theme.
 * The result depends on the game's positions and the `closed` caps only:
 * the table is cleared at the start of each game, so which thread screens
 * a game, and what it screened before, cannot change what it finds.
 */
import { legalMoves, makeFen, makePosition, popcount, moveToString } from '../engine';
import { solve } from '../solver/solve';
import { TranspositionTable } from '../solver/tt';
import { levelOf, plausibleAlternatives, rawDifficulty, type Level } from './difficulty';
import { signature } from './keys';
import type { GenerateOptions } from './options';
import { proveLikeVerifier } from './proof';
import { sideHasCapture, tagThemes, type ThemeFacts } from './themes';

export type ScreenOptions = Pick<
	GenerateOptions,
	'minN' | 'maxN' | 'solveNodes' | 'deepNodes' | 'deepPieces' | 'deepPlies' | 'verifyNodes' | 'perGame' | 'gameGap' | 'ttMegabytes' | 'themes'
>;

/** A position as plain numbers (it crosses threads), with its index in the game. */
export interface GamePosition {
	index: number;
	/** Plies from here to the end of the game (a large number if the game did not end). */
	toEnd: number;
	white: number;
	black: number;
	kings: number;
	whiteToMove: boolean;
}

/**
 * Caps already full when the game was handed out. Caps only fill, so what
 * is closed here is still closed when the game's results are accepted:
 * skipping it early changes nothing but the time spent.
 */
export interface Closed {
	signatures: string[];
	ns: number[];
	themeSets: string[];
	levels: number[];
}

export interface GameTask {
	game: number;
	origin: 'start' | 'ending';
	/** The game's positions not seen in an earlier game, in order. */
	positions: GamePosition[];
	closed: Closed;
}

export interface Candidate {
	/** Index of the position in its game. */
	index: number;
	fen: string;
	n: number;
	/** Best play in full notation, 2N moves. */
	line: string[];
	facts: ThemeFacts;
	signature: string;
	legal: number;
	plausible: number;
	/** Nodes of the screening searches (warm table). */
	screenNodes: number;
	/** Nodes of the root proof (fresh table). */
	proofNodes: number;
	/** Nodes of the whole re-proof as verify-bank does it (fresh table). */
	verifyNodes: number;
	score: number;
	level: Level;
}

export interface ScreenStats {
	positions: number;
	screened: number;
	winsFound: number;
	uniqueProved: number;
	rejected: Record<string, number>;
	/** Solver nodes per stage. */
	nodes: Record<string, number>;
	/** Milliseconds per stage, for the report only (budgets are in nodes). */
	ms: Record<string, number>;
}

export interface GameResult {
	game: number;
	origin: 'start' | 'ending';
	candidates: Candidate[];
	stats: ScreenStats;
}

export function emptyStats(): ScreenStats {
	return { positions: 0, screened: 0, winsFound: 0, uniqueProved: 0, rejected: {}, nodes: {}, ms: {} };
}

export function addStats(into: ScreenStats, from: ScreenStats): void {
	into.positions += from.positions;
	into.screened += from.screened;
	into.winsFound += from.winsFound;
	into.uniqueProved += from.uniqueProved;
	for (const [k, v] of Object.entries(from.rejected)) into.rejected[k] = (into.rejected[k] ?? 0) + v;
	for (const [k, v] of Object.entries(from.nodes)) into.nodes[k] = (into.nodes[k] ?? 0) + v;
	for (const [k, v] of Object.entries(from.ms)) into.ms[k] = (into.ms[k] ?? 0) + v;
}

export class Screener {
	private readonly tt: TranspositionTable;
	private readonly fresh: TranspositionTable;

	constructor(private readonly o: ScreenOptions) {
		this.tt = new TranspositionTable(o.ttMegabytes);
		this.fresh = new TranspositionTable(Math.min(o.ttMegabytes, 16));
	}

	screenGame(task: GameTask): GameResult {
		const o = this.o;
		const tt = this.tt;
		const stats = emptyStats();
		const reject = (why: string) => void (stats.rejected[why] = (stats.rejected[why] ?? 0) + 1);
		let clock = performance.now();
		const spend = (stage: string, nodes: number) => {
			const now = performance.now();
			stats.nodes[stage] = (stats.nodes[stage] ?? 0) + nodes;
			stats.ms[stage] = (stats.ms[stage] ?? 0) + now - clock;
			clock = now;
		};
		const closed = {
			signatures: new Set(task.closed.signatures),
			ns: new Set(task.closed.ns),
			themeSets: new Set(task.closed.themeSets),
			levels: new Set(task.closed.levels)
		};
		const wanted = (themes: readonly string[]) => o.themes.length === 0 || themes.some((t) => (o.themes as readonly string[]).includes(t));
		const candidates: Candidate[] = [];
		let next = 0;
		tt.clear();
		spend('clear', 0);
		for (const p of task.positions) {
			if (candidates.length >= o.perGame) break;
			if (p.index < next) continue;
			stats.positions++;
			const pos = makePosition(p.white, p.black, p.kings, p.whiteToMove);
			const moves = legalMoves(pos);
			if (moves.length < 3 || sideHasCapture(pos)) continue;
			const sig = signature(pos);
			if (closed.signatures.has(sig)) {
				reject('signature full');
				continue;
			}
			stats.screened++;
			spend('other', 0);
			let r = solve(pos, { maxMoves: o.maxN, tt, nodeLimit: o.solveNodes });
			spend('screen', r.nodes);
			let screenNodes = r.nodes;
			if (r.verdict.kind === 'unknown' && o.deepNodes > o.solveNodes && (popcount(pos.white | pos.black) <= o.deepPieces || p.toEnd < o.deepPlies)) {
				r = solve(pos, { maxMoves: o.maxN, tt, nodeLimit: o.deepNodes });
				spend('deep screen', r.nodes);
				screenNodes += r.nodes;
			}
			if (r.verdict.kind !== 'win' || r.verdict.n < o.minN) {
				reject(r.verdict.kind === 'unknown' ? 'unknown' : r.verdict.kind === 'win' ? 'too short' : 'loss');
				continue;
			}
			const n = r.verdict.n;
			stats.winsFound++;
			if (closed.ns.has(n)) {
				reject('N full');
				continue;
			}
			// Themes from the screening line first: a closed or unwanted theme set needs no proof.
			if (r.line.length === 2 * n) {
				const early = tagThemes(pos, r.line[0], r.line, tt).themes;
				if (closed.themeSets.has(early.join(','))) {
					reject('theme set full');
					continue;
				}
				if (!wanted(early)) {
					reject('theme not wanted');
					continue;
				}
			}
			// The proof verify-bank will run, its cost counted: it also proves
			// (or refutes) uniqueness, so no separate check is needed.
			const { proof, failure, nodes } = proveLikeVerifier(pos, n, this.fresh, o.verifyNodes);
			spend('prove', nodes);
			if (!proof) {
				reject(failure ?? 'not proved');
				continue;
			}
			stats.uniqueProved++;
			const facts = tagThemes(pos, proof.key, proof.line, tt);
			if (facts.themes.length === 0) {
				reject('no theme');
				continue;
			}
			if (closed.themeSets.has(facts.themes.join(','))) {
				reject('theme set full');
				continue;
			}
			if (!wanted(facts.themes)) {
				reject('theme not wanted');
				continue;
			}
			spend('themes', 0);
			const plausible = plausibleAlternatives(pos, proof.key);
			const score = rawDifficulty(n, plausible, proof.proofNodes, facts.sacrifice);
			const level = levelOf(score);
			spend('plausible', 0);
			if (closed.levels.has(level)) {
				reject('level full');
				continue;
			}
			candidates.push({
				index: p.index,
				fen: makeFen(pos),
				n,
				line: proof.line.map(moveToString),
				facts,
				signature: sig,
				legal: moves.length,
				plausible,
				screenNodes,
				proofNodes: proof.proofNodes,
				verifyNodes: proof.verifyNodes,
				score,
				level
			});
			next = p.index + 1 + o.gameGap;
		}
		return { game: task.game, origin: task.origin, candidates, stats };
	}
}
