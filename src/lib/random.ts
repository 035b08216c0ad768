/**
 * mulberry32: a small seeded generator, the same sequence everywhere, so
 * generated puzzles and randomised tests are reproducible from their seed.
 */
export function rng(seed: number): () => number {
	let a = seed >>> 0;
	return () => {
		a = (a + 0x6d2b79f5) >>> 0;
		let t = a;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
	};
}

/** Shuffles `list` in place (Fisher-Yates from the end), drawing from `random`. */
export function shuffle(list: { length: number; [i: number]: number }, random: () => number): void {
	for (let i = list.length - 1; i > 0; i--) {
		const j = Math.floor(random() * (i + 1));
		const x = list[i];
		list[i] = list[j];
		list[j] = x;
	}
}
