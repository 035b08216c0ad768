import { describe, expect, it } from 'vitest';
import { ProgressError } from '$lib/progress/errors';
import { Outbox, reasonOf, summarize, type OutboxKeeper, type WriteOp } from './outbox';
import { isProgressWrite, WRITES } from './progress-link';

type Op = WriteOp<'attempt' | 'study'>;
const isOp = (v: unknown): v is Op => !!v && typeof v === 'object' && ['attempt', 'study'].includes((v as Op).name) && Array.isArray((v as Op).args);

/** A device store that can be told to refuse writes, recording what it stored and when. */
function device() {
	const stored: { write: Op; at: number }[] = [];
	let failure: unknown = null;
	let running = 0;
	let most = 0;
	return {
		stored,
		fail(error: unknown) {
			failure = error;
		},
		heal() {
			failure = null;
		},
		get mostAtOnce() {
			return most;
		},
		apply: async (write: Op, at: number) => {
			running++;
			most = Math.max(most, running);
			await new Promise((r) => setTimeout(r, 1));
			running--;
			if (failure) throw failure;
			stored.push({ write, at });
		}
	};
}

function memoryKeeper(): OutboxKeeper & { value: string | null } {
	return {
		value: null,
		read() {
			return this.value;
		},
		write(v) {
			this.value = v;
		}
	};
}

const quota = () => Object.assign(new Error('full'), { name: 'QuotaExceededError' });
const attempt = (id: string): Op => ({ name: 'attempt', args: [{ puzzleId: id }] });
const topic = (w: Op) => w.name;

function make(d = device(), keeper?: OutboxKeeper) {
	let clock = 1000;
	const box = new Outbox<Op>({ apply: d.apply, now: () => clock++, isWrite: isOp, keeper });
	return { box, d };
}

describe('the outbox of progress writes', () => {
	it('writes at once when the store works, and says nothing', async () => {
		const { box, d } = make();
		expect(await box.save(attempt('a'))).toBe(true);
		expect(d.stored).toEqual([{ write: attempt('a'), at: 1000 }]);
		expect(box.state.waiting).toEqual([]);
		expect(summarize(box.state, topic)).toEqual({ waiting: [], reason: null, refused: [] });
	});

	it('keeps a write the device refuses for lack of room, says why, and saves it with its own time on retry', async () => {
		const { box, d } = make();
		d.fail(quota());
		expect(await box.save(attempt('a'))).toBe(false);
		expect(d.stored).toEqual([]);
		expect(summarize(box.state, topic)).toEqual({ waiting: [['attempt', 1]], reason: 'quota', refused: [] });

		// Still full: the retry fails and keeps it.
		expect(await box.retry()).toBe(false);
		expect(box.state.waiting).toHaveLength(1);

		d.heal();
		expect(await box.retry()).toBe(true);
		expect(d.stored).toEqual([{ write: attempt('a'), at: 1000 }]);
		expect(summarize(box.state, topic).reason).toBeNull();
	});

	it('never lets a later write overtake one that waits', async () => {
		const { box, d } = make();
		d.fail(new ProgressError('storage', 'broken'));
		await box.save(attempt('a'));
		d.heal();
		// The store works again: the new write goes after the waiting one, and both are written.
		expect(await box.save({ name: 'study', args: ['s', { lastPly: 3 }] })).toBe(true);
		expect(d.stored.map((s) => s.write.name)).toEqual(['attempt', 'study']);
		expect(d.stored.map((s) => s.at)).toEqual([1000, 1001]);
	});

	it('counts every waiting write by topic, with the reason of the oldest', async () => {
		const { box, d } = make();
		d.fail(new ProgressError('stale', 'upgraded elsewhere'));
		await box.save(attempt('a'));
		await box.save({ name: 'study', args: ['s', {}] });
		await box.save(attempt('b'));
		expect(summarize(box.state, topic)).toEqual({
			waiting: [
				['attempt', 2],
				['study', 1]
			],
			reason: 'stale',
			refused: []
		});
	});

	it('sets aside a write the store refuses as malformed, says so until dismissed, and goes on with the rest', async () => {
		const d = device();
		const box = new Outbox<Op>({
			apply: async (w, at) => {
				if (w.args[0] === 'bad') throw new ProgressError('invalid', 'no such shape');
				await d.apply(w, at);
			},
			now: () => 5,
			isWrite: isOp
		});
		expect(await box.save({ name: 'attempt', args: ['bad'] })).toBe(false);
		expect(await box.save(attempt('good'))).toBe(true);
		expect(d.stored).toHaveLength(1);
		expect(summarize(box.state, topic)).toEqual({ waiting: [], reason: null, refused: [['attempt', 1]] });
		box.dismissRefused();
		expect(box.state.refused).toEqual([]);
	});

	it('runs one write at a time, and reads can wait for the writes made before them', async () => {
		const { box, d } = make();
		const saves = [box.save(attempt('a')), box.save(attempt('b')), box.save(attempt('c'))];
		await box.idle();
		expect(d.stored.map((s) => (s.write.args[0] as { puzzleId: string }).puzzleId)).toEqual(['a', 'b', 'c']);
		expect(await Promise.all(saves)).toEqual([true, true, true]);
		expect(d.mostAtOnce).toBe(1);
	});

	it('tells its listeners of each change, busy while a retry runs', async () => {
		const { box, d } = make();
		const seen: boolean[] = [];
		const stop = box.subscribe((s) => seen.push(s.busy));
		d.fail(quota());
		await box.save(attempt('a'));
		stop();
		await box.retry();
		expect(seen).toEqual([false, true, false]);
	});

	it('keeps waiting writes through a reload, and forgets them once saved', async () => {
		const keeper = memoryKeeper();
		const first = make(device(), keeper);
		first.d.fail(quota());
		await first.box.save(attempt('a'));
		await first.box.save({ name: 'study', args: ['s', { quiz: [{ node: '3', result: 'solved' }] }] });
		expect(keeper.value).not.toBeNull();

		// The next page of the tab reads them back, not yet tried: no alert until a try fails.
		const again = make(device(), keeper);
		expect(again.box.state.waiting.map((w) => [w.write, w.at])).toEqual([
			[attempt('a'), 1000],
			[{ name: 'study', args: ['s', { quiz: [{ node: '3', result: 'solved' }] }] }, 1001]
		]);
		expect(summarize(again.box.state, topic).reason).toBeNull();
		expect(await again.box.retry()).toBe(true);
		expect(again.d.stored.map((s) => s.at)).toEqual([1000, 1001]);
		expect(keeper.value).toBeNull();
	});

	it('keeps a write from the moment it is made, so a reload while it is in flight replays it', async () => {
		const keeper = memoryKeeper();
		// A device whose transaction never ends (the page is reloaded before it commits).
		const { box } = make({ ...device(), apply: () => new Promise<void>(() => {}) } as ReturnType<typeof device>, keeper);
		void box.save(attempt('a'));
		expect(JSON.parse(keeper.value ?? 'null')).toEqual({ v: 1, waiting: [{ write: attempt('a'), at: 1000 }] });

		const again = make(device(), keeper);
		expect(await again.box.retry()).toBe(true);
		expect(again.d.stored).toEqual([{ write: attempt('a'), at: 1000 }]);
		expect(keeper.value).toBeNull();
	});

	it('reads back only well-formed kept writes', () => {
		const keeper = memoryKeeper();
		for (const junk of ['{', 'null', '[]', '{"v":2,"waiting":[]}', '{"v":1,"waiting":{}}']) {
			keeper.value = junk;
			expect(make(device(), keeper).box.state.waiting).toEqual([]);
		}
		keeper.value = JSON.stringify({
			v: 1,
			waiting: [
				null,
				{ write: { name: 'toString', args: [] }, at: 1 },
				{ write: attempt('a'), at: 'yesterday' },
				{ write: attempt('a'), at: 'HUGE' },
				{ write: attempt('b'), at: 7 }
			]
		}).replace('"HUGE"', '1e400'); // JSON.parse reads 1e400 as Infinity
		expect(make(device(), keeper).box.state.waiting.map((w) => w.write)).toEqual([attempt('b')]);
	});

	it('still keeps the queue in memory when the session storage refuses it too', async () => {
		const keeper: OutboxKeeper = {
			read: () => {
				throw new Error('denied');
			},
			write: () => {
				throw quota();
			}
		};
		const { box, d } = make(device(), keeper);
		d.fail(quota());
		expect(await box.save(attempt('a'))).toBe(false);
		expect(box.state.waiting).toHaveLength(1);
	});

	it('words each error kind of the store as a reason', () => {
		expect(reasonOf('quota')).toBe('quota');
		expect(reasonOf('stale')).toBe('stale');
		expect(reasonOf('storage')).toBe('unavailable');
		expect(reasonOf('invalid')).toBe('refused');
		expect(reasonOf('not-found')).toBe('refused');
	});
});

describe('progress writes as data', () => {
	it('knows the link’s writes and nothing else', () => {
		for (const name of Object.keys(WRITES)) expect(isProgressWrite({ name, args: [] })).toBe(true);
		for (const bad of [
			null,
			'recordAttempt',
			{ name: 'toString', args: [] },
			{ name: '__proto__', args: [] },
			{ name: 'recordAttempt' },
			{ name: 'recordAttempt', args: {} }
		])
			expect(isProgressWrite(bad)).toBe(false);
	});
});
