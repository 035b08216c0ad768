import { describe, expect, it } from 'vitest';
import { askAfterFirstSave, askOnInstall, askToKeep, keeping, type StorageLike } from './persistence';

function storage(granted: boolean): StorageLike & { asked: number; kept: boolean } {
	const s = {
		asked: 0,
		kept: false,
		persisted: async () => s.kept,
		persist: async () => {
			s.asked++;
			s.kept = granted;
			return granted;
		}
	};
	return s;
}

describe('keeping the progress', () => {
	it('says what the browser keeps, and asks only while it is best effort', async () => {
		const s = storage(true);
		expect(await keeping(s)).toBe('best-effort');
		expect(await askToKeep(s)).toBe('persisted');
		expect(await askToKeep(s)).toBe('persisted');
		expect(s.asked).toBe(1);
		const refused = storage(false);
		expect(await askToKeep(refused)).toBe('best-effort');
		expect(await keeping(undefined)).toBe('unsupported');
		expect(await askToKeep({})).toBe('unsupported');
		expect(await keeping({ persisted: async () => Promise.reject(new Error('no')) })).toBe('unsupported');
	});

	it('asks after the first save of the page, once', async () => {
		let asked = 0;
		const saved = askAfterFirstSave(async () => asked++);
		expect(asked).toBe(0);
		saved();
		saved();
		saved();
		expect(asked).toBe(1);
	});

	it('asks again when the app is installed to the home screen', () => {
		let asked = 0;
		const target = new EventTarget();
		const stop = askOnInstall(target, async () => asked++);
		target.dispatchEvent(new Event('appinstalled'));
		expect(asked).toBe(1);
		stop();
		target.dispatchEvent(new Event('appinstalled'));
		expect(asked).toBe(1);
	});
});
