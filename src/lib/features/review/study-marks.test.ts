import { describe, expect, it } from 'vitest';
import { judgingMark, markVerdict } from './study-marks';

describe('markVerdict', () => {
	it('agrees with a "!" the review finds best or good, not with one it finds a step down', () => {
		expect(markVerdict(['!'], 'best')).toBe('agree');
		expect(markVerdict(['!!'], 'good')).toBe('agree');
		expect(markVerdict(['!', '+'], 'mistake')).toBe('disagree-good');
		expect(markVerdict(['!'], 'inaccuracy')).toBe('disagree-good');
	});
	it('agrees with a "?" the review finds a fault, not with one it finds nothing wrong with', () => {
		expect(markVerdict(['?'], 'blunder')).toBe('agree');
		expect(markVerdict(['??'], 'inaccuracy')).toBe('agree');
		expect(markVerdict(['?'], 'best')).toBe('disagree-bad');
		expect(markVerdict(['??'], 'good')).toBe('disagree-bad');
	});
	it('leaves marks that judge nothing alone', () => {
		expect(markVerdict(['+'], 'blunder')).toBeNull();
		expect(markVerdict(['!?', '='], 'best')).toBeNull();
		expect(markVerdict([], 'best')).toBeNull();
		expect(judgingMark(['+', '!'])).toBe('!');
	});
});
