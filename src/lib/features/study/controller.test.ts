import { describe, expect, it, vi } from 'vitest';
import { parseMove } from '$lib/engine';
import { constriction } from '$lib/study/testing';
import { inProcessOracle } from '$lib/solver/testing';
import { PLACE_SAVE_MS, StudyController } from './controller.svelte';
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

describe('where the user left off, keys and swipes (moved from StudyView)', () => {
	function placed(kept: number) {
		const saved: number[] = [];
		let answerRead: (ply: number) => void = () => {};
		const read = new Promise<number>((r) => (answerRead = r));
		const c = new StudyController(constriction, {
			replyDelayMs: 0,
			place: { read: () => (kept < 0 ? read : Promise.resolve(kept)), save: async (ply) => void saved.push(ply) }
		});
		return { c, saved, answerRead };
	}
	const flush = async () => {
		for (let i = 0; i < 5; i++) await Promise.resolve();
	};

	it('opens where the user left off, and keeps a new place a moment after the last step', async () => {
		vi.useFakeTimers();
		try {
			const { c, saved } = placed(4);
			c.open('');
			await flush();
			expect(c.node.ply).toBe(4);
			expect(c.resumed).toBe(true);
			expect(c.savedPly).toBe(4);
			vi.advanceTimersByTime(PLACE_SAVE_MS * 2);
			expect(saved).toEqual([]);
			c.step('next');
			c.step('next');
			expect(c.resumed).toBe(false);
			vi.advanceTimersByTime(PLACE_SAVE_MS - 1);
			expect(saved).toEqual([]);
			vi.advanceTimersByTime(1);
			expect(saved).toEqual([6]);
			await flush();
			expect(c.savedPly).toBe(6);
			// A step not yet kept is kept when the page goes away.
			c.step('prev');
			c.dispose();
			expect(saved).toEqual([6, 5]);
		} finally {
			vi.useRealTimers();
		}
	});

	it('?node= opens that node (guessing with &quiz, the board turned to the side guessing), and the place read late does not move it', async () => {
		const { c, answerRead } = placed(-1);
		c.open('?node=3&quiz');
		expect(c.current).toBe(3);
		expect(c.quiz?.phase).toBe('ask');
		expect(c.orientation).toBe(c.quiz!.white ? 'white' : 'black');
		answerRead(6);
		await flush();
		expect(c.current).toBe(3);
		c.dispose();
	});

	it('a step before the kept place arrives wins over it', async () => {
		const { c, answerRead } = placed(-1);
		c.open('');
		c.step('next');
		answerRead(6);
		await flush();
		expect(c.node.ply).toBe(1);
		expect(c.resumed).toBe(false);
		c.dispose();
	});

	it('arrow keys, Home and End step, except with a modifier, in a field or while guessing', () => {
		const { c } = controller();
		const key = (k: string, more: Partial<{ modified: boolean; taken: boolean }> = {}) => c.key({ key: k, modified: false, taken: false, ...more });
		expect(key('ArrowRight')).toBe(true);
		expect(c.node.ply).toBe(1);
		expect(key('End')).toBe(true);
		expect(c.node.ply).toBe(7);
		expect(key('ArrowLeft', { modified: true })).toBe(false);
		expect(key('ArrowLeft', { taken: true })).toBe(false);
		expect(key('a')).toBe(false);
		expect(c.node.ply).toBe(7);
		expect(key('Home')).toBe(true);
		expect(c.node.ply).toBe(0);
		c.startQuiz();
		expect(key('ArrowRight')).toBe(false);
		expect(c.node.ply).toBe(0);
	});

	it('a quick swipe to the left across the board is the next move, to the right the previous one; not off the board or while guessing', () => {
		const { c } = controller();
		const swipe = (dx: number, onBoard = true, id = 1) => {
			c.swipeStart({ id, x: 200, y: 100, t: 0 }, onBoard, true);
			c.swipeEnd({ id, x: 200 + dx, y: 105, t: 200 });
		};
		swipe(-80);
		swipe(-80);
		expect(c.node.ply).toBe(2);
		swipe(80);
		expect(c.node.ply).toBe(1);
		swipe(-80, false);
		expect(c.node.ply).toBe(1);
		c.swipeStart({ id: 1, x: 200, y: 100, t: 0 }, true, true);
		c.swipeCancel();
		c.swipeEnd({ id: 1, x: 100, y: 100, t: 100 });
		expect(c.node.ply).toBe(1);
		c.startQuiz();
		swipe(-80);
		expect(c.node.ply).toBe(1);
	});
});
