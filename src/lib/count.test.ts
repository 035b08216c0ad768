import { describe, expect, it } from 'vitest';
import { applyMove, legalMoves, moveToString, parseFen, type Position } from '$lib/engine';
import { solve } from '$lib/solver/solve';
import { throughMove } from '$lib/tablebase/report';
import { noteOf } from '$lib/learn/drill';
import type { TablebaseReport } from '$lib/tablebase/report';
import { scoreAttr, whiteView } from '$lib/features/eval/controller.svelte';
import { moveScoreWords, scoreWords } from '$lib/features/eval/words';
import { countSentence, verdictSentence } from '$lib/ui/solver/solver-view';
import { proofCounts } from '$lib/review/proof-count';
import { flipProved } from '$lib/review/review';
import { proofWords } from '$lib/features/review/proof-words';
import { whiteCount, winnerCount, type Distance } from './count';

// Every place that prints a proved count, against the solver, from both sides to move
// (issue 34: "White wins in N" is N moves of the winner's, whoever is to move).

function position(fen: string): Position {
	const r = parseFen(fen);
	if (!r.ok) throw new Error(fen);
	return r.value;
}

function proved(pos: Position): Distance {
	const v = solve(pos, { maxMoves: 20 }).verdict;
	if (v.kind === 'unknown') throw new Error('not proved');
	return v;
}

/**
 * The winner and the winner's moves, from the solver alone: the winner to
 * move: the solver's win in N; the loser to move: the winner's slowest win
 * after any of the loser's moves (its best defence).
 */
function expected(pos: Position): { winner: 'white' | 'black'; n: number; d: Distance } {
	const d = proved(pos);
	const mover = pos.whiteToMove ? 'white' : 'black';
	const other = pos.whiteToMove ? 'black' : 'white';
	if (d.kind === 'win') return { winner: mover, n: d.n, d };
	let n = 0;
	for (const m of legalMoves(pos)) {
		const child = proved(applyMove(pos, m));
		expect(child.kind, `after ${moveToString(m)}`).toBe('win');
		n = Math.max(n, child.n);
	}
	return { winner: other, n, d };
}

const name = (c: 'white' | 'black') => (c === 'white' ? 'White' : 'Black');
const words = (winner: 'white' | 'black', n: number) => `${name(winner)} wins in ${n}`;

/** The same position with the colours swapped and the board turned: the other side to move, the same result. */
function flip(fen: string): string {
	const turn = (sq: string) => String.fromCharCode(201 - sq.charCodeAt(0)) + String(9 - Number(sq.slice(1)));
	const [side, w, b] = fen.split(':');
	const pieces = (part: string) =>
		part
			.slice(1)
			.split(',')
			.map((p) => (p.startsWith('K') ? `K${turn(p.slice(1))}` : turn(p)));
	return `${side === 'W' ? 'B' : 'W'}:W${pieces(b).join(',')}:B${pieces(w).join(',')}`;
}

// The first position (Black to move, losing in 8), after b6-c5 (White to move, winning in 7), both with the
// colours swapped (White to move losing, Black to move winning), and a White-to-move loss in 1 (the last piece taken).
const POSITIONS = ['B:Wa1,d2,e1,f2,g1,g3:Bb6,h4', 'W:Wa1,d2,e1,f2,g1,g3:Bc5,h4', 'W:Wc3:Bb4'];
POSITIONS.push(flip(POSITIONS[0]), flip(POSITIONS[1]));

describe('one counting convention, checked against the solver', () => {
	for (const fen of POSITIONS) {
		it(`${fen}: the engine's judgement, the solver's and the tables' words, the winner's count`, () => {
			const pos = position(fen);
			const e = expected(pos);
			const wtm = pos.whiteToMove;
			const w = winnerCount(e.d, wtm);
			expect({ winner: w.winner, n: w.n }).toEqual({ winner: e.winner, n: e.n });
			// The engine's panel and bar: data-score counts White's moves (White's win: the winner's).
			const white = whiteView(e.d, wtm);
			const whiteMoves = e.winner === 'white' ? e.n : wtm ? e.d.n : e.n;
			expect(scoreAttr(white)).toBe(`${e.winner === 'white' ? 'win' : 'loss'} in ${whiteMoves}`);
			expect(whiteCount(e.d, wtm)).toEqual({ kind: e.winner === 'white' ? 'win' : 'loss', n: whiteMoves });
			if (e.n > 0) {
				expect(scoreWords(white)).toBe(words(e.winner, e.n));
				// The solver's panel, the tables' panel and a study's "who wins" (countSentence).
				expect(verdictSentence(e.d, wtm)).toBe(words(e.winner, e.n));
			}
			// Each move's verdict (the tables' rows, the engine's top moves): the winner's moves from here through it.
			const counts: number[] = [];
			for (const m of legalMoves(pos)) {
				const child = applyMove(pos, m);
				const after = expected(child);
				const moverWins = after.winner === (wtm ? 'white' : 'black');
				const n = moverWins ? after.n + 1 : after.n;
				const through = throughMove(after.d) as Distance;
				if (n > 0) {
					expect(countSentence(through, wtm), moveToString(m)).toBe(words(after.winner, n));
					expect(moveScoreWords(whiteView(through, wtm), wtm)).toBe(words(after.winner, n));
				}
				if (after.winner === e.winner) counts.push(n);
			}
			// Through the best move the count is the position's: the winner's fastest, the loser's longest defence.
			expect(e.winner === (wtm ? 'white' : 'black') ? Math.min(...counts) : Math.max(...counts)).toBe(e.n);
		});
	}

	for (const fen of POSITIONS) {
		it(`${fen}: a review's proof of each move names the winner and counts the winner's moves, before and after it`, () => {
			const pos = position(fen);
			const e = expected(pos);
			const wtm = pos.whiteToMove;
			for (const m of legalMoves(pos)) {
				const child = applyMove(pos, m);
				const after = expected(child);
				// As review.ts keeps a proof: the mover's results, before the move and after it (the opponent's turned over).
				const proof = { before: proved(pos), after: flipProved(proved(child)) };
				const counts = proofCounts(proof, wtm);
				expect(counts.before).toEqual({ kind: 'decided', count: { winner: e.winner, n: e.n, toMove: e.winner === (wtm ? 'white' : 'black') } });
				expect(counts.after).toEqual({ kind: 'decided', count: { winner: after.winner, n: after.n, toMove: after.winner !== (wtm ? 'white' : 'black') } });
				if (e.n > 0 && after.n > 0)
					expect(proofWords(proof, wtm, 'giveaway'), moveToString(m)).toBe(`proved: ${words(e.winner, e.n)} → ${words(after.winner, after.n)}`);
			}
		});
	}

	it("a review's proof with no result within its bound says whose and within how many moves", () => {
		const proof = { before: { kind: 'none', within: 14 } as const, after: { kind: 'loss', n: 4 } as const };
		expect(proofWords(proof, false, 'giveaway')).toBe('proved: Black does not lose within 14 moves → White wins in 4');
		expect(proofWords({ before: { kind: 'win', n: 3 }, after: { kind: 'none', within: 9 } }, true, 'giveaway')).toBe(
			'proved: White wins in 3 → White does not win within 9 moves'
		);
	});

	it("the issue's examples: Black to move losing in 8 reads White wins in 7, as the solver says after either move", () => {
		const pos = position('B:Wa1,d2,e1,f2,g1,g3:Bb6,h4');
		expect(proved(pos)).toEqual({ kind: 'loss', n: 8 });
		expect(scoreAttr(whiteView(proved(pos), false))).toBe('win in 7');
		for (const m of ['b6-c5', 'b6-a5']) {
			const move = legalMoves(pos).find((x) => moveToString(x) === m)!;
			expect(proved(applyMove(pos, move))).toEqual({ kind: 'win', n: 7 });
		}
	});

	it("a drill's losing move: the opponent's win in the winner's moves (the tables' verdict through the move)", () => {
		// A report with one move through which the mover loses in 5 (the opponent then wins in 4).
		const pos = position('W:Wc3:Bb4');
		const [m] = legalMoves(pos);
		const report = { verdict: { kind: 'loss', n: 5 }, moves: [{ move: m, verdict: { kind: 'loss', n: 5 } }], kingRun: 0 } as unknown as TablebaseReport;
		expect(noteOf('win', report, m, 1, 10)).toEqual({ kind: 'loses', opponentWinsIn: 4 });
	});

	it('ordinary checkers count the other way round: a loss in N is the opponent’s win in N', () => {
		expect(winnerCount({ kind: 'loss', n: 3 }, true, 'russian')).toEqual({ winner: 'black', n: 3, toMove: false });
		expect(whiteCount({ kind: 'win', n: 3 }, false, 'russian')).toEqual({ kind: 'loss', n: 2 });
		expect(whiteCount({ kind: 'loss', n: 3 }, false, 'russian')).toEqual({ kind: 'win', n: 3 });
	});
});
