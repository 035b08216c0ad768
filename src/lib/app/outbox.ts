/**
 * Every write of progress passes through one outbox, so none is lost
 * without a word: a write that the device refuses (storage full, storage
 * unavailable, another tab upgraded the app) stays queued in memory, with
 * the time it happened, and the shell says so until it is saved. Writes are
 * applied in the order they were made (a later write never overtakes an
 * earlier one still waiting: the day's result and a study's answers depend
 * on order). A write the store refuses as malformed cannot succeed later: it
 * is set aside, said, and kept until the user dismisses it.
 *
 * The queue is plain data (`{ name, args }`), so it is also kept in the
 * tab's session storage, from the moment a write is made until it is
 * stored: a reload replays it instead of losing it, whether it waited after
 * a failure ("another tab upgraded the app" has no other way out) or was
 * still in flight (a reload aborts the device's unfinished transaction). A
 * replay carries the write's first time, and the store treats a write it
 * already holds with that time as done, so a write that was stored just
 * before the reload is not stored twice.
 */
import { toProgressError, type ProgressErrorKind } from '$lib/progress/errors';

/** Why a write is waiting, in the words the user is given. */
export type UnsavedReason = 'quota' | 'unavailable' | 'stale' | 'refused';

/** One write, as data: the link's method and its arguments (JSON values only). */
export interface WriteOp<N extends string = string> {
	name: N;
	args: readonly unknown[];
}

export interface Unsaved<W extends WriteOp = WriteOp> {
	write: W;
	/** When it happened (ms since the epoch): a replay records that time, not the time of the retry. */
	at: number;
	/** Why the last try failed; null while it has not been tried yet. */
	reason: UnsavedReason | null;
	/** What the store said, for a report; never shown as the message. */
	detail: string;
}

export interface OutboxState<W extends WriteOp = WriteOp> {
	/** Waiting to be written, oldest first. */
	waiting: readonly Unsaved<W>[];
	/** Refused by the store: never written, kept until dismissed. */
	refused: readonly Unsaved<W>[];
	/** A replay is running. */
	busy: boolean;
}

/** Where the queue survives a reload (the tab's session storage in the browser). */
export interface OutboxKeeper {
	read(): string | null;
	write(value: string | null): void;
}

export interface OutboxOptions<W extends WriteOp> {
	/** Writes one op with its time; throws (a ProgressError or anything else) when not written. */
	apply: (write: W, at: number) => Promise<void>;
	now: () => number;
	/** Tells a stored op from junk when reading back the kept queue. */
	isWrite: (value: unknown) => value is W;
	keeper?: OutboxKeeper;
}

export function reasonOf(kind: ProgressErrorKind): UnsavedReason {
	switch (kind) {
		case 'quota':
		case 'stale':
			return kind;
		case 'invalid':
		case 'not-found':
			return 'refused';
		case 'storage':
			return 'unavailable';
	}
}

const KEPT_VERSION = 1;

export class Outbox<W extends WriteOp> {
	#waiting: Unsaved<W>[] = [];
	#refused: Unsaved<W>[] = [];
	#busy = false;
	/** The drain running now; every save and retry chains on it, so writes never overlap. */
	#drain: Promise<void> = Promise.resolve();
	#listeners = new Set<(s: OutboxState<W>) => void>();
	#state: OutboxState<W> = { waiting: [], refused: [], busy: false };

	constructor(private readonly options: OutboxOptions<W>) {
		this.#waiting = this.#readKept();
		this.#publish();
	}

	get state(): OutboxState<W> {
		return this.#state;
	}

	/**
	 * Writes `write` after every write still waiting. true: it is stored;
	 * false: it waits in the queue (or was refused) and the state says why.
	 */
	save(write: W): Promise<boolean> {
		const item: Unsaved<W> = { write, at: this.options.now(), reason: null, detail: '' };
		this.#waiting.push(item);
		this.#keep();
		return this.#run().then(() => !this.#waiting.includes(item) && !this.#refused.includes(item));
	}

	/** Replays the queue in order, up to the first write that fails again. true: nothing waits. */
	retry(): Promise<boolean> {
		return this.#run().then(() => this.#waiting.length === 0);
	}

	/** Resolves when no write is running (reads wait for this to see the writes made before them). */
	idle(): Promise<void> {
		return this.#drain;
	}

	/** Forgets the refused writes, once the user has read that they were not saved. */
	dismissRefused(): void {
		this.#refused = [];
		this.#publish();
	}

	subscribe(fn: (s: OutboxState<W>) => void): () => void {
		this.#listeners.add(fn);
		fn(this.#state);
		return () => this.#listeners.delete(fn);
	}

	#run(): Promise<void> {
		const next = this.#drain.then(() => this.#drainOnce());
		this.#drain = next;
		return next;
	}

	async #drainOnce(): Promise<void> {
		if (this.#waiting.length === 0) return;
		this.#busy = true;
		this.#publish();
		try {
			while (this.#waiting.length > 0) {
				const item = this.#waiting[0];
				try {
					await this.options.apply(item.write, item.at);
				} catch (e) {
					const error = toProgressError(e);
					const reason = reasonOf(error.kind);
					if (reason === 'refused') {
						this.#waiting.shift();
						this.#refused.push(Object.assign(item, { reason, detail: error.message }));
						continue;
					}
					// Every write behind it waits for the same cause (changed in place: save() knows its item by identity).
					for (const w of this.#waiting) Object.assign(w, { reason, detail: error.message });
					return;
				}
				this.#waiting.shift();
			}
		} finally {
			this.#busy = false;
			this.#keep();
			this.#publish();
		}
	}

	#publish(): void {
		const copy = (items: Unsaved<W>[]) => items.map((w) => Object.freeze({ ...w }));
		this.#state = Object.freeze({ waiting: copy(this.#waiting), refused: copy(this.#refused), busy: this.#busy });
		for (const fn of [...this.#listeners]) fn(this.#state);
	}

	#keep(): void {
		const keeper = this.options.keeper;
		if (!keeper) return;
		try {
			keeper.write(this.#waiting.length ? JSON.stringify({ v: KEPT_VERSION, waiting: this.#waiting.map(({ write, at }) => ({ write, at })) }) : null);
		} catch {
			// Session storage full or refused too: the queue still lives in memory, as the alert says.
		}
	}

	#readKept(): Unsaved<W>[] {
		let text: string | null;
		try {
			text = this.options.keeper?.read() ?? null;
		} catch {
			return [];
		}
		if (!text) return [];
		let kept: unknown;
		try {
			kept = JSON.parse(text);
		} catch {
			return [];
		}
		if (!kept || typeof kept !== 'object' || (kept as { v?: unknown }).v !== KEPT_VERSION) return [];
		const waiting = (kept as { waiting?: unknown }).waiting;
		if (!Array.isArray(waiting)) return [];
		const out: Unsaved<W>[] = [];
		for (const entry of waiting as unknown[]) {
			if (!entry || typeof entry !== 'object') continue;
			const { write, at } = entry as { write?: unknown; at?: unknown };
			if (typeof at === 'number' && Number.isFinite(at) && this.options.isWrite(write)) out.push({ write, at, reason: null, detail: '' });
		}
		return out;
	}
}

export interface UnsavedSummary<T extends string> {
	/** Writes waiting after a failure, counted by topic, in the order first met. */
	waiting: [T, number][];
	/** Why the oldest of them failed; null when none waits after a failure. */
	reason: UnsavedReason | null;
	/** Writes refused by the store, counted by topic. */
	refused: [T, number][];
}

function countBy<W extends WriteOp, T extends string>(items: readonly Unsaved<W>[], topicOf: (w: W) => T): [T, number][] {
	const counts = new Map<T, number>();
	for (const item of items) {
		const topic = topicOf(item.write);
		counts.set(topic, (counts.get(topic) ?? 0) + 1);
	}
	return [...counts];
}

/** What the alert says: only writes that failed (one in flight for the first time is not news). */
export function summarize<W extends WriteOp, T extends string>(state: OutboxState<W>, topicOf: (w: W) => T): UnsavedSummary<T> {
	const failed = state.waiting.filter((w) => w.reason !== null);
	return { waiting: countBy(failed, topicOf), reason: failed[0]?.reason ?? null, refused: countBy(state.refused, topicOf) };
}
