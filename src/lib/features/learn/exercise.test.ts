import { describe, expect, it } from 'vitest';
import { applyMove, makeFen, parseMove, parseSquare, type Move, type Position } from '$lib/engine';
import { lessonById } from '$lib/learn/course';
import type { Exercise, LearnOracle } from '$lib/learn/goals';
import { inProcessLearnOracle } from '$lib/learn/testing';
import { ExerciseController, refutationOf } from './exercise.svelte';

const exercise = (lesson: string, id: string): Exercise => lessonById(lesson)!.exercises.find((e) => e.id === id)!;
const move = (pos: Position, text: string): Move => {
	const m = parseMove(pos, text);
	if (!m.ok) throw new Error(text);
	return m.value;
};

function controller(ex: Exercise, oracle: LearnOracle = inProcessLearnOracle()) {
	const events: string[] = [];
	const c = new ExerciseController(ex, { oracle: () => oracle, onmistake: () => events.push('mistake'), onsolved: () => events.push('solved'), stepMs: 1 });
	return { c, events };
}

describe('an exercise on screen', () => {
	it('taps: a wrong square fails with its reason; "try again" starts over; every right square solves', () => {
		const { c, events } = controller(exercise('moves', 'step'));
		c.tap(parseSquare('b4'));
		expect(c.feedback).toEqual({ kind: 'found', found: 1, of: 2 });
		c.tap(parseSquare('e5'));
		expect(c.state).toBe('failed');
		expect(c.feedback).toMatchObject({ kind: 'square', mistake: { kind: 'not-target', square: parseSquare('e5'), king: false, capture: false } });
		expect(c.wrongSquare).toBe(parseSquare('e5'));
		c.tap(parseSquare('d4'));
		expect(c.state).toBe('failed');
		c.retry();
		expect(c.found).toEqual([]);
		// The piece itself is neither an answer nor a mistake.
		c.tap(parseSquare('c3'));
		expect(c.state).toBe('playing');
		c.tap(parseSquare('d4'));
		c.tap(parseSquare('b4'));
		expect(c.state).toBe('solved');
		expect(events).toEqual(['mistake', 'solved']);
	});

	it('a question: a wrong answer shows the capture it was about on the board, step by step', () => {
		const { c } = controller(exercise('kings', 'turkish'));
		expect(c.question?.right).toBe('3');
		c.choose('4');
		expect(c.state).toBe('failed');
		expect(c.line?.moves).toHaveLength(1);
		c.stepTo(1);
		expect(c.preview?.position).toEqual(applyMove(c.start.position, c.line!.moves[0]));
		expect(c.takesMoves).toBe(false);
		c.retry();
		c.choose('3');
		expect(c.state).toBe('solved');
	});

	it('a rule goal: a wrong move fails with its refutation on the board; the right one solves', async () => {
		const { c, events } = controller(exercise('offer', 'no-capture'));
		const start = c.position;
		await c.play(move(start, 'f2-e3'));
		expect(c.state).toBe('failed');
		expect(c.feedback).toMatchObject({ kind: 'move', mistake: { kind: 'must-capture-after' } });
		expect(c.line?.from).toEqual(applyMove(start, move(start, 'f2-e3')));
		expect(c.line?.moves.map((m) => m.from)).toHaveLength(2);
		c.retry();
		await c.play(move(start, 'g3-f4'));
		expect(c.state).toBe('solved');
		expect(events).toEqual(['mistake', 'solved']);
	});

	it('win in 3: each right move is answered by the longest defence, until the win; a wrong one is refuted', async () => {
		const ex = exercise('lock', 'count');
		const { c } = controller(ex);
		await c.play(move(c.position, 'c5-b6'));
		expect(c.state).toBe('failed');
		const mistake = c.feedback.kind === 'move' ? c.feedback.mistake : null;
		expect(mistake?.kind).toBe('slow');
		expect(c.line?.moves).toEqual(refutationOf(mistake!));
		c.retry();
		const oracle = inProcessLearnOracle();
		for (let used = 0; used < 3 && c.state === 'playing'; used++) {
			const [right] = await oracle.winningMoves(makeFen(c.position), 3 - used).then((ms) => ms.filter((m) => m.verdict.kind === 'win').map((m) => m.move));
			await c.play(right);
			if (used < 2) {
				expect(c.feedback.kind).toBe('right');
				expect(c.reply?.side).toBe('black');
				expect(c.remaining).toBe(3 - used - 1);
			}
		}
		expect(c.state).toBe('solved');
		expect(c.played).toHaveLength(6);
	});

	it('drops a late answer after "try again"', async () => {
		let release: () => void = () => {};
		const slow: LearnOracle = {
			winningMoves: (fen, n) => new Promise((resolve) => (release = () => void inProcessLearnOracle().winningMoves(fen, n).then(resolve))),
			solve: (fen, n) => inProcessLearnOracle().solve(fen, n)
		};
		const { c } = controller(exercise('lock', 'locked-a7'), slow);
		const playing = c.play(move(c.position, 'g1-f2'));
		expect(c.thinking).toBe(true);
		c.retry();
		release();
		await playing;
		expect(c.state).toBe('playing');
		expect(c.played).toEqual([]);
		expect(c.thinking).toBe(false);
	});
});
