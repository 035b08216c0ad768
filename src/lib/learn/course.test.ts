/**
 * The whole course against what the engine and the solver say: for every
 * exercise, the answers the judge accepts (goals.ts) are compared with a
 * set computed apart from it (the plain reference move generator of
 * tests/unit, and the solver's verdict of each move one by one); each
 * "only one answer" is held to that, each "win in N" is proved to be
 * exactly N (N moves of the winner's), every wrong first move gets its
 * reason, and every win is played out against the solver's defence.
 */
import { describe, expect, it } from 'vitest';
import { applyMove, legalMoves, makeFen, parseSquare, squareName, squaresOf, type Move, type Position } from '../engine';
import { solve } from '../solver/solve';
import { refBoardFromFen, refMoves, type RefMove } from '../../../tests/unit/reference-movegen';
import { COURSE } from './course';
import {
	acceptedMoves,
	acceptedSquares,
	answerForm,
	choiceQuestion,
	defence,
	exerciseStart,
	moveMistake,
	squareMistake,
	type Exercise,
	type Goal
} from './goals';
import { inProcessLearnOracle } from './testing';

const oracle = inProcessLearnOracle();

// ---------------------------------------------------------------- the reference side

const listOf = (pos: Position, bb: number) => squaresOf(bb).map((s) => ((pos.kings >>> s) & 1 ? 'K' : '') + squareName(s));
const ref = (pos: Position): RefMove[] => refMoves(refBoardFromFen(listOf(pos, pos.white), listOf(pos, pos.black)), pos.whiteToMove);
const refKey = (m: RefMove) => `${m.from}-${m.to}-${m.captured.join(',')}-${m.promotes}`;
const moveKey = (m: Move) => `${squareName(m.from)}-${squareName(m.to)}-${squaresOf(m.captured).map(squareName).sort().join(',')}-${m.promotes}`;
/** The engine's move for a reference move (to apply it). */
const engineMove = (pos: Position, m: RefMove): Move => legalMoves(pos).find((e) => moveKey(e) === refKey(m))!;
const rank = (name: string) => Number(name[1]) - 1;

/** A reference answer set for each goal the rules decide, from the plain generator's moves. */
function referenceRule(goal: Goal, pos: Position): string[] {
	const moves = ref(pos);
	const after = (m: RefMove) => applyMove(pos, engineMove(pos, m));
	const far = pos.whiteToMove ? 7 : 0;
	const pick = (keep: (m: RefMove) => boolean) => moves.filter(keep).map(refKey).sort();
	switch (goal.kind) {
		case 'play':
			return pick((m) => `${m.from}-${m.to}` === goal.move);
		case 'capture-back':
			// The course's backward captures take one piece: its rank says the direction.
			return pick((m) => m.captured.length === 1 && (pos.whiteToMove ? rank(m.captured[0]) < rank(m.from) : rank(m.captured[0]) > rank(m.from)));
		case 'most': {
			const most = Math.max(...moves.map((m) => m.captured.length));
			return pick((m) => m.captured.length > 0 && m.captured.length === most);
		}
		case 'forced-reply':
			return pick((m) => ref(after(m)).length === 1);
		case 'forces-capture':
			return pick((m) => {
				const replies = ref(after(m));
				return replies.length > 0 && replies.every((r) => r.captured.length > 0);
			});
		case 'promote':
			return pick((m) => m.promotes);
		case 'crown-and-go-on':
			// Crowned, yet the capture ends off the far rank: it went on as a king.
			return pick((m) => m.promotes && rank(m.to) !== far);
		case 'no-capture':
			return pick((m) => {
				const a = after(m);
				const replies = ref(a);
				return replies.length > 0 && replies.every((r) => !ref(applyMove(a, engineMove(a, r))).some((x) => x.captured.length > 0));
			});
		case 'threat':
			return pick((m) => {
				const a = after(m);
				const replies = ref(a);
				if (!replies.length || replies.some((r) => r.captured.length > 0)) return false;
				const again = { ...a, whiteToMove: !a.whiteToMove };
				return ref(again).some((x) => {
					const b = applyMove(again, engineMove(again, x));
					const rs = ref(b);
					return rs.length > 0 && rs.every((r) => ref(applyMove(b, engineMove(b, r))).length === 0);
				});
			});
		default:
			throw new Error(`no rule reference for ${goal.kind}`);
	}
}

/** The moves that win within `n`, one solve per move: the opponent, to move after it, loses within n (the solver counts the winner's moves). */
function referenceWins(pos: Position, n: number): string[] {
	return legalMoves(pos)
		.filter((m) => {
			const a = applyMove(pos, m);
			if (legalMoves(a).length === 0) return false;
			const v = solve(a, { maxMoves: n }).verdict;
			return v.kind === 'loss' && v.n <= n;
		})
		.map(moveKey)
		.sort();
}

const exercises: [string, Exercise][] = COURSE.flatMap((l) => l.exercises.map((e) => [`${l.id}/${e.id}`, e] as [string, Exercise]));

describe('the course', () => {
	it('has about eight lessons of a few exercises each, with unique ids', () => {
		expect(COURSE.length).toBe(8);
		expect(new Set(COURSE.map((l) => l.id)).size).toBe(COURSE.length);
		for (const l of COURSE) {
			expect(l.exercises.length, l.id).toBeGreaterThanOrEqual(3);
			expect(new Set(l.exercises.map((e) => e.id)).size, l.id).toBe(l.exercises.length);
		}
	});

	it('gives every move to find to White (the reasons of wrong moves speak of Black’s replies)', () => {
		for (const [key, ex] of exercises) if (answerForm(ex.goal) === 'move') expect(exerciseStart(ex).position.whiteToMove, key).toBe(true);
	});

	it.each(exercises)('%s: the judge accepts exactly what the engine and the solver say', async (_, ex) => {
		const start = exerciseStart(ex);
		const pos = start.position;
		const form = answerForm(ex.goal);
		if (form === 'squares') {
			const accepted = acceptedSquares(ex.goal, pos).map(squareName).sort();
			const moves = ref(pos);
			const expected =
				ex.goal.kind === 'targets'
					? moves.filter((m) => m.from === (ex.goal as { from: string }).from).map((m) => m.to)
					: moves.filter((m) => m.captured.length > 0).map((m) => m.from);
			expect(accepted).toEqual([...new Set(expected)].sort());
			expect(accepted.length).toBeGreaterThan(0);
			if (ex.unique) expect(accepted).toHaveLength(1);
			// Every other square is a mistake with its reason; the piece itself is neither.
			for (let sq = 0; sq < 32; sq++) {
				const mistake = squareMistake(ex.goal, pos, sq);
				if (accepted.includes(squareName(sq))) expect(mistake).toBeNull();
				else if (ex.goal.kind === 'targets' && sq === parseSquare(ex.goal.from)) expect(mistake).toBeNull();
				else expect(mistake).not.toBeNull();
			}
			return;
		}
		if (form === 'choice') {
			const q = choiceQuestion(ex.goal, start);
			expect(q.options).toContain(q.right);
			if (ex.goal.kind === 'count') {
				const most = Math.max(...ref(pos).map((m) => m.captured.length));
				expect(q.right).toBe(String(most));
				// The Turkish strike decides it: with pieces removed at once the longest capture would take more.
				const board = refBoardFromFen(listOf(pos, pos.white), listOf(pos, pos.black));
				expect(Math.max(...refMoves(board, pos.whiteToMove, false).map((m) => m.captured.length))).toBeGreaterThan(most);
			} else {
				// Who has won: the side to move when it has no move; a draw when the position came a third time.
				const seen = start.game.positions.filter((p) => makeFen(p) === makeFen(pos)).length;
				const expected = ref(pos).length === 0 ? (pos.whiteToMove ? 'white' : 'black') : seen >= 3 ? 'draw' : 'none';
				expect(q.right).toBe(expected);
			}
			return;
		}
		const n = ex.goal.kind === 'win' ? ex.goal.n : 1;
		const accepted = (await acceptedMoves(ex.goal, pos, n, oracle)).map(moveKey).sort();
		const expected = ex.goal.kind === 'win' ? referenceWins(pos, n) : referenceRule(ex.goal, pos);
		expect(accepted).toEqual(expected);
		expect(accepted.length).toBeGreaterThan(0);
		if (ex.unique) expect(accepted).toHaveLength(1);
		// Something to get wrong, and every wrong move answered with its reason.
		const wrong = legalMoves(pos).filter((m) => !accepted.includes(moveKey(m)));
		expect(wrong.length, 'a wrong move to make').toBeGreaterThan(0);
		for (const m of wrong) {
			const why = await moveMistake(ex.goal, pos, m, n, oracle);
			expect(why.kind).not.toBe('unproved');
			if (why.kind === 'loses') {
				// The refutation is the opponent's proved win.
				const v = solve(applyMove(pos, m), { maxMoves: why.opponentWinsIn }).verdict;
				expect(v).toEqual({ kind: 'win', n: why.opponentWinsIn });
				// Played out, it leaves the opponent to move with nothing to move: their win.
				expect(why.line).toHaveLength(2 * why.opponentWinsIn);
				const end = why.line.reduce(applyMove, applyMove(pos, m));
				expect(end.whiteToMove).toBe(!pos.whiteToMove);
				expect(legalMoves(end)).toHaveLength(0);
			}
			if (why.kind === 'no-win') {
				// After that reply no win within the task is left.
				const after = applyMove(applyMove(pos, m), why.reply);
				const v = solve(after, { maxMoves: n - 1 }).verdict;
				expect(v.kind === 'win' && v.n <= n - 1).toBe(false);
			}
		}
	});

	const wins = exercises.filter(([, e]) => e.goal.kind === 'win') as [string, Exercise & { goal: { kind: 'win'; n: number } }][];

	it.each(wins)('%s: "win in N" is proved, and played out against the best defence within N', async (_, ex) => {
		const { n } = ex.goal;
		const pos = exerciseStart(ex).position;
		expect(solve(pos, { maxMoves: n + 2 }).verdict).toEqual({ kind: 'win', n });
		let here = pos;
		for (let used = 0; used < n; used++) {
			const accepted = await acceptedMoves(ex.goal, here, n - used, oracle);
			expect(accepted.length, `move ${used + 1}`).toBeGreaterThan(0);
			here = applyMove(here, accepted[0]);
			const reply = await defence(here, n - used, oracle);
			expect(reply, 'the opponent has a move').not.toBeNull();
			here = applyMove(here, reply!);
		}
		// The winner is to move and has none: won.
		expect(here.whiteToMove).toBe(pos.whiteToMove);
		expect(legalMoves(here)).toHaveLength(0);
	});
});
