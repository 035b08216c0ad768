/**
 * `engine match --a L --b L [--eval-a FILE] [--eval-b FILE] [--games N] [--movetime MS] [--seed S] [--jobs J]`:
 * two contestants (a level 1-8, `baseline` or `old`; a level with the
 * evaluation of a weights file when given) play N games from
 * balanced openings, each opening twice with the colours swapped; one line
 * per game in game order, then `A vs B: W-D-L, score X%, Elo D ± E`;
 * the running score on stderr after each.
 * Games run on worker threads (default 2) when the CLI is bundled; the
 * result is the same with any number of them.
 */
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { evaluatorOf, type WeightsFile } from '../../lib/engine-player/eval';
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
	/** The evaluations the levels play with, when not the committed one (weights files' contents). */
	evalA?: WeightsFile;
	evalB?: WeightsFile;
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
	const evalA = setup.evalA ? evaluatorOf(setup.evalA) : undefined;
	const evalB = setup.evalB ? evaluatorOf(setup.evalB) : undefined;
	const nameA = contestantName(setup.a) + (setup.evalA ? ' (eval A)' : '');
	const nameB = contestantName(setup.b) + (setup.evalB ? ' (eval B)' : '');
	return ({ index }) => {
		const opening = setup.openings[index >> 1];
		const aWhite = index % 2 === 0;
		const seed = (setup.seed * 7919 + index) >>> 0;
		const a = makeMover(setup.a, { movetimeMs: setup.movetimeMs, seed, tablebase, evaluator: evalA });
		const b = makeMover(setup.b, { movetimeMs: setup.movetimeMs, seed, tablebase, evaluator: evalB });
		const g = playGame(afterOpening(opening), aWhite ? a : b, aWhite ? b : a);
		const aColour = aWhite ? 'white' : 'black';
		const points = g.outcome.result === 'draw' ? 0.5 : g.outcome.result === aColour ? 1 : 0;
		const result = g.outcome.result === 'draw' ? '1/2-1/2' : g.outcome.result === 'white' ? '1-0' : '0-1';
		const white = aWhite ? nameA : nameB;
		const black = aWhite ? nameB : nameA;
		return {
			index,
			points,
			line: `game ${index + 1}: ${white} (white) vs ${black} (black): ${result} ${g.outcome.reason}, ${g.plies} plies after the opening ${openingText(opening)}`
		};
	};
}

const USAGE = 'usage: engine match --a L --b L [--eval-a FILE] [--eval-b FILE] [--games N] [--movetime MS] [--seed S] [--jobs J]';

/** A weights file for a level to play with (--eval-a, --eval-b): read and checked here, so a bad one stops the match before it starts. */
function evalFile(path: string | undefined, c: Contestant, name: string): WeightsFile | undefined {
	if (path === undefined) return undefined;
	if (c.kind !== 'level') throw new CliError(`--eval-${name} needs --${name} to be a level`);
	let file: WeightsFile;
	try {
		file = JSON.parse(readFileSync(path, 'utf8')) as WeightsFile;
		evaluatorOf(file);
	} catch (e) {
		throw new CliError(`--eval-${name} ${clip(path)}: ${e instanceof Error ? e.message : String(e)}`);
	}
	return file;
}

export async function matchCommand(argv: string[], io: Io): Promise<number> {
	const parsed = parseArgs(argv, { a: true, b: true, games: true, movetime: true, seed: true, jobs: true, 'eval-a': true, 'eval-b': true });
	if (parsed.positional.length) throw new CliError(`${USAGE}`);
	const a = contestant(parsed.options.get('a'), 'a');
	const b = contestant(parsed.options.get('b'), 'b');
	const games = intOption(parsed, 'games', 100, 1, 100_000);
	const movetimeMs = movetimeOption(parsed);
	const seed = intOption(parsed, 'seed', 1, 0, 2 ** 32 - 1);
	const jobs = canUseWorkers() ? intOption(parsed, 'jobs', Math.min(2, availableParallelism()), 1, 64) : 1;
	const openings = balancedOpenings(Math.ceil(games / 2), seed);
	if (openings.length * 2 < games) throw new CliError(`found only ${openings.length} balanced openings for ${games} games`);
	const evalA = evalFile(parsed.options.get('eval-a'), a, 'a');
	const evalB = evalFile(parsed.options.get('eval-b'), b, 'b');
	const setup: MatchSetup = { a, b, movetimeMs, seed, openings, evalA, evalB };

	const reports: (GameReport | undefined)[] = new Array(games);
	const t0 = performance.now();
	let printed = 0;
	const tally = [0, 0, 0];
	const take = (r: GameReport) => {
		reports[r.index] = r;
		// In game order, as soon as the games before have ended.
		while (printed < games && reports[printed]) {
			const done = reports[printed]!;
			io.out(done.line);
			tally[done.points === 1 ? 0 : done.points === 0.5 ? 1 : 2]++;
			printed++;
			const f = matchFigures(tally[0], tally[1], tally[2]);
			io.err(
				`${((performance.now() - t0) / 1000).toFixed(0)} s: ${printed} of ${games} games, A ${tally[0]}-${tally[1]}-${tally[2]} (${(100 * f.score).toFixed(1)}%)`
			);
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
	const name = (c: Contestant, file: string | undefined) => contestantName(c) + (file ? ` (${file})` : '');
	io.out(figuresLine(name(a, parsed.options.get('eval-a')), name(b, parsed.options.get('eval-b')), matchFigures(tally[0], tally[1], tally[2])));
	return EXIT_OK;
}
