import { describe, expect, it } from 'vitest';
import { workerHandle } from './worker-handle';

describe('a worker handle', () => {
	it('makes its client at the first use only, ends it with the view, and makes a new one after', () => {
		const made: { disposed: boolean; dispose(): void }[] = [];
		const handle = workerHandle(() => {
			const c = { disposed: false, dispose: () => (c.disposed = true) };
			made.push(c);
			return c;
		});
		handle.dispose();
		expect(made).toHaveLength(0);
		const first = handle.client();
		expect(handle.client()).toBe(first);
		handle.dispose();
		expect(first.disposed).toBe(true);
		expect(handle.client()).not.toBe(first);
		expect(made).toHaveLength(2);
	});
});
