/** The jobs a worker thread can do: each makes a task handler from its settings. */
import { Screener, type GameTask, type ScreenOptions } from '../lib/generator/screen';
import { verifyItem, type VerifyTask } from './verify-items';
import { datasetChunkRunner, type DatasetSetup } from './engine/dataset';
import type { DeepWin } from '../lab/deep-wins';
import { deepWinsChecker, deepWinsRunner, type CheckSetup, type DeepWinsSetup } from './engine/deep-wins';
import { diskLoader } from '../lib/tablebase/files-node';
import { TableSet } from '../lib/tablebase/table';
import { matchGameRunner, type GameTask as MatchGameTask, type MatchSetup } from './engine/match';
import { noiseRunner, type NoiseSetup } from './engine/noise';
import type { NoiseTask } from '../lab/noise';
import { moveSolver, type MoveTask, type SolveMoveSetup } from './twelve/solve-move';

export const HANDLERS: Record<string, (init: unknown) => (task: unknown) => unknown> = {
	screen: (init) => {
		const screener = new Screener(init as ScreenOptions);
		return (task) => screener.screenGame(task as GameTask);
	},
	verify: (init) => {
		const state = verifyItem.setup(init as Parameters<typeof verifyItem.setup>[0]);
		return (task) => verifyItem.run(state, task as VerifyTask);
	},
	'match-game': (init) => {
		const run = matchGameRunner(init as MatchSetup);
		return (task) => run(task as MatchGameTask);
	},
	'dataset-chunk': (init) => {
		const run = datasetChunkRunner(init as DatasetSetup);
		return (task) => run(task as { chunk: number });
	},
	'twelve-move': (init) => {
		const run = moveSolver(init as SolveMoveSetup);
		return (task) => run(task as MoveTask);
	},
	'deep-wins-game': (init) => {
		const run = deepWinsRunner(init as DeepWinsSetup);
		return (task) => run(task as { game: number });
	},
	'noise-position': (init) => {
		const run = noiseRunner(init as NoiseSetup);
		return (task) => run(task as NoiseTask);
	},
	'deep-wins-check': (init) => {
		const check = deepWinsChecker(init as CheckSetup, new TableSet(diskLoader('.')));
		return (task) => check(task as DeepWin);
	}
};
