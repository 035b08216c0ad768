/**
 * The page of a personal puzzle (/puzzles/own-ID), rendered on the device:
 * finds the puzzle in the device store (not the bank), records every try
 * (casual: a personal puzzle has no fixed rating; the store grades its
 * review card) and says where "Next" leads: the next review due, else the
 * list of them, never a bank puzzle by surprise.
 *
 * A puzzle this device has not proved (from a progress file) is proved
 * first (`proving`, in the review worker: issue 31); its claim is then
 * shown as proved, refuted (no puzzle to play) or not proved (every move
 * judged by the solver, never answered from the stored line).
 */
import type { ProgressLink } from '$lib/app/progress-link';
import type { ClaimCheck, StoredOwnPuzzle } from '$lib/progress/types';
import type { OwnPuzzleProof } from '$lib/review/reprove';
import type { PuzzleFinish } from './controller.svelte';
import { nextAfterOwn } from './own';
import { OWN_LIST_HREF } from '$lib/ui/names/own-puzzle';

export type OwnPageState = 'loading' | 'proving' | 'ready' | 'missing' | 'unreadable';

export interface OwnPageDeps {
	link: Pick<ProgressLink, 'ownPuzzle' | 'recordAttempt' | 'recordOwnPuzzleProof'>;
	/** Proves a puzzle's claims in a worker (review/reprove.ts); none: a puzzle not proved here stays so. */
	prove?: (p: StoredOwnPuzzle) => Promise<OwnPuzzleProof>;
	/** The review cards due now (none while reviews are off or paused). */
	dueReviews: () => Promise<readonly { kind: 'puzzle' | 'study'; ref: string }[]>;
}

export class OwnPuzzlePage {
	state = $state<OwnPageState>('loading');
	puzzle = $state.raw<StoredOwnPuzzle | null>(null);
	nextHref = $state(OWN_LIST_HREF);
	/** Failed tries saved on this page: each one shows when the puzzle comes back for review. */
	failedTries = $state(0);
	#id = '';

	constructor(private readonly deps: OwnPageDeps) {}

	/** Finds the puzzle `id` on the device. */
	async open(id: string): Promise<void> {
		this.#id = id;
		this.state = 'loading';
		this.puzzle = null;
		this.failedTries = 0;
		let found: StoredOwnPuzzle | null;
		try {
			found = await this.deps.link.ownPuzzle(id);
		} catch {
			if (this.#id === id) this.state = 'unreadable';
			return;
		}
		if (this.#id !== id) return;
		this.puzzle = found;
		if (found && (found.check?.state ?? 'unproved') === 'unproved' && this.deps.prove) {
			this.state = 'proving';
			void this.#findNext(id);
			await this.#prove(id, found, this.deps.prove);
			return;
		}
		this.state = found ? 'ready' : 'missing';
		await this.#findNext(id);
	}

	/** What this device proved of the puzzle on screen. */
	get check(): ClaimCheck {
		return this.puzzle?.check ?? { state: 'unproved' };
	}

	/** Proves the puzzle's claims, keeps what was proved and shows the puzzle as it now stands. */
	async #prove(id: string, found: StoredOwnPuzzle, prove: (p: StoredOwnPuzzle) => Promise<OwnPuzzleProof>): Promise<void> {
		let proof: OwnPuzzleProof;
		try {
			proof = await prove(found);
		} catch {
			proof = { state: 'unproved' };
		}
		if (this.#id !== id) return;
		if (proof.state !== 'unproved') {
			await this.deps.link.recordOwnPuzzleProof(found.id, found.createdAt, proof);
			const at = Date.now();
			const check: ClaimCheck = proof.state === 'proved' ? { state: 'proved', at } : { state: 'refuted', at, found: proof.found };
			this.puzzle = proof.state === 'proved' ? { ...found, unique: proof.unique, winningMoves: proof.winningMoves, check } : { ...found, check };
		}
		this.state = 'ready';
	}

	/** Records the finished try (through the outbox: a try not saved is said and kept). */
	async finish(f: PuzzleFinish): Promise<void> {
		const id = this.#id;
		const saved = await this.deps.link.recordAttempt({ puzzleId: id, ...f, daily: false });
		if (saved && f.result === 'failed' && this.#id === id) this.failedTries++;
		await this.#findNext(id);
	}

	async #findNext(id: string): Promise<void> {
		try {
			const due = await this.deps.dueReviews();
			if (this.#id === id) this.nextHref = nextAfterOwn(due, id);
		} catch {
			if (this.#id === id) this.nextHref = OWN_LIST_HREF;
		}
	}
}
