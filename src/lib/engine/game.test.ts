import { describe, expect, it } from 'vitest';
import { Game, terminalOutcome } from './game';
import { parseMove } from './notation';
import { fen } from './testing';
import { makeFen } from './fen';
import { hasCapture } from './movegen';
import { applyMove, type Move } from './moves';

function playAll(game: Game, moves: string[]): void {
	for (const text of moves) {
		const r = parseMove(game.position, text);
		if (!r.ok) throw new Error(`${text}: ${JSON.stringify(r.error)}`);
		expect(game.play(r.value)).toBe(true);
	}
}

describe('outcome', () => {
	it('giveaway: the side to move with no pieces or no moves wins; Russian: it loses', () => {
		const noPieces = fen('W:W:Ba7');
		const blocked = fen('W:Wa1:Bb2,c3');
		expect(terminalOutcome(noPieces, 'giveaway')).toEqual({ result: 'white', reason: 'no-pieces' });
		expect(terminalOutcome(blocked, 'giveaway')).toEqual({ result: 'white', reason: 'blocked' });
		expect(terminalOutcome(noPieces, 'russian')).toEqual({ result: 'black', reason: 'no-pieces' });
		expect(terminalOutcome(blocked, 'russian')).toEqual({ result: 'black', reason: 'blocked' });
		expect(terminalOutcome(fen('start'), 'giveaway')).toBeNull();
	});

	it('a game ends when the last piece is given away', () => {
		const game = new Game(fen('W:Wc3:Bh8'), 'giveaway');
		playAll(game, ['c3-d4', 'h8-g7', 'd4-e5', 'g7-f6', 'e5:g7']);
		expect(game.outcome()).toEqual({ result: 'black', reason: 'no-pieces' });
	});

	it('refuses illegal moves and moves after the end, and undo steps back', () => {
		const game = new Game(fen('W:Wc3:Bb4'), 'giveaway');
		const r = parseMove(game.position, 'c3:a5');
		expect(r.ok).toBe(true);
		if (!r.ok) return;
		expect(game.play({ ...r.value, to: 12 })).toBe(false);
		expect(game.play(r.value)).toBe(true);
		expect(game.outcome()).toEqual({ result: 'black', reason: 'no-pieces' });
		expect(game.play(r.value)).toBe(false);
		expect(game.undo()).toEqual(r.value);
		expect(game.length).toBe(0);
		expect(game.outcome()).toBeNull();
	});
});

/**
 * Play `plies` quiet king moves, each to a position not seen before and
 * leaving the opponent no capture, so no other rule can end the game.
 */
function wander(game: Game, plies: number, prefer: (m: Move) => boolean = () => true): void {
	const seen = new Set(game.positions.map(makeFen));
	for (let i = 0; i < plies; i++) {
		const pos = game.position;
		const candidates = game
			.legalMoves()
			.filter((m) => m.captured === 0 && (pos.kings >>> m.from) & 1)
			.filter((m) => {
				const after = applyMove(pos, m);
				return !seen.has(makeFen(after)) && !hasCapture(after.white, after.black, after.kings, after.whiteToMove);
			});
		const move = candidates.find(prefer) ?? candidates[0];
		if (!move) throw new Error(`no fresh quiet king move at ply ${game.length + 1}: ${makeFen(pos)}`);
		expect(game.play(move)).toBe(true);
		seen.add(makeFen(game.position));
	}
}

describe('draw rules', () => {
	it('threefold repetition of the same position with the same side to move', () => {
		const game = new Game(fen('W:WKa1:BKh2'), 'giveaway');
		const cycle = ['a1-b2', 'h2-g1', 'b2-a1', 'g1-h2'];
		playAll(game, cycle);
		expect(game.repetitions()).toBe(2);
		playAll(game, cycle.slice(0, 3));
		expect(game.outcome()).toBeNull();
		playAll(game, cycle.slice(3));
		expect(game.repetitions()).toBe(3);
		expect(game.outcome()).toEqual({ result: 'draw', reason: 'threefold-repetition' });
	});

	it('15 moves each of kings only without capture', () => {
		const game = new Game(fen('W:WKa1,Kc1:BKh8,Kf8'), 'giveaway');
		wander(game, 29);
		expect(game.outcome()).toBeNull();
		wander(game, 1);
		expect(game.outcome()).toEqual({ result: 'draw', reason: 'kings-only' });
	});

	it('a man move restarts the kings-only count', () => {
		const game = new Game(fen('W:WKc1,a3:BKf8,h6'), 'giveaway');
		wander(game, 20);
		playAll(game, ['a3-b4']);
		wander(game, 29);
		expect(game.outcome()).toBeNull();
		wander(game, 1);
		expect(game.outcome()).toEqual({ result: 'draw', reason: 'kings-only' });
	});

	it("three kings holding the main road against a lone king: a draw at the stronger side's 15th move", () => {
		const game = new Game(fen('W:WKa1,Kc1,Ke1:BKh4'), 'russian');
		wander(game, 28);
		expect(game.outcome()).toBeNull();
		wander(game, 1); // White's 15th move
		expect(game.outcome()).toEqual({ result: 'draw', reason: 'three-kings' });
	});

	it('the three-kings count does not start when the lone king holds the main road and the three do not', () => {
		const game = new Game(fen('W:WKa3,Kc1,Ke1:BKd4'), 'russian');
		wander(game, 29);
		expect(game.outcome()).toBeNull();
	});

	it('Black with the three kings on the main road: its 15th move ends it', () => {
		const game = new Game(fen('B:WKh4:BKh8,Kf8,Kd8'), 'giveaway');
		wander(game, 28);
		expect(game.outcome()).toBeNull();
		wander(game, 1); // Black's 15th move
		expect(game.outcome()).toEqual({ result: 'draw', reason: 'three-kings' });
	});
});
