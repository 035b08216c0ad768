/**
 * A generator run: the main thread plays game after game (game k is a pure
 * function of the seed and k), hands each game's new positions to a
 * screener (a worker thread, or this thread), and accepts the screeners'
 * results strictly in game order. Every budget is a node count and the
 * screeners clear their tables at the start of each game, so a seed gives
 * the same puzzles with any number of threads and any scheduling.
 */
import { legalMoves } from '../engine';
import { canonicalKey } from './keys';
import { Acceptor, type Accepted, type KnownKeys } from './accept';
import { gameNumber } from './games';
import { capsOf, DEFAULT_GENERATE_OPTIONS, type GenerateOptions } from './options';
import { addStats, emptyStats, Screener, type GamePosition, type GameResult, type GameTask, type ScreenStats } from './screen';

/**
 * Game k is screened with the caps as they stood once the games before
 * k - LAG were accepted: a fixed lag, so the answer does not depend on
 * timing, and long enough that the threads never wait for each other.
 */
export const LAG = 16;

export type ScreenFn = (task: GameTask) => Promise<GameResult>;

export interface RunSetup {
	/** Screens one game; by default on this thread. */
	screen?: ScreenFn;
	/** Games screened at once (2 per thread keeps every thread busy). */
	inFlight?: number;
	/** Puzzles of the bank, never found again. */
	known?: KnownKeys;
	/** Number of the first new id (gen-NNNN). */
	firstId?: number;
	/** An interrupted run's accepted puzzles and the game it had reached. */
	resume?: { accepted: Accepted[]; nextGame: number };
	/** After each game is accepted (in order), with the puzzles kept from it. */
	onGame?: (game: number, kept: Accepted[]) => void;
	log?: (line: string) => void;
}

export interface RunResult {
	/** Every puzzle accepted, resumed ones first. */
	accepted: Accepted[];
	/** The next game a continued run would play. */
	nextGame: number;
	stats: ScreenStats & { games: number };
}

/** The positions of a game that no earlier game had, as plain numbers; marks them seen. */
export function newPositions(positions: readonly Parameters<typeof canonicalKey>[0][], seen: Set<string>): GamePosition[] {
	const out: GamePosition[] = [];
	const last = positions.length - 1;
	const ended = last >= 0 && legalMoves(positions[last]).length === 0;
	positions.forEach((p, index) => {
		const key = canonicalKey(p);
		if (seen.has(key)) return;
		seen.add(key);
		out.push({ index, toEnd: ended ? last - index : 1000, white: p.white, black: p.black, kings: p.kings, whiteToMove: p.whiteToMove });
	});
	return out;
}

export async function generatePuzzles(options: Partial<GenerateOptions> = {}, setup: RunSetup = {}): Promise<RunResult> {
	const o: GenerateOptions = { ...DEFAULT_GENERATE_OPTIONS, ...options };
	const known = setup.known ?? { positions: [], pairs: [] };
	const acceptor = new Acceptor(capsOf(o), known, setup.firstId ?? 1);
	for (const a of setup.resume?.accepted ?? []) acceptor.record(a);
	const seen = new Set<string>(known.positions);
	const first = setup.resume?.nextGame ?? 0;
	// The seen positions of the games already done: replaying them is cheap.
	for (let g = 0; g < first; g++) newPositions(gameNumber(o.seed, g, o.endgameShare).positions, seen);
	let screen = setup.screen;
	if (!screen) {
		const screener = new Screener(o);
		screen = async (task) => screener.screenGame(task);
	}
	const inFlightMax = Math.max(1, Math.min(setup.inFlight ?? 1, LAG));
	const stats = { ...emptyStats(), games: 0 };
	const results = new Map<number, GameResult>();
	let failure: unknown = null;
	let wake: (() => void) | null = null;
	let inFlight = 0;
	let nextPlay = first;
	let nextAccept = first;
	// count is the run's total: a continued run stops where the uninterrupted one would have.
	const done = () => acceptor.accepted.length >= o.count || nextAccept >= o.maxGames;
	while (!done()) {
		while (inFlight < inFlightMax && nextPlay < o.maxGames && nextPlay <= nextAccept + LAG) {
			const k = nextPlay++;
			const game = gameNumber(o.seed, k, o.endgameShare);
			const task: GameTask = {
				game: k,
				origin: game.origin,
				positions: newPositions(game.positions, seen),
				closed: acceptor.closedBefore(Math.max(0, k - LAG))
			};
			inFlight++;
			screen(task).then(
				(r) => {
					results.set(r.game, r);
					inFlight--;
					wake?.();
				},
				(e) => {
					failure ??= e;
					inFlight--;
					wake?.();
				}
			);
		}
		if (failure) throw failure;
		const ready = results.get(nextAccept);
		if (!ready) {
			await new Promise<void>((resolve) => (wake = resolve));
			wake = null;
			continue;
		}
		results.delete(nextAccept);
		nextAccept++;
		stats.games++;
		addStats(stats, ready.stats);
		const kept = acceptor.accept(ready, o.count - acceptor.accepted.length);
		setup.onGame?.(ready.game, kept);
		for (const a of kept)
			setup.log?.(
				`${a.puzzle.id} (${acceptor.accepted.length}/${o.count}) game ${a.game}: ${a.puzzle.fen} ${a.puzzle.claim}, level ${a.puzzle.difficulty} ` +
					`(${a.puzzle.themes.join(', ')}; verify ${a.candidate.verifyNodes} nodes)`
			);
	}
	for (const [k, v] of Object.entries(acceptor.rejected)) stats.rejected[k] = (stats.rejected[k] ?? 0) + v;
	return { accepted: acceptor.accepted, nextGame: nextAccept, stats };
}
