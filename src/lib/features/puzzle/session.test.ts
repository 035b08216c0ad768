import { describe, expect, it } from 'vitest';
import { legalMoves, parseFen, moveToString, parseMove } from '$lib/engine';
import { winningMoves } from '$lib/solver/solve';
import { claimMoves } from '$lib/bank/types';
import { PuzzleSession } from './session.svelte';
import { SLACK } from '$lib/puzzle/judge';
import { inProcessOracle } from '$lib/solver/testing';
import { puzzleFor } from './testing';

/** The real solver, in-process. */
const oracle = inProcessOracle();

function move(session: PuzzleSession, text: string) {
	const r = parseMove(session.position, text);
	if (!r.ok) throw new Error(JSON.stringify(r.error));
	return r.value;
}

describe('puzzle session', () => {
	// White gives its last man away: c3-d4 is met by e5:c3 or c5:e3 — either way White is out of pieces.
	const fen = 'W:Wc3:Bc5,e5';

	it('follows the stored line without asking the solver, and ends solved', async () => {
		const p = puzzleFor(fen);
		const s = new PuzzleSession(p, oracle);
		oracle.calls = 0;
		const j = await s.play(move(s, p.solution[0]));
		expect(j?.kind).toBe('correct');
		expect(oracle.calls).toBe(0);
		expect(s.played.map((m) => m.notation)).toEqual(p.solution.slice(0, 2));
		expect(s.state).toBe('solved');
		expect(s.result).toBe('solved');
	});

	it('accepts a different winning move, answered with the best defence', async () => {
		// Two first moves win here; whichever is not stored must be accepted too.
		const p = puzzleFor('W:Wc3,e7,g5:Ba7,c5,f6');
		const start = parseFen(p.fen);
		if (!start.ok) throw new Error();
		const winners: string[] = [];
		for (const m of legalMoves(start.value)) {
			const s = new PuzzleSession(p, oracle);
			const j = await s.play(m);
			if (j?.kind === 'correct') winners.push(moveToString(m));
		}
		// Exactly the moves the solver proves winning within the judge's bound.
		const proved = winningMoves(start.value, { maxMoves: claimMoves(p.claim) + SLACK })
			.filter((v) => v.verdict.kind === 'win')
			.map((v) => moveToString(v.move));
		expect(winners.sort()).toEqual(proved.sort());
		expect(winners.length).toBeGreaterThan(1);
		expect(winners).toContain(p.solution[0]);
	});

	it('marks a move that throws the win away as wrong, shows the refutation, and allows a retry', async () => {
		const p = puzzleFor('W:Wd2,f4,h6:Bb6,e3');
		const s = new PuzzleSession(p, oracle);
		const start = s.position;
		// One of this position's moves does not win, even allowing a slower win.
		const outcomes = [];
		for (const m of legalMoves(start)) {
			const probe = new PuzzleSession(p, oracle);
			outcomes.push({ m, j: await probe.play(m) });
		}
		const wrong = outcomes.find((o) => o.j?.kind !== 'correct');
		expect(wrong).toBeDefined();
		const j = await s.play(wrong!.m);
		expect(j?.kind).not.toBe('correct');
		expect(s.state).toBe('failed');
		if (j?.kind === 'wrong') expect(s.refutation).toEqual(j.refutation);
		s.retry();
		expect(s.state).toBe('playing');
		expect(s.position).toEqual(start);
		const again = await s.play(move(s, p.solution[0]));
		expect(again?.kind).toBe('correct');
		expect(s.mistakes).toBe(1);
	});

	it('gives the piece to move as a hint, then its square, and the stored solution on request', () => {
		const p = puzzleFor(fen);
		const s = new PuzzleSession(p, oracle);
		const stored = move(s, p.solution[0]);
		expect(s.hint()).toEqual({ from: stored.from, to: null });
		expect(s.hint()).toEqual({ from: stored.from, to: stored.to });
		expect(s.hint()).toEqual({ from: stored.from, to: stored.to });
		expect(s.solutionMoves().map(moveToString)).toEqual(p.solution);
		expect(s.hintUsed).toBe(true);
	});

	it('"show solution" ends the try at once: failed, whatever was played', () => {
		const s = new PuzzleSession(puzzleFor(fen), oracle);
		s.giveUp();
		expect(s.state).toBe('failed');
		expect(s.result).toBe('failed');
		expect(s.solutionShown).toBe(true);
	});

	it("a snapshot resumes the try exactly: the moves, the state, and a failed try's wrong move can still be taken back", async () => {
		const p = puzzleFor('W:Wd2,f4,h6:Bb6,e3');
		const s = new PuzzleSession(p, oracle);
		// f4-e5 throws the win away (see the puzzle spec: e3:c1 refutes it).
		await s.play(move(s, 'f4-e5'));
		expect(s.state).toBe('failed');
		const again = new PuzzleSession(p, oracle);
		expect(again.resume(JSON.parse(JSON.stringify(s.snapshot())))).toBe(true);
		expect(again.fen).toBe(s.fen);
		expect(again.state).toBe('failed');
		expect(again.refutation.map(moveToString)).toEqual(s.refutation.map(moveToString));
		again.retry();
		expect(again.state).toBe('playing');
		expect(again.fen).toBe(p.fen);
		expect(again.mistakes).toBe(1);
		// Another puzzle's snapshot, or a move that does not fit, is refused and changes nothing.
		const other = new PuzzleSession(puzzleFor(fen), oracle);
		expect(other.resume(s.snapshot())).toBe(false);
		const bad = { ...s.snapshot(), played: [{ notation: 'a1-b2', by: 'user' as const }] };
		expect(new PuzzleSession(p, oracle).resume(bad)).toBe(false);
	});
});

describe('a puzzle whose stored claim is false (issue 31, item 1)', () => {
	// The break-it trial's imported puzzle: "win in 1" with the line c1-d2 h6-g5; White loses in 14.
	const falsePuzzle = { ...puzzleFor('W:Wc3:Bc5,e5'), id: 'own-x-1', fen: 'W:Wc1,e1:Bb6,d8,h6', claim: 'win in 1', solution: ['c1-d2', 'h6-g5'] };

	it('a line that does not end in a won position is not followed: its move is judged, and nothing is "done"', async () => {
		const s = new PuzzleSession(falsePuzzle, oracle);
		oracle.calls = 0;
		const j = await s.play(move(s, 'c1-d2'));
		expect(oracle.calls).toBe(1);
		expect(j?.kind).toBe('no-win');
		expect(s.state).toBe('failed');
		expect(s.result).toBe('failed');
	});

	it('with its line not proved on this device, even a move on it goes to the solver', async () => {
		const p = puzzleFor('W:Wc3:Bc5,e5');
		const s = new PuzzleSession(p, oracle, false);
		oracle.calls = 0;
		const j = await s.play(move(s, p.solution[0]));
		expect(oracle.calls).toBe(1);
		expect(j).toMatchObject({ kind: 'correct', onLine: false });
		expect(s.state).toBe('solved');
	});
});
