/**
 * `engine match --a L --b L [--games N] [--movetime MS] [--seed S] [--jobs J]`:
 * two contestants (a level 1-8, `baseline` or `old`) play N games from
 * balanced openings, each opening twice with the colours swapped; one line
 * per game in game order, then `A vs B: W-D-L, score X%, Elo D ± E`.
 * Games run on worker threads (default 2) when the CLI is bundled; the
 * result is the same with any number of them.
 */
import { availableParallelism } from 'node:os';
import type { Move } from '../../lib/engine';
import { STRONGEST } from '../../lib/engine-player/levels';
import { afterOpening, balancedOpenings, contestantName, figuresLine, makeMover, matchFigures, openingText, playGame, type Contestant } from '../../lab/match';
import { diskLoader } from '../../lib/tablebase/files-node';
import { TableSet } from '../../lib/tablebase/table';
import { intOption, parseArgs } from '../args';
import { CliError, EXIT_OK, type Io } from '../io';
import { canUseWorkers, WorkerPool } from '../pool';
import { clip } from '../../lib/i18n/errors';
import { movetimeOption } from './options';

export interface MatchSetup {
	a: Contestant;
	b: Contestant;
	movetimeMs: number;
	seed: number;
	openings: Move[][];
}

export interface GameTask {
	index: number;
}

export interface GameReport {
	index: number;
	/** A's points: 1, 0.5 or 0. */
	points: number;
	line: string;
}

function contestant(text: string | undefined, name: string): Contestant {
	if (text === undefined) throw new CliError(`engine match needs --${name} (a level 1-${STRONGEST}, baseline or old)`);
	if (text === 'baseline' || text === 'old') return { kind: text };
	if (/^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= STRONGEST) return { kind: 'level', level: Number(text) };
	throw new CliError(`--${name} must be a level 1-${STRONGEST}, baseline or old, got "${clip(text)}"`);
}

/** Plays one game of the match (on whichever thread). */
export function matchGameRunner(setup: MatchSetup): (task: GameTask) => GameReport {
	const tablebase = new TableSet(diskLoader('.'));
	return ({ index }) => {
		const opening = setup.openings[index >> 1];
		const aWhite = index % 2 === 0;
		const seed = (setup.seed * 7919 + index) >>> 0;
		const a = makeMover(setup.a, { movetimeMs: setup.movetimeMs, seed, tablebase });
		const b = makeMover(setup.b, { movetimeMs: setup.movetimeMs, seed, tablebase });
		const g = playGame(afterOpening(opening), aWhite ? a : b, aWhite ? b : a);
		const aColour = aWhite ? 'white' : 'black';
		const points = g.outcome.result === 'draw' ? 0.5 : g.outcome.result === aColour ? 1 : 0;
		const result = g.outcome.result === 'draw' ? '1/2-1/2' : g.outcome.result === 'white' ? '1-0' : '0-1';
		const white = contestantName(aWhite ? setup.a : setup.b);
		const black = contestantName(aWhite ? setup.b : setup.a);
		return {
			index,
			points,
			line: `game ${index + 1}: ${white} (white) vs ${black} (black): ${result} ${g.outcome.reason}, ${g.plies} plies after the opening ${openingText(opening)}`
		};
	};
}

export async function matchCommand(argv: string[], io: Io): Promise<number> {
	const parsed = parseArgs(argv, { a: true, b: true, games: true, movetime: true, seed: true, jobs: true });
	if (parsed.positional.length) throw new CliError('usage: engine match --a L --b L [--games N] [--movetime MS] [--seed S] [--jobs J]');
	const a = contestant(parsed.options.get('a'), 'a');
	const b = contestant(parsed.options.get('b'), 'b');
	const games = intOption(parsed, 'games', 100, 1, 100_000);
	const movetimeMs = movetimeOption(parsed);
	const seed = intOption(parsed, 'seed', 1, 0, 2 ** 32 - 1);
	const jobs = canUseWorkers() ? intOption(parsed, 'jobs', Math.min(2, availableParallelism()), 1, 64) : 1;
	const openings = balancedOpenings(Math.ceil(games / 2), seed);
	if (openings.length * 2 < games) throw new CliError(`found only ${openings.length} balanced openings for ${games} games`);
	const setup: MatchSetup = { a, b, movetimeMs, seed, openings };

	const reports: (GameReport | undefined)[] = new Array(games);
	let printed = 0;
	let points = 0;
	const tally = [0, 0, 0];
	const take = (r: GameReport) => {
		reports[r.index] = r;
		// In game order, as soon as the games before have ended.
		while (printed < games && reports[printed]) {
			const done = reports[printed]!;
			io.out(done.line);
			points += done.points;
			tally[done.points === 1 ? 0 : done.points === 0.5 ? 1 : 2]++;
			printed++;
		}
	};
	if (jobs > 1) {
		const pool = new WorkerPool<GameTask, GameReport>({ role: 'match-game', init: setup }, jobs);
		try {
			await Promise.all(Array.from({ length: games }, (_, index) => pool.run({ index }).then(take)));
		} finally {
			await pool.close();
		}
	} else {
		const run = matchGameRunner(setup);
		for (let index = 0; index < games; index++) take(run({ index }));
	}
	void points;
	io.out(figuresLine(contestantName(a), contestantName(b), matchFigures(tally[0], tally[1], tally[2])));
	return EXIT_OK;
}
