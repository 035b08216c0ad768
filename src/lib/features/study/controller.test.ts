import { describe, expect, it, vi } from 'vitest';
import { parseMove } from '$lib/engine';
import { constriction } from '$lib/study/testing';
import { inProcessOracle } from '$lib/solver/testing';
import { StudyController } from './controller.svelte';
import type { Outcome } from '$lib/progress/types';

function controller() {
	const results: [number, Outcome][] = [];
	const c = new StudyController(constriction, { oracle: inProcessOracle(), replyDelayMs: 0, onquizresult: (n, r) => results.push([n, r]) });
	return { c, results };
}

function move(c: StudyController, text: string) {
	const m = parseMove(c.position, text);
	if (!m.ok) throw new Error(text);
	return m.value;
}

describe('study page state', () => {
	it('steps, jumps and plays through', async () => {
		vi.useFakeTimers();
		try {
			const { c } = controller();
			expect(c.canPrev).toBe(false);
			c.next();
			expect(c.node.notation).toBe('e1-f2');
			c.toEnd();
			expect(c.node.ply).toBe(7);
			expect(c.canNext).toBe(false);
			c.prev();
			expect(c.node.ply).toBe(6);
			c.toStart();
			c.play();
			vi.advanceTimersByTime(c.speedMs * 2 + 10);
			expect(c.node.ply).toBe(2);
			c.pause();
			vi.advanceTimersByTime(c.speedMs * 3);
			expect(c.node.ply).toBe(2);
			c.play();
			vi.advanceTimersByTime(c.speedMs * 10);
			expect(c.node.ply).toBe(7);
			expect(c.playing).toBe(false);
		} finally {
			vi.useRealTimers();
		}
	});

	it('quiz: another winning move also wins and the book line goes on; a losing one is refuted', async () => {
		const { c, results } = controller();
		c.startQuiz();
		expect(c.quiz?.phase).toBe('ask');
		expect(c.canNext).toBe(false);
		await c.answer(move(c, 'd2-c3'));
		expect(c.quiz?.feedback).toMatchObject({ kind: 'also-wins', move: 'd2-c3', book: 'e1-f2', winIn: 4 });
		expect(c.node.notation).toBe('e1-f2');
		// The other side's book move comes by itself.
		await vi.waitFor(() => expect(c.quiz?.phase).toBe('ask'));
		expect(c.node.notation).toBe('g7-h6');

		await c.answer(move(c, 'e3-f4'));
		expect(c.quiz?.phase).toBe('answered');
		expect(c.quiz?.feedback).toMatchObject({ kind: 'loses', move: 'e3-f4', winnerWhite: false, opponentWinsIn: 3 });
		expect(c.position).not.toBe(c.node.position);
		c.retry();
		expect(c.quiz?.phase).toBe('ask');
		expect(c.position).toBe(c.node.position);
		await c.answer(move(c, 'f2-g3'));
		expect(c.quiz?.feedback).toMatchObject({ kind: 'book', move: 'f2-g3' });
		expect(results).toEqual([
			[0, 'solved'],
			[c.tree.mainAt(2), 'failed']
		]);
		expect(c.score).toEqual({ right: 1, total: 2 });

		await vi.waitFor(() => expect(c.quiz?.phase).toBe('ask'));
		c.reveal();
		expect(c.quiz?.feedback).toMatchObject({ kind: 'revealed', book: 'e3-f4' });
		await vi.waitFor(() => expect(c.quiz?.phase).toBe('ask'));
		await c.answer(move(c, 'g3-f4'));
		expect(c.quiz?.phase).toBe('finished');
		c.stopQuiz();
		expect(c.quiz).toBeNull();
		expect(c.canPrev).toBe(true);
	});

	it('no stepping while guessing', () => {
		const { c } = controller();
		c.startQuiz();
		c.next();
		c.toEnd();
		expect(c.current).toBe(0);
	});
});

describe('a slow judgement', () => {
	it('can be called off: back to the question, the late answer ignored', async () => {
		let release: () => void = () => {};
		let cancelled = 0;
		const slow = inProcessOracle();
		const c = new StudyController(constriction, {
			replyDelayMs: 0,
			oracle: {
				solve: async (...args) => {
					await new Promise<void>((r) => (release = r));
					return slow.solve(...args);
				},
				cancel: () => cancelled++
			}
		});
		c.startQuiz();
		const pending = c.answer(move(c, 'd2-c3'));
		expect(c.quiz?.phase).toBe('judging');
		c.retry();
		expect(cancelled).toBe(1);
		expect(c.quiz?.phase).toBe('ask');
		release();
		await pending;
		expect(c.quiz?.phase).toBe('ask');
		expect(c.quiz?.feedback).toBeNull();
		expect(c.current).toBe(0);
	});
});
