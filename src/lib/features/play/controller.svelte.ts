/**
 * A game against the app on /play: the setup (level, colour, the start
 * position from `?fen=` or the opening one, and why a FEN given could not
 * be played), the game itself (a PlayOutController: the rules, take-back,
 * resigning, the engine's replies in its worker), and its keeping: saved
 * on the device after every change, resumed after a reload, kept with its
 * result once over. Time is passed in (`now`).
 *
 * One owner per game in progress (as a run has): the tab playing it holds
 * the game's lock ($lib/app/tab-lock.ts) and saves it with its name and a
 * step that grows with every save. Another tab on /play says the game is
 * being played in another tab and offers to take it over; a save the store
 * refuses (another tab's game now, or one finished there: a finished game
 * is final) stops this tab's game and says where it is.
 *
 * A game may have a clock (clock.ts: the time control chosen, kept with the
 * game so a reload goes on with the time left; the side whose time runs out
 * loses) and may have take-backs switched off. Its moves can be stepped
 * through on the board during and after the game (`view`); resigning asks
 * first; a rematch swaps the colours.
 */
import {
	START,
	applyMove,
	makeFen,
	moveToString,
	opposite,
	parseFen,
	playLine,
	sideToMove,
	type Color,
	type FenError,
	type Move,
	type Position
} from '$lib/engine';
import type { GameWriteResult, PlayedClock, PlayedGame, PlayedResult } from '$lib/progress';
import { gameLock, tabOwner, type RunLock } from '$lib/app/tab-lock';
import { PlayOutController, REPLY_PAUSE_MS } from '$lib/features/game-vs-app/controller.svelte';
import type { MoveOracle } from '$lib/opponent/oracle';
import { t } from '$lib/i18n/index.svelte';
import { Timers } from '$lib/ui/timers';
import { PLAY_MOVETIME_MS } from '$lib/features/game-vs-app/move-oracle';
import { TIME_CONTROLS, flagged, press, startClock, thinkBudget, timeKeyOf, timeLeft, type ClockState, type TimeKey } from './clock';

/** What the page keeps its games with (the progress link in the app). */
export interface GamesLink {
	games(): Promise<PlayedGame[]>;
	/** What the store did with the save, or null when it could not keep it. */
	saveGame(game: PlayedGame): Promise<GameWriteResult | null>;
	/** Makes `owner` the owner of the game in progress `id`: the game as stored, or null. */
	claimGame(id: string, owner: string): Promise<PlayedGame | null>;
	removeGame(id: string): Promise<boolean>;
}

/** Who owns games here: the tab's name and the lock of a game (tests pass free locks and names of their own). */
export interface GameOwnership {
	owner: string;
	lock: (id: string) => RunLock;
}

/** How long the "resumed" note stays. */
export const RESUMED_NOTE_MS = 6000;
/** How often a running clock is read again (tenths are shown under ten seconds). */
export const CLOCK_TICK_MS = 100;

/** The steps through a game's moves on the board. */
export type PlayStep = 'start' | 'back' | 'forward' | 'end';

/** The side to move after `plies` moves from `start`. */
const toMoveAfter = (start: Position, plies: number): Color => (start.whiteToMove === (plies % 2 === 0) ? 'white' : 'black');

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
	/** The game in progress is being played in another tab (this one shows where it is, and can take it over). */
	elsewhere = $state(false);
	/** The game this tab had on its board ended in another tab: as stored there. */
	endedElsewhere = $state.raw<PlayedGame | null>(null);
	/** The time control of a new game. */
	time = $state<TimeKey>('none');
	/** Whether a new game allows take-backs. */
	takebacks = $state(true);
	/** The clock of the game on the board (null: no clock). */
	clock = $state.raw<ClockState | null>(null);
	/** The time the clocks were last read at. */
	clockNow = $state(0);
	/** The ply shown on the board when looking back through the moves; null: the game as it stands. */
	view = $state<number | null>(null);
	/** The user asked to resign and is asked to confirm. */
	resignAsked = $state(false);
	/** The start was given in the address (a set position, shown before the game). */
	fromPosition = $state(false);
	#id: string | null = null;
	/** How many moves the game had at its last change (a move made, or taken back). */
	#plies = 0;
	#startedAt = 0;
	#lastStart = -Infinity;
	#step = 0;
	#lock: RunLock | null = null;
	readonly #timers = new Timers();
	readonly #own: GameOwnership;

	constructor(
		private readonly link: GamesLink,
		private readonly oracle: () => MoveOracle,
		private readonly now: () => number,
		private readonly pauseMs: number = REPLY_PAUSE_MS,
		ownership?: GameOwnership
	) {
		this.#own = ownership ?? { owner: tabOwner(), lock: gameLock };
	}

	/** The id of the game on the board (stored under it), or null before one starts. */
	get gameId(): string | null {
		return this.#id;
	}

	/** Why the `?fen=` given cannot be played, in the interface's language, or null. */
	get fenError(): string | null {
		return this.#fenProblem === null ? null : t.playBadFen(t.badFen(this.#fenProblem));
	}

	/** The start from the address: a bad FEN is said and the opening position kept; a good one sets the colour to its side to move. */
	setFen(fen: string | null): void {
		this.#fenProblem = null;
		this.start = START;
		this.fromPosition = false;
		if (fen === null || fen.trim() === '') return;
		const parsed = parseFen(fen.trim());
		if (parsed.ok) {
			this.start = parsed.value;
			this.fromPosition = true;
			this.color = sideToMove(parsed.value);
		} else this.#fenProblem = parsed.error;
	}

	/** The "resumed" note is shown: only while the resumed game goes on. */
	get resumedShown(): boolean {
		return this.resumed && this.session !== null && !this.session.outcome;
	}

	/** `side`'s time left as last read (null: no clock). */
	timeOf(side: Color): number | null {
		return this.clock ? timeLeft(this.clock, side, this.clockNow) : null;
	}

	/** The ply on the board: the one looked back at, or the last. */
	get shownPly(): number {
		return this.view ?? this.session?.moves.length ?? 0;
	}

	/** The position on the board: the game's, or the one looked back at. */
	get shownPosition(): Position {
		const s = this.session;
		if (!s) return this.start;
		if (this.view === null) return s.position;
		let pos = s.start;
		for (const m of s.moves.slice(0, this.view)) pos = applyMove(pos, m);
		return pos;
	}

	/** The last move into the position on the board. */
	get shownLastMove(): Move | null {
		const s = this.session;
		if (!s) return null;
		return this.view === null ? s.lastMove : (s.moves[this.view - 1] ?? null);
	}

	/** Shows the position after `ply` moves (the last: the game as it stands). */
	goTo(ply: number): void {
		const total = this.session?.moves.length ?? 0;
		const p = Math.max(0, Math.min(total, Math.round(ply)));
		this.view = p >= total ? null : p;
	}

	step(kind: PlayStep): void {
		const ply = this.shownPly;
		const total = this.session?.moves.length ?? 0;
		this.goTo(kind === 'start' ? 0 : kind === 'back' ? ply - 1 : kind === 'forward' ? ply + 1 : total);
	}

	/** Resigning asks first. */
	askResign(): void {
		if (this.session && !this.session.outcome) this.resignAsked = true;
	}

	cancelResign(): void {
		this.resignAsked = false;
	}

	/** The user confirmed: the game is given up. */
	confirmResign(): void {
		if (!this.resignAsked) return;
		this.resignAsked = false;
		this.session?.resign();
	}

	/**
	 * Reads the device's games; a game in progress is put back on the board,
	 * unless another tab is playing it: then this one says so.
	 */
	async resume(): Promise<void> {
		const games = await this.link.games().catch(() => [] as PlayedGame[]);
		const playing = games.find((g) => g.result === null && replay(g) !== null);
		if (playing && !this.session) {
			this.#id = playing.id;
			this.level = playing.level;
			this.color = playing.color;
			if (await this.#hold(playing.id, false)) {
				if (await this.#claim(playing.id)) {
					this.resumed = true;
					this.#timers.later(RESUMED_NOTE_MS, () => (this.resumed = false));
				}
			} else this.elsewhere = true;
		}
		this.ready = true;
	}

	/** Takes the game in progress over from the tab playing it (which is told and stops). */
	async takeOver(): Promise<void> {
		const id = this.#id;
		if (!id || !this.elsewhere) return;
		if (await this.#hold(id, true)) await this.#claim(id);
	}

	/** Holds the game's lock (stealing it from another tab when asked); false when another tab holds it. */
	async #hold(id: string, steal: boolean): Promise<boolean> {
		this.#lock?.release();
		const lock = this.#own.lock(id);
		this.#lock = lock;
		const held = await lock.acquire(steal, () => {
			if (this.#lock === lock && this.#id === id) this.#movedAway();
		});
		return held && this.#lock === lock;
	}

	/** Makes this tab the game's owner and puts the game as stored on the board; false when it is over or gone. */
	async #claim(id: string): Promise<boolean> {
		const claimed = await this.link.claimGame(id, this.#own.owner).catch(() => null);
		const back = claimed && claimed.result === null ? replay(claimed) : null;
		if (!claimed || !back || this.#id !== id) {
			this.#lock?.release();
			if (claimed && claimed.result !== null && this.#id === id) this.#ended(claimed);
			else this.elsewhere = false;
			return false;
		}
		this.elsewhere = false;
		this.level = claimed.level;
		this.color = claimed.color;
		this.#startedAt = claimed.startedAt;
		this.#step = (claimed.step ?? -1) + 1;
		this.takebacks = claimed.takebacks !== false;
		this.time = timeKeyOf(claimed.clock);
		const clock = claimed.clock ? { ...claimed.clock, running: toMoveAfter(back.start, back.moves.length) } : null;
		this.#open(back.start, back.moves, false, clock);
		return true;
	}

	/** Another tab took the game: this one stops it and says where it is. */
	#movedAway(): void {
		this.session?.dispose();
		this.session = null;
		this.saved = false;
		this.resumed = false;
		this.elsewhere = true;
	}

	/** The game ended in another tab: shown as it ended there. */
	#ended(game: PlayedGame): void {
		this.session?.dispose();
		this.session = null;
		this.elsewhere = false;
		this.resumed = false;
		this.endedElsewhere = game;
		this.#lock?.release();
	}

	/** A new game with the setup's choices. */
	begin(): void {
		// One id per game: a rematch started in the same millisecond as the game before it gets the next one.
		this.#startedAt = Math.max(this.now(), this.#lastStart + 1);
		this.#lastStart = this.#startedAt;
		const id = `g-${this.#startedAt}`;
		this.#id = id;
		this.#step = 0;
		this.resumed = false;
		this.elsewhere = false;
		this.endedElsewhere = null;
		const control = TIME_CONTROLS[this.time];
		this.#open(this.start, [], true, control ? startClock(control, sideToMove(this.start), this.#startedAt) : null);
		// A new game's lock is free: taken at once, so another tab that resumes it finds it held.
		void this.#hold(id, false);
	}

	/** Leaves the game (an unfinished one of this tab's is dropped) and goes back to the setup. */
	newGame(): void {
		const s = this.session;
		if (s && !s.outcome && this.#id && !this.elsewhere) void this.link.removeGame(this.#id);
		this.#close();
	}

	/** The same choices again, from the same start. */
	again(): void {
		const s = this.session;
		if (s) this.start = s.start;
		this.newGame();
		this.begin();
	}

	/** A new game from the same start at the same level and time, the colours reversed. */
	rematch(): void {
		const s = this.session;
		if (!s) return;
		this.start = s.start;
		this.level = s.level;
		this.color = opposite(s.user);
		this.newGame();
		this.begin();
	}

	dispose(): void {
		this.#timers.clear();
		this.session?.dispose();
		this.#lock?.release();
	}

	/** The game on the board with its clock; `save` at once (a new game: stored before its first move). */
	#open(start: Position, moves: readonly Move[], save: boolean, clock: ClockState | null): void {
		this.session?.dispose();
		this.#timers.clear();
		this.saved = false;
		this.view = null;
		this.resignAsked = false;
		const s = new PlayOutController(start, 'giveaway', this.color, this.level, this.oracle(), this.pauseMs, moves);
		s.takebacksAllowed = this.takebacks;
		s.event = () => t.pdnEventGame;
		s.onchange = () => this.#changed(s);
		this.session = s;
		this.#plies = s.moves.length;
		this.clock = clock;
		this.clockNow = this.now();
		if (clock) {
			const app = opposite(s.user);
			s.thinkMs = () => thinkBudget(timeLeft(this.clock ?? clock, app, this.now()) - this.pauseMs, clock.incrementMs, PLAY_MOVETIME_MS);
			this.#timers.every(CLOCK_TICK_MS, () => this.#tick());
		}
		if (save) this.#save();
		// A game resumed may have run out of time while the page was away: ended before anyone moves.
		this.#tick();
		void s.begin();
	}

	/** Reads the clock; the side whose time ran out loses. */
	#tick(): void {
		this.clockNow = this.now();
		const s = this.session;
		const side = this.clock && s && !s.outcome ? flagged(this.clock, this.clockNow) : null;
		if (s && side) s.flag(side);
	}

	/** After a move, a take-back or the end: the clock is pressed, the board goes back to the game, and the game is saved. */
	#changed(s: PlayOutController): void {
		if (this.session !== s) return;
		const plies = s.moves.length;
		const over = s.outcome !== null;
		if (this.clock) {
			const now = this.now();
			const moved = plies > this.#plies ? opposite(sideToMove(s.position)) : null;
			this.clock = press(this.clock, now, over ? null : sideToMove(s.position), moved);
			this.clockNow = now;
			if (over) this.#timers.stopTick();
		}
		this.#plies = plies;
		this.view = null;
		if (over) this.resignAsked = false;
		this.#save();
	}

	#close(): void {
		this.session?.dispose();
		this.#timers.clear();
		this.session = null;
		this.clock = null;
		this.view = null;
		this.resignAsked = false;
		this.#id = null;
		this.resumed = false;
		this.saved = false;
		this.elsewhere = false;
		this.endedElsewhere = null;
		this.#lock?.release();
		this.#lock = null;
	}

	#keptClock(c: ClockState): PlayedClock {
		return { initialMs: c.initialMs, incrementMs: c.incrementMs, white: c.white, black: c.black, since: c.since };
	}

	#save(): void {
		const s = this.session;
		const id = this.#id;
		if (!s || !id) return;
		const result = resultOf(s);
		const game: PlayedGame = {
			id,
			startedAt: this.#startedAt,
			at: Math.max(this.#startedAt, this.now()),
			level: s.level,
			color: s.user,
			fen: makeFen(s.start),
			moves: s.moves.map(moveToString),
			result,
			reason: s.outcome?.reason ?? null,
			...(this.clock ? { clock: this.#keptClock(this.clock) } : {}),
			...(s.takebacksAllowed ? {} : { takebacks: false }),
			step: this.#step++,
			owner: this.#own.owner
		};
		void this.link.saveGame(game).then(async (answer) => {
			if (this.session !== s) return;
			if (answer === 'saved' && result !== null) {
				this.saved = true;
				this.#lock?.release();
			} else if (answer === 'elsewhere') this.#movedAway();
			else if (answer === 'finished') {
				const stored = (await this.link.games().catch(() => [] as PlayedGame[])).find((g) => g.id === id);
				if (this.session === s && stored) this.#ended(stored);
			}
		});
	}
}
