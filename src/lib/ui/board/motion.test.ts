import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { START, applyMove, parseMove } from '$lib/engine';
import { BoardMotion, flightPace } from './motion.svelte';
import { applyDisplay } from '$lib/ui/display/apply';

const c3d4 = (() => {
	const m = parseMove(START, 'c3-d4');
	if (!m.ok) throw new Error(JSON.stringify(m.error));
	return m.value;
})();
const after = applyMove(START, c3d4);

let reduced = false;
beforeEach(() => {
	reduced = false;
	vi.stubGlobal('requestAnimationFrame', () => 1);
	vi.stubGlobal('cancelAnimationFrame', () => {});
	vi.stubGlobal('matchMedia', () => ({
		get matches() {
			return reduced;
		}
	}));
});
afterEach(() => {
	vi.unstubAllGlobals();
	applyDisplay(undefined);
});

describe('flight speed from the settings', () => {
	it('auto follows the system: normal, or none with reduced motion', () => {
		expect(flightPace('auto', false)).toBe(1);
		expect(flightPace('auto', true)).toBe(0);
		expect([flightPace('off', false), flightPace('fast', true), flightPace('slow', false)]).toEqual([0, 2, 0.5]);
	});

	it('off shows a move at once; a chosen speed flies even when the system asks for reduced motion', () => {
		applyDisplay({ speed: 'off' });
		const motion = new BoardMotion();
		motion.show(START, null);
		motion.show(after, c3d4);
		expect(motion.animating).toBe(false);
		reduced = true;
		applyDisplay({ speed: 'slow' });
		const slow = new BoardMotion();
		slow.show(START, null);
		slow.show(after, c3d4);
		expect(slow.animating).toBe(true);
		applyDisplay(undefined);
		const auto = new BoardMotion();
		auto.show(START, null);
		auto.show(after, c3d4);
		expect(auto.animating).toBe(false);
	});
});

describe('board motion', () => {
	it('animates a move that arrives from outside', () => {
		const motion = new BoardMotion();
		motion.show(START, null);
		expect(motion.animating).toBe(false);
		expect(motion.show(after, c3d4)).toBe(true);
		expect(motion.animating).toBe(true);
		expect(motion.current?.frame.progress).toBe(0);
		motion.stop();
		expect(motion.animating).toBe(false);
		expect(motion.current).toBeNull();
	});

	it('shows the user’s own move at once', () => {
		const motion = new BoardMotion();
		motion.show(START, null);
		motion.expectOwn(START, c3d4);
		motion.show(after, c3d4);
		expect(motion.animating).toBe(false);
	});

	it('nothing for the first position, a step back or an unchanged one', () => {
		const motion = new BoardMotion();
		motion.show(after, c3d4);
		expect(motion.animating).toBe(false);
		motion.show(START, null);
		expect(motion.animating).toBe(false);
		expect(motion.show(START, null)).toBe(false);
	});

	it('nothing when the system asks for reduced motion', () => {
		reduced = true;
		const motion = new BoardMotion();
		motion.show(START, null);
		motion.show(after, c3d4);
		expect(motion.animating).toBe(false);
	});
});
