import { describe, expect, it } from 'vitest';
import type { BankIndex } from '$lib/bank/data-files';
import { ProgressPage } from './page.svelte';

type Index = Pick<BankIndex, 'byId' | 'daily'>;

function deferred() {
	let resolve!: (index: Index) => void;
	let reject!: (e: Error) => void;
	const promise = new Promise<Index>((res, rej) => ((resolve = res), (reject = rej)));
	return { promise, resolve, reject };
}

describe('the progress page state', () => {
	it('takes the day from the address and opens the figures only once the index is read', async () => {
		const index = deferred();
		const page = new ProgressPage(() => index.promise);
		const opened = page.open('?today=2026-11-30', new Date('2026-12-02T12:00:00Z'));
		expect(page.clock?.today).toBe('2026-11-30');
		expect(page.view).toBeNull();
		expect(page.weeks).toBeNull();
		index.resolve({ byId: new Map(), daily: null });
		await opened;
		expect(page.view).not.toBeNull();
		page.dispose();
	});

	it('opens the figures without names when the index cannot be read', async () => {
		const page = new ProgressPage(() => Promise.reject(new Error('offline')));
		await page.open('', new Date('2026-12-02T12:00:00Z'));
		expect(page.view).not.toBeNull();
		expect(page.bank.byId.size).toBe(0);
		page.dispose();
	});

	it('left before the index came: no figures are opened', async () => {
		const index = deferred();
		const page = new ProgressPage(() => index.promise);
		const opened = page.open('', new Date('2026-12-02T12:00:00Z'));
		page.dispose();
		index.resolve({ byId: new Map(), daily: null });
		await opened;
		expect(page.view).toBeNull();
	});
});
