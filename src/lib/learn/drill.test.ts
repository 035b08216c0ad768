/**
 * Every drill against the endgame tables on disk (the shipped 2-4 piece
 * container and the 5-piece pack): the tables give the drill's goal; the
 * tables' own line reaches it within the limit against the app's defence
 * (the longest resistance, or the most testing drawing move); a wrong move
 * fails the try with the app's refutation and the tables' best line from
 * before it; a slower win is said and counted.
 */
import { describe, expect, it } from 'vitest';
import { applyMove, legalMoves, moveToString, parseFen, popcount, type Move, type Position } from '../engine';
import { TableSet } from '../tablebase/table';
import { diskLoader } from '../tablebase/files-node';
import { bestMove, tablebaseReport, type TablebaseReport } from '../tablebase/report';
import { MAX_TABLE_PIECES } from '../tablebase/probe';
import { uniqueWinLine } from '../generator/endgames';
import { DRILLS } from './course';
import { DRILL_SLACK, DrillRun, TablesMissing, appMove, bestLine, drillStars, failingNote, noteOf, type Drill, type Lookup } from './drill';

const tables = new TableSet(diskLoader());
const lookup: Lookup = async (pos) => {
	const r = tablebaseReport(tables, pos);
	if (!r) throw new TablesMissing('no-pack');
	return r;
};
const start = (d: Drill): Position => {
	const p = parseFen(d.fen);
	if (!p.ok) throw new Error(d.fen);
	return p.value;
};
const same = (a: Move, b: Move) => moveToString(a) === moveToString(b);

describe('the endgame drills', () => {
	it('are at least twelve, wins and draws, with unique ids; the 5-piece ones need the pack', () => {
		expect(DRILLS.length).toBeGreaterThanOrEqual(12);
		expect(new Set(DRILLS.map((d) => d.id)).size).toBe(DRILLS.length);
		expect(DRILLS.some((d) => d.goal === 'draw')).toBe(true);
		for (const d of DRILLS) {
			const p = start(d);
			const pieces = popcount(p.white | p.black);
			expect(pieces, d.id).toBeLessThanOrEqual(MAX_TABLE_PIECES);
			expect(d.id.startsWith('pack-'), `${d.id}: named for the pack exactly when it has 5 pieces`).toBe(pieces === MAX_TABLE_PIECES);
		}
		expect(DRILLS.filter((d) => popcount(start(d).white | start(d).black) < MAX_TABLE_PIECES).length).toBeGreaterThanOrEqual(12);
	});

	it.each(DRILLS.map((d) => [d.id, d] as const))('%s: the tables give its goal, and their own line reaches it within the limit', async (_, d) => {
		const run = await DrillRun.start(d, start(d), lookup);
		expect(run, 'the tables give the goal').not.toBeNull();
		if (!run) return;
		const first = run.report!;
		if (d.goal === 'win') {
			expect(first.verdict.kind).toBe('win');
			expect(run.limit).toBe(run.n! + DRILL_SLACK);
			// A win the rules of play would not cut short.
			expect(first.beyondDrawRule).toBe(false);
			// "Only one plan wins": one winning move at every turn of the tables' line.
			if (d.theme === 'one-plan') expect(uniqueWinLine(tables, start(d)), 'one winning move at every turn').toBeDefined();
		} else expect(first.verdict).toEqual({ kind: 'draw' });
		// Something to get wrong at the start.
		expect(first.moves.some((m) => failingNote(noteOf(d.goal, first, m.move, 1, run.limit)))).toBe(true);
		let steps = 0;
		while (run.state === 'playing') {
			const report = run.report!;
			const move = bestMove(report.verdict, report.moves)!;
			const step = await run.play(move, lookup);
			expect(step.note.kind, `move ${run.used}`).toBe(d.goal === 'win' ? 'best' : 'holds');
			expect(++steps).toBeLessThanOrEqual(run.limit);
		}
		if (d.goal === 'win') {
			expect(run.state).toBe('won');
			expect(run.used).toBe(run.n);
			expect(run.stars).toBe(3);
			// Won: the user to move with nothing to move.
			expect(legalMoves(run.position)).toHaveLength(0);
		} else {
			expect(run.state).toBe('held');
			expect(run.used).toBeLessThanOrEqual(d.hold!);
		}
	});

	it.each(DRILLS.map((d) => [d.id, d] as const))('%s: a wrong move is answered with the refutation and the best line', async (_, d) => {
		const run = (await DrillRun.start(d, start(d), lookup))!;
		const report = run.report!;
		// The worst move there is: a loss if there is one.
		const wrong = report.moves.find((m) => m.verdict.kind === 'loss') ?? report.moves.find((m) => failingNote(noteOf(d.goal, report, m.move, 1, run.limit)))!;
		const before = run.position;
		const step = await run.play(wrong.move, lookup);
		expect(failingNote(step.note)).toBe(true);
		expect(run.state).toBe('failed');
		expect(step.reply).toBeNull();
		// The best line starts with a move the tables rate as the position's verdict, and is the tables' line.
		expect(step.bestLine!.length).toBeGreaterThan(0);
		expect(step.bestLine).toEqual(await bestLine(lookup, before));
		const firstBest = report.moves.find((m) => same(m.move, step.bestLine![0]))!;
		expect(firstBest.verdict).toEqual(report.verdict);
		if (step.note.kind === 'loses') {
			// The refutation is the app's fastest win: played out, the app is to move with nothing to move.
			const after = applyMove(before, wrong.move);
			expect(step.refutation).toHaveLength(2 * step.note.opponentWinsIn);
			const end = step.refutation!.reduce(applyMove, after);
			expect(end.whiteToMove).toBe(after.whiteToMove);
			expect(legalMoves(end)).toHaveLength(0);
		} else expect(step.refutation!.length).toBeGreaterThan(0);
	});

	it('says how much slower a winning move is, and counts the stars by moves used', async () => {
		const d = DRILLS.find((x) => x.id === 'k-three-men')!;
		const run = (await DrillRun.start(d, start(d), lookup))!;
		const report = run.report!;
		const n = (report.verdict as { n: number }).n;
		const slower = report.moves.find((m) => m.verdict.kind === 'win' && m.verdict.n === n + 1);
		expect(slower, 'a win one move slower').toBeDefined();
		expect(noteOf('win', report, slower!.move, 1, run.limit)).toEqual({ kind: 'slower', by: 1 });
		const tooSlow = report.moves.find((m) => m.verdict.kind === 'win' && m.verdict.n > n + DRILL_SLACK);
		if (tooSlow) expect(noteOf('win', report, tooSlow.move, 1, run.limit).kind).toBe('too-slow');
		expect(drillStars('won', n, n)).toBe(3);
		expect(drillStars('won', n + 1, n)).toBe(2);
		expect(drillStars('won', n + 2, n)).toBe(1);
		expect(drillStars('failed', n, n)).toBe(0);
		expect(drillStars('held', 6, null)).toBe(3);
	});

	it('defends a draw with the move that leaves the fewest drawing replies', async () => {
		const d = DRILLS.find((x) => x.goal === 'draw')!;
		const run = (await DrillRun.start(d, start(d), lookup))!;
		const report = run.report!;
		const hold = report.moves.find((m) => m.verdict.kind === 'draw')!.move;
		const after = applyMove(run.position, hold);
		const afterReport = (await lookup(after)) as TablebaseReport;
		const chosen = (await appMove(lookup, after, afterReport))!;
		const keeping = async (m: Move) => (await lookup(applyMove(after, m))).moves.filter((x) => x.verdict.kind !== 'loss').length;
		const drawing = afterReport.moves.filter((m) => m.verdict.kind === 'draw');
		expect(drawing.some((m) => same(m.move, chosen))).toBe(true);
		const fewest = Math.min(...(await Promise.all(drawing.map((m) => keeping(m.move)))));
		expect(await keeping(chosen)).toBe(fewest);
	});

	it('says when a 5-piece drill has no tables on the device', async () => {
		const d = DRILLS.find((x) => x.id.startsWith('pack-'))!;
		const withoutPack: Lookup = async (pos) => {
			if (popcount(pos.white | pos.black) === MAX_TABLE_PIECES) throw new TablesMissing('no-pack');
			return lookup(pos);
		};
		await expect(DrillRun.start(d, start(d), withoutPack)).rejects.toThrow(TablesMissing);
	});
});
