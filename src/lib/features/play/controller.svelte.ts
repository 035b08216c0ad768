/**
 * A game against the app on /play: the setup (level, colour, the start
 * position from `?fen=` or the opening one, and why a FEN given could not
 * be played), the game itself (a PlayOutController: the rules, take-back,
 * resigning, the engine's replies in its worker), and its keeping: saved
 * on the device after every change, resumed after a reload, kept with its
 * result once over. Time is passed in (`now`).
 */
import { START, makeFen, moveToString, parseFen, playLine, type Color, type FenError, type Move, type Position } from '$lib/engine';
import type { PlayedGame, PlayedResult } from '$lib/progress';
import { PlayOutController, REPLY_PAUSE_MS } from '$lib/features/game-vs-app/controller.svelte';
import type { MoveOracle } from '$lib/opponent/oracle';
import { t } from '$lib/i18n/index.svelte';
import { Timers } from '$lib/ui/timers';

/** What the page keeps its games with (the progress link in the app). */
export interface GamesLink {
	games(): Promise<PlayedGame[]>;
	saveGame(game: PlayedGame): Promise<boolean>;
	removeGame(id: string): Promise<boolean>;
}

/** How long the "resumed" note stays. */
export const RESUMED_NOTE_MS = 6000;

/** The user's result of a game over (null while it goes on). */
export function resultOf(session: PlayOutController): PlayedResult | null {
	if (session.resigned) return 'resigned';
	const w = session.winner;
	return w === null ? null : w === 'you' ? 'won' : w === 'app' ? 'lost' : 'drawn';
}

/** The moves of a stored game replayed from its start; null when the start is no position or a move is not legal. */
function replay(game: PlayedGame): { start: Position; moves: Move[] } | null {
	const parsed = parseFen(game.fen);
	const line = parsed.ok ? playLine(parsed.value, game.moves) : null;
	return parsed.ok && line?.ok ? { start: parsed.value, moves: line.value.moves } : null;
}

export class PlayController {
	level = $state(1);
	color = $state<Color>('white');
	/** Where a new game starts. */
	start = $state.raw<Position>(START);
	#fenProblem = $state.raw<FenError | null>(null);
	session = $state.raw<PlayOutController | null>(null);
	/** The game shown was resumed from the device. */
	resumed = $state(false);
	/** Set once the finished game is saved. */
	saved = $state(false);
	/** The stored games were read (a resumed game, if any, is on the board). */
	ready = $state(false);
	#id: string | null = null;
	#startedAt = 0;
	readonly #timers = new Timers();

	constructor(
		private readonly link: GamesLink,
		private readonly oracle: () => MoveOracle,
		private readonly now: () => number,
		private readonly pauseMs: number = REPLY_PAUSE_MS
	) {}

	/** The id of the game on the board (stored under it), or null before one starts. */
	get gameId(): string | null {
		return this.#id;
	}

	/** Why the `?fen=` given cannot be played, in the interface's language, or null. */
	get fenError(): string | null {
		return this.#fenProblem === null ? null : t.playBadFen(t.badFen(this.#fenProblem));
	}

	/** The start from the address: a bad FEN is said and the opening position kept. */
	setFen(fen: string | null): void {
		this.#fenProblem = null;
		this.start = START;
		if (fen === null || fen.trim() === '') return;
		const parsed = parseFen(fen.trim());
		if (parsed.ok) this.start = parsed.value;
		else this.#fenProblem = parsed.error;
	}

	/** Reads the device's games; a game in progress is put back on the board. */
	async resume(): Promise<void> {
		const games = await this.link.games().catch(() => [] as PlayedGame[]);
		const playing = games.find((g) => g.result === null);
		const back = playing ? replay(playing) : null;
		if (playing && back && !this.session) {
			this.level = playing.level;
			this.color = playing.color;
			this.#id = playing.id;
			this.#startedAt = playing.startedAt;
			this.#open(back.start, back.moves);
			this.resumed = true;
			this.#timers.later(RESUMED_NOTE_MS, () => (this.resumed = false));
		}
		this.ready = true;
	}

	/** A new game with the setup's choices. */
	begin(): void {
		this.#startedAt = this.now();
		this.#id = `g-${this.#startedAt}`;
		this.resumed = false;
		this.#open(this.start, []);
	}

	/** Leaves the game (an unfinished one is dropped) and goes back to the setup. */
	newGame(): void {
		const s = this.session;
		if (s && !s.outcome && this.#id) void this.link.removeGame(this.#id);
		this.#close();
	}

	/** The same choices again, from the same start. */
	again(): void {
		const s = this.session;
		if (s) this.start = s.start;
		this.newGame();
		this.begin();
	}

	dispose(): void {
		this.#timers.clear();
		this.session?.dispose();
	}

	#open(start: Position, moves: readonly Move[]): void {
		this.session?.dispose();
		this.saved = false;
		const s = new PlayOutController(start, 'giveaway', this.color, this.level, this.oracle(), this.pauseMs, moves);
		s.onchange = () => this.#save();
		this.session = s;
		this.#save();
		void s.begin();
	}

	#close(): void {
		this.session?.dispose();
		this.session = null;
		this.#id = null;
		this.resumed = false;
		this.saved = false;
	}

	#save(): void {
		const s = this.session;
		if (!s || !this.#id) return;
		const result = resultOf(s);
		const game: PlayedGame = {
			id: this.#id,
			startedAt: this.#startedAt,
			at: Math.max(this.#startedAt, this.now()),
			level: s.level,
			color: s.user,
			fen: makeFen(s.start),
			moves: s.moves.map(moveToString),
			result,
			reason: s.outcome?.reason ?? null
		};
		void this.link.saveGame(game).then((ok) => {
			if (ok && result !== null && this.session === s) this.saved = true;
		});
	}
}
