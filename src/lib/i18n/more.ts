/**
 * The texts of every page but `/`: loaded by the root layout before such a
 * page renders (a chunk of their own, not on the first screen of `/`), and
 * by the unit tests' setup. Importing this module adds them.
 */
import { addTexts } from './index.svelte';
import { analysis } from './analysis';
import { errors } from './errors';
import { progress } from './progress';
import { study } from './study';
import { tablebase } from './tablebase';
import { twelve } from './twelve';
import { keep } from './keep';
import { runs } from './runs';
import { puzzleList } from './puzzle-list';
import { typedMove } from './typed-move';
import { settings } from './settings';
import { evalTexts } from './eval';
import { play } from './play';
import { failures } from './failures';
import { ownPuzzles } from './own-puzzles';
import { saves } from './saves';
import { review } from './review';
import { claims } from './claims';
import { trustTexts } from './trust';

export const MORE_AREAS = [
	trustTexts,
	analysis,
	errors,
	progress,
	study,
	tablebase,
	twelve,
	keep,
	runs,
	puzzleList,
	typedMove,
	settings,
	evalTexts,
	play,
	failures,
	ownPuzzles,
	saves,
	review,
	claims
];
addTexts(...MORE_AREAS);
