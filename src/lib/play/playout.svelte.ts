/**
 * Playing a position out against the app: the game (with the draw rules of
 * rules.md), whose turn, take-back, and the end with its reason.
 */
import { Game, type Aim, type Color, type Move, type Outcome, type Position } from '$lib/engine';
import { opponentMove, type MoveOracle, type Strength } from './opponent';

export class PlayOut {
	game = $state.raw<Game>(null as unknown as Game);
	/** Bumped on every change so readers of the game re-run. */
	version = $state(0);
	thinking = $state(false);
	lastProved = $state(false);

	constructor(
		start: Position,
		readonly aim: Aim,
		readonly user: Color,
		public strength: Strength,
		private readonly oracle: MoveOracle,
		/** Awaited before each of the app's moves (the page lets the user's move show first). */
		private readonly pause: () => Promise<void> = async () => {}
	) {
		this.game = new Game(start, aim);
	}

	get position(): Position {
		void this.version;
		return this.game.position;
	}

	get outcome(): Outcome | null {
		void this.version;
		return this.game.outcome();
	}

	get userToMove(): boolean {
		void this.version;
		return (this.game.position.whiteToMove ? 'white' : 'black') === this.user && !this.outcome;
	}

	get lastMove(): Move | null {
		void this.version;
		const moves = this.game.moves;
		return moves[moves.length - 1] ?? null;
	}

	/** The user's move, then the app's answer. */
	async play(move: Move): Promise<Move | null> {
		if (!this.userToMove || this.thinking) return null;
		if (!this.game.play(move)) return null;
		this.version++;
		return this.reply();
	}

	/** The app moves if it is its turn (also at the start when the user plays second). */
	async reply(): Promise<Move | null> {
		if (this.outcome || this.userToMove || this.thinking) return null;
		this.thinking = true;
		try {
			await this.pause();
			const answer = await opponentMove(this.game.position, this.aim, this.strength, this.oracle);
			if (!answer.move || !this.game.play(answer.move)) return null;
			this.lastProved = answer.proved;
			this.version++;
			return answer.move;
		} finally {
			this.thinking = false;
		}
	}

	/** Whether the user has a move on the board to take back. */
	get canTakeBack(): boolean {
		void this.version;
		if (this.thinking) return false;
		const userIsWhite = this.user === 'white';
		let white = this.game.start.whiteToMove;
		for (let i = 0; i < this.game.length; i++, white = !white) if (white === userIsWhite) return true;
		return false;
	}

	/** Take back the user's last move (and the app's answer to it). */
	takeBack(): void {
		if (!this.canTakeBack) return;
		do this.game.undo();
		while (this.game.length > 0 && !this.userToMove);
		this.version++;
	}
}
