import { describe, expect, it } from 'vitest';
import { makeFen, parseFen, popcount } from '$lib/engine';
import { TableSet } from '$lib/tablebase/table';
import { diskLoader } from '$lib/tablebase/files-node';
import { bestMove, tablebaseReport } from '$lib/tablebase/report';
import type { TablebasePort } from '$lib/tablebase/client';
import { MAX_TABLE_PIECES } from '$lib/tablebase/probe';
import type { LearnRecord } from '$lib/progress';
import type { LearnReport } from '$lib/app/progress-link';
import { PracticeController } from './practice.svelte';

const tables = new TableSet(diskLoader());

/** The tablebase worker's answers from the tables on disk; `pack: false` answers a 5-piece position as the app does without the pack. */
function diskPort({ pack = true } = {}): TablebasePort {
	return {
		async report(fen) {
			const parsed = parseFen(fen);
			if (!parsed.ok) return { id: 0, type: 'error', message: 'bad FEN' };
			if (!pack && popcount(parsed.value.white | parsed.value.black) === MAX_TABLE_PIECES) return { id: 0, type: 'none', reason: 'no-pack' };
			const report = tablebaseReport(tables, parsed.value);
			return report ? { id: 0, type: 'report', report, ms: 0 } : { id: 0, type: 'none', reason: 'too-many-pieces' };
		},
		warm: async () => ({ id: 0, type: 'ready', ms: 0 }),
		dispose: () => {}
	};
}

function practice(port = diskPort()) {
	const saved: LearnReport[] = [];
	const store = { learnRecords: async (): Promise<LearnRecord[]> => [], saveLearn: async (rs: LearnReport[]) => (saved.push(...rs), true) };
	return { c: new PracticeController({ store, tables: () => port, now: () => 7 }), saved };
}

const best = (c: PracticeController) => {
	const report = tablebaseReport(tables, c.position!)!;
	return bestMove(report.verdict, report.moves)!;
};

describe('endgame practice on the page', () => {
	it('a drill won by the tables’ line, the app defending; its stars kept', async () => {
		const { c, saved } = practice();
		await c.open('three-kings');
		expect(c.view).toEqual({ kind: 'ready' });
		expect(c.n).toBe(3);
		expect(c.limit).toBe(5);
		while (c.state === 'playing') {
			await c.play(best(c));
			expect(c.note).toEqual({ kind: 'best' });
		}
		expect(c.state).toBe('won');
		expect(c.used).toBe(3);
		expect(c.stars).toBe(3);
		expect(saved).toEqual([{ kind: 'drill', id: 'three-kings', stars: 3, tries: 1 }]);
		expect(c.starsOf('three-kings')).toBe(3);
	});

	it('a failing move: the refutation and the best line, each stepped on the board; again starts over', async () => {
		const { c, saved } = practice();
		await c.open('two-men-v-king');
		const start = c.position!;
		const losing = tablebaseReport(tables, start)!.moves.find((m) => m.verdict.kind === 'loss')!.move;
		await c.play(losing);
		expect(c.state).toBe('failed');
		expect(c.note?.kind).toBe('loses');
		expect(c.lines.map((l) => l.kind)).toEqual(['refutation', 'best']);
		const bestLine = c.lines.find((l) => l.kind === 'best')!;
		expect(bestLine.from).toEqual(start);
		c.stepTo('best', 1);
		expect(makeFen(c.shown!)).not.toBe(makeFen(c.position!));
		expect(c.takesMoves).toBe(false);
		c.leaveLine();
		expect(saved).toEqual([{ kind: 'drill', id: 'two-men-v-king', stars: 0, tries: 1 }]);
		await c.startDrill('two-men-v-king');
		expect(c.state).toBe('playing');
		expect(c.lines).toEqual([]);
		expect(c.position).toEqual(start);
	});

	it('a 5-piece drill without the pack says so', async () => {
		const { c } = practice(diskPort({ pack: false }));
		await c.open('pack-three-v-two');
		expect(c.view).toEqual({ kind: 'none', reason: 'no-pack' });
		const { c: withPack } = practice();
		await withPack.open('pack-three-v-two');
		expect(withPack.view).toEqual({ kind: 'ready' });
	});
});
