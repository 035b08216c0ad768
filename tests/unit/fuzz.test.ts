/**
 * The fuzzing harness itself, at a small size so it stays working:
 * `node scripts/fuzz.js RUNS SEED` runs it at any size and prints counts.
 */
import { describe, expect, it } from 'vitest';
import { fuzzAll } from '../fuzz/surfaces';

describe('mutation fuzzing of every text surface', () => {
	it('no surface throws, every accepted input round-trips, every refusal is one line', async () => {
		const reports = await fuzzAll(300, 7);
		expect(reports.map((r) => r.surface)).toEqual(['FEN', 'move notation', 'game text', 'PDN', 'CLI arguments', 'CLI batch (moves -)', 'progress import']);
		for (const r of reports) {
			expect(r.failures, r.surface).toEqual([]);
			expect(r.inputs).toBeGreaterThan(0);
		}
		// The mutations keep some inputs valid, so the round trips are really exercised.
		for (const r of reports.filter((r) => r.surface !== 'CLI arguments')) expect(r.accepted, r.surface).toBeGreaterThan(0);
	}, 120_000);
});
