/**
 * The timeouts and the one repeating tick of a screen's controller (steps
 * of a line shown on the board, the pause before the next puzzle, a
 * clock), so that it can drop them all when it starts over or goes away.
 */
export class Timers {
	#pending = new Set<ReturnType<typeof setTimeout>>();
	#ticker: ReturnType<typeof setInterval> | null = null;

	/** Runs `run` once after `ms`, unless dropped before. */
	later(ms: number, run: () => void): void {
		const timer = setTimeout(() => {
			this.#pending.delete(timer);
			run();
		}, ms);
		this.#pending.add(timer);
	}

	/** Drops the `later`s still to come; the tick goes on. */
	cancelLater(): void {
		for (const timer of this.#pending) clearTimeout(timer);
		this.#pending.clear();
	}

	/** Runs `run` every `ms`, in place of the tick there was. */
	every(ms: number, run: () => void): void {
		if (this.#ticker !== null) clearInterval(this.#ticker);
		this.#ticker = setInterval(run, ms);
	}

	/** Stops the tick; the `later`s still come. */
	stopTick(): void {
		if (this.#ticker !== null) clearInterval(this.#ticker);
		this.#ticker = null;
	}

	get ticking(): boolean {
		return this.#ticker !== null;
	}

	/** Drops everything: the `later`s still to come and the tick. */
	clear(): void {
		this.cancelLater();
		this.stopTick();
	}
}
