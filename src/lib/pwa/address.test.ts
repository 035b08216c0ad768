import { describe, expect, it } from 'vitest';
import { readablePath } from './address';

describe('addresses the router cannot read', () => {
	it('leaves a path that decodes alone', () => {
		for (const path of ['/', '/puzzles/gen-0001', '/puzzles/%D0%B0', '/analysis', '/puzzles/a%25b']) expect(readablePath(path)).toBeUndefined();
	});

	it('takes the % of a malformed escape literally, so that the path decodes to what was typed', () => {
		for (const path of ['/puzzles/%E0%A4%A', '/puzzles/%ZZ', '/analysis%E0', '/%', '/puzzles/%D0%B0%E0']) {
			const routed = readablePath(path);
			expect(routed).toBeDefined();
			expect(decodeURIComponent(routed!)).toBe(path);
		}
	});
});
