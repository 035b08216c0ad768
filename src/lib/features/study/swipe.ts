/**
 * A horizontal swipe across the board steps through a study: to the left
 * (like turning a page) for the next move, to the right for the previous
 * one. Short, slow or mostly vertical gestures are not swipes, so taps and
 * scrolling stay what they are.
 */
export interface SwipePoint {
	x: number;
	y: number;
	/** Milliseconds. */
	t: number;
}

export const SWIPE_MIN_PX = 40;
export const SWIPE_MAX_MS = 800;

export function swipeStep(from: SwipePoint, to: SwipePoint): 'next' | 'prev' | null {
	const dx = to.x - from.x;
	const dy = to.y - from.y;
	if (to.t - from.t > SWIPE_MAX_MS) return null;
	if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < 2 * Math.abs(dy)) return null;
	return dx < 0 ? 'next' : 'prev';
}
