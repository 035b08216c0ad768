/**
 * The search gives the same moves, scores, depths and node counts at a fixed
 * node budget as it did before its calls took a node record instead of
 * positional arguments (tests/fixtures/engine-fixed-nodes.json, recorded from
 * the search before that change, commit 6e1255f). Any change to what the search
 * does shows here; a change meant to alter play re-records the file with
 * `RECORD_FIXED_NODES=1 npx vitest run src/lib/engine-player/fixed-nodes.test.ts`
 * and says why in its commit. It searches with the evaluation the record was
 * taken with (the first learned one, 26 linear weights, kept as the lab's
 * data file), so a new evaluation leaves the search's record as it was.
 *
 * The net evaluation (src/lab/data/fit-net-pst.json) has a record of its
 * own (tests/fixtures/engine-fixed-nodes-net.json, recorded with the net's
 * evaluation before its speed work, commit ad6d56d, with
 * RECORD_FIXED_NODES=net): a faster evaluation gives the same values, so
 * the same trees.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { moveToString, parseFen, playLine, START, type Position } from '../engine';
import { Player } from './player';
import { Searcher } from './search';
import { evaluatorOf, type Evaluator, type WeightsFile } from './eval';
import { PlayerTable } from './tt';

const FIXTURE = 'tests/fixtures/engine-fixed-nodes.json';
const NET_FIXTURE = 'tests/fixtures/engine-fixed-nodes-net.json';
/** The evaluations of the records (read as data: the app's code does not import the lab). */
const lab = (file: string): Evaluator => evaluatorOf(JSON.parse(readFileSync(`src/lab/data/${file}`, 'utf8')) as WeightsFile);

function position(fen: string): Position {
	if (fen === 'start') return START;
	const r = parseFen(fen);
	if (!r.ok) throw new Error(fen);
	return r.value;
}

/** The bench's positions, deep wins from self-play, a kings' ending, an ordinary-checkers middlegame. */
const POSITIONS = [
	'start',
	'W:Wa1,a3,b2,c1,c3,d2,e1,e3,f2,g1,h2:Ba7,b6,b8,c7,d6,e7,f8,g7,h6,h8,f6',
	'W:Wa1,b2,c1,d2,e1,g1,h2:Ba5,a7,b6,b8,d8,f8,g5,g7,h8',
	'B:Wa3,b2,c3,d2,e1,f6,g1,g3:Bb6,d6,d8,f8,h8',
	'W:Wa1,b2,c1,e1,g1,Kg7,h2,Kh6:Bh4',
	'B:Wd2:Bb8,d4,d6,d8,f6,h8',
	'W:WKa1,Kc1,e3:BKh8,Kf8,d6'
];

/** What each case gives now: one line per search. */
function results(evaluator: Evaluator): string[] {
	const out: string[] = [];
	const player = new Player({ ttMegabytes: 8, evaluator });
	for (const fen of POSITIONS) {
		const pos = position(fen);
		for (const [level, nodeLimit] of [
			[8, 150_000],
			[5, 40_000]
		]) {
			const t = player.think(pos, { level, nodeLimit, noSolver: true, seed: 7 });
			out.push(
				`${fen} level ${level}: ${t.move ? moveToString(t.move) : 'none'} ${JSON.stringify(t.score)} depth ${t.depth} nodes ${t.nodes} searched ${t.searched}`
			);
		}
		const r = player.think(pos, { aim: 'russian', nodeLimit: 60_000, noSolver: true });
		out.push(`${fen} russian: ${r.move ? moveToString(r.move) : 'none'} ${JSON.stringify(r.score)} depth ${r.depth} nodes ${r.nodes}`);
	}
	// Three exact lines with a game behind the root (its history: repetition and the king-only run).
	const line = playLine(position('W:WKa1,Kh2:BKa7,Kh8'), ['h2-g1', 'a7-b8', 'g1-h2', 'b8-a7', 'h2-g1', 'a7-b8']);
	if (!line.ok) throw new Error('the line');
	const game = line.value.game;
	const p = game.position;
	const searcher = new Searcher(new PlayerTable(8), evaluator);
	const s = searcher.search(
		p.white,
		p.black,
		p.kings,
		p.whiteToMove,
		{ maxDepth: 64, nodeLimit: 80_000, deadline: Infinity, now: () => 0, multiPv: 3 },
		game.history()
	);
	out.push(`multipv 3 with history: depth ${s.depth} nodes ${s.nodes} lines ${JSON.stringify(s.lines)} root ${JSON.stringify(s.rootScores)}`);
	return out;
}

describe('the search at a fixed node count', () => {
	it('gives the moves, scores, depths and node counts recorded before its calls took records', { timeout: 120_000 }, () => {
		const now = results(lab('weights-linear-26.json'));
		if (process.env.RECORD_FIXED_NODES === '1') writeFileSync(FIXTURE, JSON.stringify(now, null, '\t') + '\n');
		expect(now).toEqual(JSON.parse(readFileSync(FIXTURE, 'utf8')));
	});

	it('gives with the net evaluation what it gave before the net was made faster', { timeout: 120_000 }, () => {
		const now = results(lab('fit-net-pst.json'));
		if (process.env.RECORD_FIXED_NODES === 'net') writeFileSync(NET_FIXTURE, JSON.stringify(now, null, '\t') + '\n');
		expect(now).toEqual(JSON.parse(readFileSync(NET_FIXTURE, 'utf8')));
	});
});
