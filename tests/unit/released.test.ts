/**
 * Stable ids: every puzzle ever released keeps its FEN and claim, and every
 * released day of the daily order keeps its puzzle. puzzles/released.json
 * only grows (`npm run -s cli -- bank --release` adds what is new).
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { loadBank } from '../../src/lib/bank/load-node';
import { checkAcross, checkReleasedDaily, checkRetired } from '../../src/lib/bank/check';
import { RETIRED } from '../../src/lib/bank/retired';
import { CYCLE_DIFFICULTY } from '../../src/lib/bank/daily';
import type { ReleasedList } from '../../src/lib/bank/release';

const { bank, errors } = loadBank('puzzles');
const released = JSON.parse(readFileSync('puzzles/released.json', 'utf8')) as ReleasedList;

describe('released puzzles', () => {
	it('are all in the bank, each with the FEN and claim it was released with', () => {
		expect(errors).toEqual([]);
		// The list never shrinks: 474 puzzles were released before it existed.
		expect(released.released.length).toBeGreaterThanOrEqual(474);
		expect(checkAcross(bank.puzzles, released.released).filter((p) => /released/.test(p.message))).toEqual([]);
	});

	it('include every puzzle of the bank (run "bank --release" after adding some)', () => {
		const listed = new Set(released.released.map((r) => r.id));
		expect(bank.puzzles.filter((p) => !listed.has(p.id)).map((p) => p.id)).toEqual([]);
	});
});

describe('retired ids', () => {
	it('are kept with what replaces them: out of the bank, replaced by a puzzle it has', () => {
		const retired = released.retired ?? [];
		expect(retired.map((r) => [r.id, r.replacedBy])).toEqual([['gen-0009', 'gen-0001']]);
		expect(checkRetired(bank.puzzles, released.released, retired)).toEqual([]);
		// Every released id is in the bank or retired: none is lost.
		expect(checkRetired(bank.puzzles, released.released, [...retired, { ...retired[0], id: 'gen-0001' }]).map((p) => p.message)).toEqual([
			'retired, but still in the bank',
			'retired, but still in the released list'
		]);
		expect(checkRetired(bank.puzzles, released.released, [{ ...retired[0], replacedBy: 'gen-9999' }]).map((p) => p.message)).toEqual([
			'retired for gen-9999, which the bank does not have'
		]);
	});

	it('the app knows each one, as released.json has it', () => {
		expect([...RETIRED]).toEqual((released.retired ?? []).map((r) => [r.id, r.replacedBy]));
	});
});

describe('the daily order', () => {
	it('keeps every released day', () => {
		expect(released.daily!.order.length).toBeGreaterThanOrEqual(475);
		expect(checkReleasedDaily(bank.daily, released.daily ?? null)).toEqual([]);
	});

	it('follows the five-week difficulty rhythm from the first appended day on', () => {
		// Days 0-474 were built before; days appended later follow the cycle
		// while their level has puzzles left.
		const level = new Map(bank.puzzles.map((p) => [p.id, p.difficulty]));
		const order = bank.daily!.order;
		const appended = order.slice(475);
		const onCycle = appended.filter((id, i) => level.get(id) === CYCLE_DIFFICULTY[(475 + i) % 35]).length;
		expect(onCycle / appended.length).toBeGreaterThan(0.95);
	});
});
