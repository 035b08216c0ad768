import { describe, expect, it } from 'vitest';
import { makeFen } from './fen';
import { Game } from './game';
import { playLine } from './line';
import { hasCapture } from './movegen';
import { applyMove, legalMoves } from './moves';
import { moveToString } from './notation';
import { fen } from './testing';
import { zobristLo } from './zobrist';

const hash = (f: string) => {
	const p = fen(f);
	return zobristLo(p.white, p.black, p.kings, p.whiteToMove);
};

/** A king each, shuffling: a1-b2-a1 against h2-g1-h2 repeats the start every 4 plies. */
const SHUFFLE_START = 'W:WKa1:BKh2';
const SHUFFLE = ['a1-b2', 'h2-g1', 'b2-a1', 'g1-h2'];
/** Two kings each, far apart: room for 15 king moves each without a repetition. */
const KINGS = 'W:WKa1,Kc1:BKh8,Kf8';

/**
 * `plies` quiet king moves from `start` (after `before`), each to a position
 * not seen before and leaving the opponent no capture, so no other rule can
 * end the game: a line for the 15-move rule.
 */
function wander(start: string, plies: number, before: string[] = []): string[] {
	const r = playLine(fen(start), before);
	if (!r.ok) throw new Error(JSON.stringify(r.error));
	const seen = new Set(r.value.positions.map(makeFen));
	let pos = r.value.game.position;
	const out: string[] = [];
	for (let i = 0; i < plies; i++) {
		const move = legalMoves(pos).find((m) => {
			if (m.captured !== 0 || ((pos.kings >>> m.from) & 1) === 0) return false;
			const after = applyMove(pos, m);
			return !seen.has(makeFen(after)) && !hasCapture(after.white, after.black, after.kings, after.whiteToMove);
		});
		if (!move) throw new Error(`no fresh quiet king move at ply ${i + 1}`);
		out.push(moveToString(move));
		pos = applyMove(pos, move);
		seen.add(makeFen(pos));
	}
	return out;
}

describe('playLine', () => {
	it('gives every position and move, and the game after them', () => {
		const r = playLine(fen('start'), ['c3-d4', 'f6-g5', 'd4-c5']);
		expect(r.ok).toBe(true);
		if (!r.ok) return;
		expect(r.value.moves.map(moveToString)).toEqual(['c3-d4', 'f6-g5', 'd4-c5']);
		expect(r.value.positions).toHaveLength(4);
		expect(makeFen(r.value.positions[0])).toBe(makeFen(fen('start')));
		expect(r.value.game.length).toBe(3);
		expect(r.value.game.position).toBe(r.value.positions[3]);
	});

	it('reads any notation parseMove reads, and Move objects', () => {
		const short = playLine(fen('start'), ['cd4', 'fg5']);
		const objects = playLine(fen('start'), legalMoves(fen('start')).slice(0, 1));
		expect(short.ok && short.value.moves.map(moveToString)).toEqual(['c3-d4', 'f6-g5']);
		expect(objects.ok && objects.value.moves).toHaveLength(1);
	});

	it('the failing ply with its code: an illegal move, a Move object that is not legal here', () => {
		const r = playLine(fen('start'), ['c3-d4', 'c3-b4']);
		expect(r).toMatchObject({ ok: false, error: { kind: 'illegal-move', ply: 2, text: 'c3-b4', move: { kind: 'illegal' } } });
		const bad = playLine(fen('start'), [{ from: 0, to: 27, captured: 0, path: [], promotes: false }]);
		expect(bad).toMatchObject({ ok: false, error: { kind: 'illegal-move', ply: 1 } });
	});

	it('full notation only, when asked', () => {
		expect(playLine(fen('start'), ['cd4']).ok).toBe(true);
		expect(playLine(fen('start'), ['c3-d4', 'fg5'], { fullNotation: true })).toMatchObject({
			ok: false,
			error: { kind: 'not-full-notation', ply: 2, text: 'fg5', full: 'f6-g5' }
		});
	});

	it('a move after the end of the game by its result names the end', () => {
		const r = playLine(fen('W:Wc3:Bb4'), ['c3:a5', 'a5-b6']);
		expect(r).toMatchObject({ ok: false, error: { kind: 'game-over', ply: 2, outcome: { result: 'black', reason: 'no-pieces' } } });
	});

	it('a move after threefold repetition: the game ended at ply 8 by repetition', () => {
		const line = [...SHUFFLE, ...SHUFFLE];
		const ended = playLine(fen(SHUFFLE_START), line);
		expect(ended.ok && ended.value.game.outcome()).toEqual({ result: 'draw', reason: 'threefold-repetition' });
		const r = playLine(fen(SHUFFLE_START), [...line, 'a1-b2']);
		expect(r).toMatchObject({ ok: false, error: { kind: 'game-over', ply: 9, text: 'a1-b2', outcome: { reason: 'threefold-repetition' } } });
	});

	it('a move after 15 king-only moves each: the game ended at ply 30', () => {
		const thirty = wander(KINGS, 30);
		const ended = playLine(fen(KINGS), thirty);
		expect(ended.ok && ended.value.game.outcome()).toEqual({ result: 'draw', reason: 'kings-only' });
		const after = legalMoves(ended.ok ? ended.value.game.position : fen(KINGS)).map(moveToString)[0];
		const r = playLine(fen(KINGS), [...thirty, after]);
		expect(r).toMatchObject({ ok: false, error: { kind: 'game-over', ply: 31, outcome: { result: 'draw', reason: 'kings-only' } } });
	});

	it('without the draw rules (a puzzle, 12 against 1) the line goes on', () => {
		const r = playLine(fen(SHUFFLE_START), [...SHUFFLE, ...SHUFFLE, 'a1-b2'], { drawRules: false });
		expect(r.ok && r.value.moves).toHaveLength(9);
		expect(r.ok && r.value.game.outcome()).toBeNull();
	});
});

describe('Game.history: what the search needs of a game', () => {
	it('the earlier positions, oldest first, the current one left out', () => {
		expect(new Game(fen('start')).history()).toEqual({ hashes: [], kingsOnlyPlies: 0 });
		const r = playLine(fen(SHUFFLE_START), SHUFFLE);
		expect(r.ok).toBe(true);
		if (!r.ok) return;
		const h = r.value.game.history();
		expect(h.hashes).toEqual(r.value.positions.slice(0, -1).map((p) => zobristLo(p.white, p.black, p.kings, p.whiteToMove)));
		// The position on the board is the start again: seen once before, at the front.
		expect(h.hashes[0]).toBe(hash(SHUFFLE_START));
		expect(h.hashes.filter((x) => x === hash(SHUFFLE_START))).toHaveLength(1);
		expect(h.kingsOnlyPlies).toBe(4);
	});

	it('repetition: after two rounds of the shuffle the position on the board was seen twice before', () => {
		const r = playLine(fen(SHUFFLE_START), [...SHUFFLE, ...SHUFFLE.slice(0, 3), SHUFFLE[3]]);
		expect(r.ok).toBe(true);
		if (!r.ok) return;
		const now = r.value.game.position;
		const key = zobristLo(now.white, now.black, now.kings, now.whiteToMove);
		expect(r.value.game.history().hashes.filter((x) => x === key)).toHaveLength(2);
	});

	it("the 15-move rule: the king-only run is the rule's count, and a man move or a capture restarts it", () => {
		const walk = playLine(fen(KINGS), wander(KINGS, 29));
		expect(walk.ok && walk.value.game.history().kingsOnlyPlies).toBe(29);
		expect(walk.ok && walk.value.game.outcome()).toBeNull();
		// Kings wander, a man moves (the run restarts), the kings wander again.
		const MEN = 'W:WKc1,a3:BKf8,h6';
		const first = wander(MEN, 6);
		const man = [...first, 'a3-b4'];
		const manLine = playLine(fen(MEN), man);
		expect(manLine.ok && manLine.value.game.history().kingsOnlyPlies).toBe(0);
		const again = playLine(fen(MEN), [...man, ...wander(MEN, 3, man)]);
		expect(again.ok && again.value.game.history().kingsOnlyPlies).toBe(3);
		// A king's capture is no king-only ply either.
		const capture = playLine(fen('W:WKa1,Ke1:BKh6,b2'), ['a1:h8']);
		expect(capture.ok && capture.value.game.history().kingsOnlyPlies).toBe(0);
		const next = playLine(fen('W:WKa1,Ke1:BKh6,b2'), ['a1:h8', 'h6-g5']);
		expect(next.ok && next.value.game.history().kingsOnlyPlies).toBe(1);
	});
});
