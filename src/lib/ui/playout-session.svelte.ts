/**
 * A play-out as the analysis page shows it: the game against the app
 * (PlayOut), what to announce after each move, the end in words, and the
 * line played as PDN.
 */
import { type Aim, type Color, type Move, type Position, moveToString } from '$lib/engine';
import { SolverCancelled } from '$lib/solver/client';
import type { MoveOracle, Strength } from '$lib/play/opponent';
import { PlayOut } from '$lib/play/playout.svelte';
import { pdnDate, playedPdn } from '$lib/play/export';
import { t } from '$lib/i18n/index.svelte';

/** How long the user's own move stays on screen before the app answers. */
export const REPLY_PAUSE_MS = 350;

const sideOf = (pos: Position): Color => (pos.whiteToMove ? 'white' : 'black');

export class PlayOutSession {
	readonly game: PlayOut;
	/** Said in the board's live region. */
	announce = $state<string | undefined>(undefined);
	/** Set when the app could not answer (the worker failed twice, say). */
	error = $state<string | null>(null);
	#disposed = false;

	constructor(
		readonly start: Position,
		readonly aim: Aim,
		readonly user: Color,
		strength: Strength,
		oracle: MoveOracle,
		pauseMs: number = REPLY_PAUSE_MS
	) {
		const pause = () => new Promise<void>((resolve) => setTimeout(resolve, pauseMs));
		this.game = new PlayOut(start, aim, user, strength, oracle, pauseMs > 0 ? pause : undefined);
	}

	get strength(): Strength {
		return this.game.strength;
	}

	get position(): Position {
		return this.game.position;
	}

	get lastMove(): Move | null {
		return this.game.lastMove;
	}

	get moves(): Move[] {
		void this.game.version;
		return this.game.game.moves;
	}

	get outcome() {
		return this.game.outcome;
	}

	get thinking(): boolean {
		return this.game.thinking;
	}

	get userToMove(): boolean {
		return this.game.userToMove;
	}

	get canTakeBack(): boolean {
		return this.game.canTakeBack;
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
		return this.#reply();
	}

	async play(move: Move): Promise<void> {
		if (!this.userToMove || this.thinking) return;
		const mover = sideOf(this.position);
		const before = this.moves.length;
		const reply = this.#guard(this.game.play(move));
		if (this.moves.length === before) return;
		this.announce = t.moveAnnounced(t.sideName(mover), moveToString(move)) + this.#endNote();
		const answer = await reply;
		if (answer) this.#sayReply(answer);
	}

	takeBack(): void {
		if (!this.canTakeBack) return;
		this.game.takeBack();
		this.announce = t.tookBack;
		void this.#reply();
	}

	dispose(): void {
		this.#disposed = true;
	}

	async #reply(): Promise<void> {
		const answer = await this.#guard(this.game.reply());
		if (answer) this.#sayReply(answer);
	}

	#sayReply(move: Move): void {
		if (this.#disposed) return;
		const mover = this.user === 'white' ? 'black' : 'white';
		this.announce = t.appMoved(t.sideName(mover), moveToString(move)) + this.#endNote();
	}

	#endNote(): string {
		const text = this.outcomeText;
		return text ? ` ${text}` : '';
	}

	/** A cancelled request (the page went away) is no error; a failure is said. */
	async #guard(reply: Promise<Move | null>): Promise<Move | null> {
		try {
			this.error = null;
			return await reply;
		} catch (e) {
			if (!(e instanceof SolverCancelled) && !this.#disposed) this.error = e instanceof Error ? e.message : String(e);
			return null;
		}
	}

	/** The line played, as PDN with the aim and (when over) the result. */
	pdn(date: Date = new Date()): string {
		const app = t.pdnApp(this.strength);
		return playedPdn({
			start: this.start,
			aim: this.aim,
			moves: this.moves,
			outcome: this.outcome,
			tags: {
				Event: t.pdnEvent,
				Date: pdnDate(date),
				White: this.user === 'white' ? t.pdnPlayer : app,
				Black: this.user === 'black' ? t.pdnPlayer : app
			}
		});
	}
}
