/**
 * Plays the flights of a board: told of every position shown, it animates
 * the ones a move from outside led to (not the user's own tap or drop, and
 * nothing when the system asks for reduced motion), one animation frame at
 * a time, at the speed the settings choose (ui/display), and sounds each
 * move when the settings say so.
 */
import { samePosition, sameMove, type Move, type Position } from '$lib/engine';
import { display } from '$lib/ui/display/display.svelte';
import { flightFor, flightFrame, type Flight, type FlightFrame } from './animation';

/** How many times normal speed the pieces fly at, as the settings say (0: they do not). */
export function flightPace(speed: typeof display.speed, reduced: boolean): number {
	return { auto: reduced ? 0 : 1, off: 0, fast: 2, normal: 1, slow: 0.5 }[speed] ?? 1;
}

// One media query per matchMedia (one per page; tests swap matchMedia):
// building one per move costs a style lookup each time.
let reducedMotion: { source: typeof matchMedia; query: MediaQueryList } | null = null;

function prefersReducedMotion(): boolean {
	if (typeof matchMedia !== 'function') return false;
	if (reducedMotion?.source !== matchMedia) reducedMotion = { source: matchMedia, query: matchMedia('(prefers-reduced-motion: reduce)') };
	return reducedMotion.query.matches;
}

export class BoardMotion {
	#shown: Position | null = null;
	#own: { before: Position; move: Move } | null = null;
	#flight = $state.raw<{ plan: Flight; start: number; pace: number } | null>(null);
	#clock = $state(0);
	#request = 0;

	/** The flight under way and where it has got to, or null. */
	readonly current: { plan: Flight; frame: FlightFrame } | null = $derived.by(() => {
		const f = this.#flight;
		return f === null ? null : { plan: f.plan, frame: flightFrame(f.plan, (this.#clock - f.start) * f.pace) };
	});

	get animating(): boolean {
		return this.#flight !== null;
	}

	/** The user is about to make this move by hand: show it at once when it comes back. */
	expectOwn(before: Position, move: Move): void {
		this.#own = { before, move };
	}

	/**
	 * A position is on the board, reached by `lastMove` (as the parent says).
	 * Returns whether it differs from the one shown before.
	 */
	show(pos: Position, lastMove: Move | null): boolean {
		const before = this.#shown;
		this.#shown = pos;
		if (before !== null && samePosition(before, pos)) return false;
		const own = this.#own;
		this.#own = null;
		this.stop();
		if (before === null || lastMove === null) return true;
		// Move sounds, when chosen: Web Audio, loaded with the first one.
		if (display.sounds) void import('./sound').then((s) => s.moveSound(lastMove.path.length > 0));
		const pace = flightPace(display.speed, prefersReducedMotion());
		if (pace === 0) return true;
		if (own !== null && samePosition(own.before, before) && sameMove(own.move, lastMove)) return true;
		const plan = flightFor(before, pos, lastMove);
		if (plan === null) return true;
		this.#clock = performance.now();
		this.#flight = { plan, start: this.#clock, pace };
		this.#request = requestAnimationFrame(this.#step);
		return true;
	}

	/** Land at once (any input does this: the board must show what the user acts on). */
	stop(): void {
		if (this.#flight === null) return;
		cancelAnimationFrame(this.#request);
		this.#flight = null;
	}

	#step = (): void => {
		const f = this.#flight;
		if (f === null) return;
		this.#clock = performance.now();
		if ((this.#clock - f.start) * f.pace >= f.plan.duration) this.#flight = null;
		else this.#request = requestAnimationFrame(this.#step);
	};
}
