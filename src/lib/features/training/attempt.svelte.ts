/**
 * One try at a puzzle page, rated or casual. The choice is made before the
 * first move (or hint, or solution) and then locked for the try; a puzzle
 * already tried is casual whatever the choice (its first try was the test).
 * A rated try is recorded with the puzzle's fixed rating, and the store
 * moves the player's rating in the same transaction; this controller reads
 * the rating before and after to show the change. A casual try is recorded
 * as before and never touches the rating. Today's puzzle (`daily`) is
 * chosen the same way and its try is still recorded as that day's daily.
 */
import { claimMoves } from '$lib/bank/types';
import { progress as link, type ProgressLink } from '$lib/app/progress-link';
import type { PuzzleFinish } from '$lib/features/puzzle/controller.svelte';
import type { ProgressStore } from '$lib/progress';
import { isProvisional, type PlayerRating } from '$lib/training/player-rating';
import { puzzleRating } from '$lib/training/puzzle-rating';
import { trainingStore } from './store';

export type AttemptMode = 'rated' | 'casual';

export interface RatedPuzzleInfo {
	id: string;
	difficulty: number;
	claim: string;
}

export interface AttemptOptions {
	/** Today's puzzle: the date the try counts for as the daily (absent: an ordinary puzzle page). */
	daily?: string;
	/** The device store (default: the shared one; null where there is none). */
	store?: () => Promise<ProgressStore | null>;
	/** Where the try and the choice are written (default: the progress link, which stamps the time). */
	writes?: Pick<ProgressLink, 'recordAttempt' | 'saveSettings'>;
}

export class TrainingAttempt {
	mode = $state<AttemptMode>('rated');
	/** The puzzle was tried before: this try is casual. */
	seen = $state(false);
	/** The try has begun: the mode cannot change. */
	locked = $state(false);
	player = $state.raw<PlayerRating | null>(null);
	/** After a rated try: the rating before and after (whole points). */
	change = $state.raw<{ before: number; after: number } | null>(null);
	finished = $state(false);
	readonly puzzleRating: number;
	#store: ProgressStore | null = null;
	/** The user chose on this page (a lock from a try resumed after a reload still takes the saved choice). */
	#chosen = false;
	readonly #options: AttemptOptions;
	readonly #writes: Pick<ProgressLink, 'recordAttempt' | 'saveSettings'>;

	constructor(
		readonly puzzle: RatedPuzzleInfo,
		options: AttemptOptions = {}
	) {
		this.#options = options;
		this.#writes = options.writes ?? link;
		this.puzzleRating = puzzleRating({ difficulty: puzzle.difficulty, n: claimMoves(puzzle.claim) });
	}

	/** Whether this try moves the rating. */
	get rated(): boolean {
		return this.mode === 'rated' && !this.seen;
	}

	get provisional(): boolean {
		return this.player !== null && isProvisional(this.player);
	}

	/** Reads the saved choice, the player's rating and whether the puzzle was tried. */
	async load(): Promise<void> {
		const store = await (this.#options.store ?? trainingStore)();
		if (!store) return;
		this.#store = store;
		try {
			const [settings, player, status] = await Promise.all([store.getSettings(), store.playerRating(), store.puzzleStatus([this.puzzle.id])]);
			// The saved choice is the one made for this try when the try came back after a reload (locked, not chosen here).
			if (!this.#chosen) this.mode = settings.training.rated ? 'rated' : 'casual';
			this.player = player;
			if (!this.locked) this.seen = (status.get(this.puzzle.id)?.attempts ?? 0) > 0;
		} catch {
			// An unreadable store: the try is recorded (or not) as before, casual.
			this.seen = true;
		}
	}

	/** The user's choice for this try (and the default for the next ones). */
	choose(mode: AttemptMode): void {
		if (this.locked || this.mode === mode) return;
		this.#chosen = true;
		this.mode = mode;
		void this.#writes.saveSettings({ training: { rated: mode === 'rated' } });
	}

	/** The first move, hint or solution: the choice holds from here. */
	start(): void {
		this.locked = true;
	}

	/** Records the finished try; a rated one moves the rating and shows the change. */
	async finish(f: PuzzleFinish): Promise<void> {
		this.locked = true;
		const rated = this.rated;
		const before = this.player;
		const daily = this.#options.daily;
		await this.#writes.recordAttempt({
			puzzleId: this.puzzle.id,
			...f,
			...(daily === undefined ? { daily: false } : { daily: true, date: daily }),
			rated: rated ? { puzzleRating: this.puzzleRating } : undefined
		});
		this.finished = true;
		if (!rated || !this.#store || !before) return;
		try {
			const after = await this.#store.playerRating();
			this.player = after;
			if (after.games > before.games) this.change = { before: Math.round(before.rating), after: Math.round(after.rating) };
		} catch {
			// The try was recorded; only the figure on screen is missing.
		}
	}
}
