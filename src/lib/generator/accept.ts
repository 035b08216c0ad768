/**
 * The cheap half of the generator, on the main thread: take each game's
 * candidates strictly in game order and keep those that no earlier puzzle
 * repeats and whose caps are not full, numbering them as they come. Being
 * the only place that decides, in a fixed order, it makes a run the same
 * whatever the threads did first.
 */
import { parseFen, parseMove } from '../engine';
import type { Puzzle } from '../bank/types';
import type { Caps } from './options';
import { canonicalKey, pairKey } from './keys';
import type { Candidate, Closed, GameResult } from './screen';
import { toPuzzle } from './texts';

export interface Accepted {
	game: number;
	origin: 'start' | 'ending';
	candidate: Candidate;
	puzzle: Puzzle;
}

/** Keys of puzzles already in the bank: the positions and the positions after their first move pair. */
export interface KnownKeys {
	positions: Iterable<string>;
	pairs: Iterable<string>;
}

export function generatedId(k: number): string {
	return `gen-${String(k).padStart(4, '0')}`;
}

type Counts = { signature: Map<string, number>; n: Map<number, number>; themeSet: Map<string, number>; level: Map<number, number> };

function emptyCounts(): Counts {
	return { signature: new Map(), n: new Map(), themeSet: new Map(), level: new Map() };
}

function add(counts: Counts, c: Candidate): void {
	const bump = <K>(m: Map<K, number>, k: K) => m.set(k, (m.get(k) ?? 0) + 1);
	bump(counts.signature, c.signature);
	bump(counts.n, c.n);
	bump(counts.themeSet, c.facts.themes.join(','));
	bump(counts.level, c.level);
}

export class Acceptor {
	readonly accepted: Accepted[] = [];
	readonly rejected: Record<string, number> = {};
	private readonly positions: Set<string>;
	private readonly pairs: Set<string>;
	private readonly counts = emptyCounts();
	/** Counts of the puzzles from games before `laggedBefore` (see closedBefore). */
	private readonly lagged = emptyCounts();
	private laggedBefore = 0;
	private laggedIndex = 0;

	constructor(
		private readonly caps: Caps,
		known: KnownKeys,
		/** Number of the first new id (gen-NNNN). */
		private nextId: number
	) {
		this.positions = new Set(known.positions);
		this.pairs = new Set(known.pairs);
	}

	private full(counts: Counts, c: Candidate): string | null {
		if ((counts.signature.get(c.signature) ?? 0) >= this.caps.perSignature) return 'signature full';
		if ((counts.n.get(c.n) ?? 0) >= this.caps.perN) return 'N full';
		if ((counts.themeSet.get(c.facts.themes.join(',')) ?? 0) >= this.caps.perThemeSet) return 'theme set full';
		if ((counts.level.get(c.level) ?? 0) >= this.caps.perLevel) return 'level full';
		return null;
	}

	/** Keep what it can of one game's candidates (the games must come in order); at most `room` puzzles. */
	accept(result: GameResult, room: number): Accepted[] {
		const kept: Accepted[] = [];
		for (const c of result.candidates) {
			if (kept.length >= room) break;
			const parsed = parseFen(c.fen);
			if (!parsed.ok) throw new Error(`candidate with a bad FEN ${c.fen}`);
			const pos = parsed.value;
			const key = canonicalKey(pos);
			const pair = pairKey(c.fen, c.line);
			const why = this.positions.has(key)
				? 'duplicate'
				: pair !== null && this.pairs.has(pair)
					? 'same position after the first pair'
					: this.full(this.counts, c);
			if (why) {
				this.rejected[why] = (this.rejected[why] ?? 0) + 1;
				continue;
			}
			const move = parseMove(pos, c.line[0]);
			if (!move.ok) throw new Error(`candidate ${c.fen} with a bad key move ${c.line[0]}`);
			const puzzle = toPuzzle({ pos, n: c.n, key: move.value, facts: c.facts, fen: c.fen, line: c.line, level: c.level }, generatedId(this.nextId++));
			kept.push(this.record({ game: result.game, origin: result.origin, candidate: c, puzzle }));
		}
		return kept;
	}

	/** Take back a puzzle accepted by an earlier, interrupted run (in order). */
	record(a: Accepted): Accepted {
		const key = canonicalKey((parseFen(a.candidate.fen) as { ok: true; value: Parameters<typeof canonicalKey>[0] }).value);
		this.positions.add(key);
		const pair = pairKey(a.candidate.fen, a.candidate.line);
		if (pair !== null) this.pairs.add(pair);
		add(this.counts, a.candidate);
		this.accepted.push(a);
		const n = Number(a.puzzle.id.slice(4));
		if (n >= this.nextId) this.nextId = n + 1;
		return a;
	}

	/**
	 * The caps that were full once every game before `game` had been
	 * accepted. Asked with a `game` that never decreases; games before it
	 * must all be accepted already.
	 */
	closedBefore(game: number): Closed {
		if (game < this.laggedBefore) throw new Error('closedBefore asked about an earlier game');
		this.laggedBefore = game;
		while (this.laggedIndex < this.accepted.length && this.accepted[this.laggedIndex].game < game)
			add(this.lagged, this.accepted[this.laggedIndex++].candidate);
		const over = <K>(m: Map<K, number>, cap: number) => [...m].filter(([, v]) => v >= cap).map(([k]) => k);
		return {
			signatures: over(this.lagged.signature, this.caps.perSignature),
			ns: over(this.lagged.n, this.caps.perN),
			themeSets: over(this.lagged.themeSet, this.caps.perThemeSet),
			levels: over(this.lagged.level, this.caps.perLevel)
		};
	}
}
