import { beforeAll, describe, expect, it } from 'vitest';
import { fen } from '../engine/internal';
import { makeFen } from '../engine';
import { checkWithSolver } from '../solver/check-tablebase';
import { TranspositionTable } from '../solver/tt';
import { rng } from '../random';
import { buildUnit } from './build';
import { completeUnit } from './complete';
import { decodeTable, encodeTable } from './format';
import { buildUnits, materialName } from './material';
import { probe } from './probe';
import { samplePosition } from './sample';
import { TableSet, type Table } from './table';
import { verdictOfValue, verdictString } from './values';
import { verifyTable } from './verify';

function buildAll(maxPieces: number, maxMen = 5): TableSet {
	const set = new TableSet();
	for (const unit of buildUnits(maxPieces)) if (unit.men <= maxMen) for (const t of buildUnit(unit, set)) set.add(t);
	return set;
}

let set: TableSet;
// Building takes a few seconds, more on a busy machine.
beforeAll(() => {
	set = buildAll(3);
}, 120_000);

describe('tablebase up to 3 pieces', () => {
	it('has every material, 199 520 positions in all', () => {
		const tables = set.tables();
		expect(tables.length).toBe(buildUnits(3).reduce((n, u) => n + u.tables.length, 0));
		expect(tables.reduce((n, t) => n + t.values.length, 0)).toBe(199_520);
	});

	it('every table is consistent with the moves of every position', () => {
		for (const t of set.tables()) expect(verifyTable(t, set), materialName(t.material)).toEqual([]);
	});

	it('answers known positions', () => {
		const say = (f: string) => {
			const v = probe(set, fen(f));
			return v && verdictString(v);
		};
		expect(say('W:Wc3:Bb4')).toBe('loss in 1'); // must capture the last piece
		expect(say('B:Wc3:Bb4')).toBe('loss in 1'); // the same from the other side
		expect(say('W:Wc3:Ba5')).toBe('win in 1'); // c3-b4 gives the last piece away
		expect(say('W:W:Bh4')).toBe('win in 0'); // nothing left to move: won
		expect(say('W:Wa1,c3:Bb8,d8,f8,h8')).toBeUndefined(); // six pieces: no table
	});

	it('agrees with the solver on thousands of random positions (exact N)', () => {
		const random = rng(5);
		const tables = set.tables();
		// One table for all: it keeps proved bounds of whole positions, so sharing is sound.
		const tt = new TranspositionTable(8);
		let compared = 0;
		for (let s = 0; s < 2000; s++) {
			const { position, value } = samplePosition(tables, random);
			const tb = verdictOfValue(value);
			expect(probe(set, position)).toEqual(tb);
			const r = checkWithSolver(position, tb, { nodeLimit: 200_000, tt });
			expect(r.agreement, `${makeFen(position)}: ${verdictString(tb)}, solver ${JSON.stringify(r.solver)}`).not.toBe('disagree');
			if (r.agreement === 'agree') compared++;
		}
		expect(compared).toBeGreaterThan(1800);
	});

	it('the stored form (files) gives the same value for every position', () => {
		const stored = new TableSet();
		for (const t of set.tables()) {
			const r = decodeTable(encodeTable(t));
			if (!r.ok) throw new Error(r.error.message);
			stored.add(r.value);
		}
		for (const t of set.tables()) {
			const bad: string[] = [];
			for (let i = 0; i < t.values.length && bad.length < 3; i++) {
				t.indexer.unindex(i);
				const v = stored.valueOf(t.indexer.white, t.indexer.black, t.indexer.kings);
				if (v !== t.values[i]) bad.push(`#${i}: ${v} != ${t.values[i]}`);
			}
			expect(bad, materialName(t.material)).toEqual([]);
		}
	});

	it('completing the stored form unit by unit gives back the complete tables', () => {
		const completed = new TableSet();
		for (const unit of buildUnits(3)) {
			const stored = unit.tables.map((m) => {
				const r = decodeTable(encodeTable(set.get(m) as Table));
				if (!r.ok) throw new Error(r.error.message);
				return r.value;
			});
			const bad: string[] = [];
			const done = completeUnit(stored, completed, (t, i) => bad.push(`${materialName(t.material)} #${i}`));
			expect(bad).toEqual([]);
			for (const t of done) expect(t.values, materialName(t.material)).toEqual((set.get(t.material) as Table).values);
		}
	});

	it('builds the same bytes twice', () => {
		// Units with at most one man need no others (captures and promotions only lower the men).
		const again = buildAll(3, 1);
		expect(again.tables().length).toBe(9);
		for (const t of again.tables()) expect(encodeTable(t)).toEqual(encodeTable(set.get(t.material) as Table));
	});
});
