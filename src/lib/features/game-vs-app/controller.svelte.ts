/**
 * Playing a position out against the app: the game (with the draw rules),
 * whose turn, the app's answer (after a short pause, so the user's move
 * shows first), take-back, the end with its reason, what the board's live
 * region says, and the line played as PDN. It owns the pause timer: a
 * disposed play-out answers nothing more.
 */
import { Game, opposite, sideToMove, type Aim, type Color, type EndReason, type Move, type Position } from '$lib/engine';
import { SolverCancelled } from '$lib/solver/client';
import { EngineCancelled } from '$lib/engine-player/client';
import type { MoveOracle } from '$lib/opponent/oracle';
import { pdnDate, playedPdn } from '$lib/opponent/game-pdn';
import { t } from '$lib/i18n/index.svelte';
import { showMove } from '$lib/ui/display/display.svelte';
import { failureOf, type Failure } from '$lib/ui/failure/failure';
import { Timers } from '$lib/ui/timers';

/** How long the user's own move stays on screen before the app answers. */
export const REPLY_PAUSE_MS = 350;

/** The end of a play-out: the rules' outcome, the user's resignation, or a side's time run out (/play's clock). */
export interface PlayOutcome {
	result: Color | 'draw';
	reason: EndReason | 'resigned' | 'time';
}

export class PlayOutController {
	game = $state.raw<Game>(null as unknown as Game);
	/** Bumped on every change so readers of the game re-run. */
	version = $state(0);
	thinking = $state(false);
	lastProved = $state(false);
	/** Said in the board's live region. */
	announce = $state<string | undefined>(undefined);
	/** Set when the app could not answer (the worker failed twice, say). */
	error = $state.raw<Failure | null>(null);
	/** The user gave the game up. */
	resigned = $state(false);
	/** The side whose time ran out (/play's clock), or null. */
	timedOut = $state<Color | null>(null);
	/** Whether the user may take moves back (/play can switch it off). */
	takebacksAllowed = $state(true);
	/** How long the app may think for its next move, in ms (/play's clock); null: the oracle's own time. */
	thinkMs: (() => number) | null = null;
	/** The PDN's Event tag (/play names its games; by default a play-out's). */
	event: (() => string) | null = null;
	/** Called after every change of the game (a move, a take-back, resigning): the /play page saves it. */
	onchange: (() => void) | null = null;
	#disposed = false;
	/** The pause before the app's answer. */
	readonly #timers = new Timers();
	#resume: (() => void) | null = null;

	constructor(
		readonly start: Position,
		readonly aim: Aim,
		readonly user: Color,
		/** The app's level, 1-8 ($lib/engine-player/levels). */
		public level: number,
		private readonly oracle: MoveOracle,
		private readonly pauseMs: number = REPLY_PAUSE_MS,
		/** Moves already played (a game resumed); replaying stops at the first that is not legal. */
		played: readonly Move[] = []
	) {
		this.game = new Game(start, aim);
		for (const m of played) if (!this.game.play(m)) break;
	}

	get position(): Position {
		void this.version;
		return this.game.position;
	}

	get outcome(): PlayOutcome | null {
		void this.version;
		const ruled = this.game.outcome();
		if (ruled) return ruled;
		if (this.resigned) return { result: opposite(this.user), reason: 'resigned' };
		return this.timedOut ? { result: opposite(this.timedOut), reason: 'time' } : null;
	}

	get moves(): Move[] {
		void this.version;
		return this.game.moves;
	}

	get userToMove(): boolean {
		void this.version;
		return sideToMove(this.game.position) === this.user && !this.outcome;
	}

	get lastMove(): Move | null {
		void this.version;
		const moves = this.game.moves;
		return moves[moves.length - 1] ?? null;
	}

	/** Whether the user has a move on the board to take back. */
	get canTakeBack(): boolean {
		void this.version;
		if (this.thinking || this.outcome || !this.takebacksAllowed) return false;
		const userIsWhite = this.user === 'white';
		let white = this.game.start.whiteToMove;
		for (let i = 0; i < this.game.length; i++, white = !white) if (white === userIsWhite) return true;
		return false;
	}

	/** `you`, `app` or `draw` once the game is over, else null. */
	get winner(): 'you' | 'app' | 'draw' | null {
		const o = this.outcome;
		if (!o) return null;
		return o.result === 'draw' ? 'draw' : o.result === this.user ? 'you' : 'app';
	}

	/** The end in words: who won and why, by the rules. */
	get outcomeText(): string {
		const o = this.outcome;
		const who = this.winner;
		return o && who ? `${t.outcomeHeadline(who)} ${t.outcomeReason(o, this.aim)}` : '';
	}

	/** The app moves first when the user took the side not to move. */
	begin(): Promise<void> {
		return this.#answer();
	}

	/** The user's move, then the app's answer. */
	async play(move: Move): Promise<void> {
		if (!this.userToMove || this.thinking) return;
		const mover = sideToMove(this.position);
		if (!this.game.play(move)) return;
		this.#changed();
		this.announce = t.moveAnnounced(t.sideName(mover), showMove(move)) + this.#endNote();
		await this.#answer();
	}

	/** Take back the user's last move (and the app's answer to it). */
	takeBack(): void {
		if (!this.canTakeBack) return;
		do this.game.undo();
		while (this.game.length > 0 && !this.userToMove);
		this.#changed();
		this.announce = t.tookBack;
		void this.#answer();
	}

	/** The user gives the game up: the app wins. */
	resign(): void {
		if (this.outcome) return;
		this.resigned = true;
		this.#pauseEnd();
		this.#changed();
		this.announce = this.outcomeText;
	}

	/** `side`'s time ran out: the other side wins (nothing when the game is already over). */
	flag(side: Color): void {
		if (this.outcome) return;
		this.timedOut = side;
		this.#pauseEnd();
		this.#changed();
		this.announce = this.outcomeText;
	}

	#changed(): void {
		this.version++;
		this.onchange?.();
	}

	#pauseEnd(): void {
		this.#timers.cancelLater();
		this.#resume?.();
	}

	dispose(): void {
		this.#disposed = true;
		this.#timers.clear();
		this.#resume?.();
	}

	/** The line played, as PDN with the aim and (when over) the result. */
	pdn(date: Date = new Date()): string {
		const app = t.pdnApp(this.level);
		return playedPdn({
			start: this.start,
			aim: this.aim,
			moves: this.moves,
			outcome: this.outcome,
			tags: {
				Event: this.event?.() ?? t.pdnEvent,
				Date: pdnDate(date),
				White: this.user === 'white' ? t.pdnPlayer : app,
				Black: this.user === 'black' ? t.pdnPlayer : app,
				...(this.resigned ? { Termination: t.pdnResigned } : this.timedOut ? { Termination: t.pdnTime } : {})
			}
		});
	}

	/** The app moves if it is its turn; a cancelled request (the page went away) is no error, a failure is said. */
	async #answer(): Promise<void> {
		this.error = null;
		if (this.outcome || this.userToMove || this.thinking || this.#disposed) return;
		this.thinking = true;
		try {
			await this.#wait();
			if (this.#disposed || this.outcome) return;
			const movetimeMs = this.thinkMs?.();
			const game = { start: this.game.start, moves: this.game.moves };
			const answer = await this.oracle.bestMove(this.game.position, this.aim, { level: this.level, game, ...(movetimeMs !== undefined ? { movetimeMs } : {}) });
			if (this.#disposed || this.outcome || !answer.move || !this.game.play(answer.move)) return;
			this.lastProved = answer.proved;
			this.#changed();
			this.announce = t.appMoved(t.sideName(opposite(this.user)), showMove(answer.move)) + this.#endNote();
		} catch (e) {
			if (!(e instanceof SolverCancelled) && !(e instanceof EngineCancelled) && !this.#disposed) this.error = failureOf(e);
		} finally {
			this.thinking = false;
		}
	}

	/** The pause before the app's answer; dispose() ends it at once. */
	#wait(): Promise<void> {
		if (this.pauseMs <= 0) return Promise.resolve();
		return new Promise((resolve) => {
			this.#resume = resolve;
			this.#timers.later(this.pauseMs, () => {
				this.#resume = null;
				resolve();
			});
		});
	}

	#endNote(): string {
		const text = this.outcomeText;
		return text ? ` ${text}` : '';
	}
}
