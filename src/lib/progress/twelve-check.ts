/**
 * The checks of the 12-against-1 records (store part: twelve.ts): a
 * finished game, and the game in progress of each square.
 */
import { TWELVE_RESULTS, type TwelveGameSave, type TwelveRun } from './types';
import { SQUARE_NAMES } from '../engine';
import {
	arrayOf,
	describe,
	describeKey,
	int,
	isPlainObject,
	localDate,
	move,
	nullable,
	object,
	oneOf,
	rowKey,
	time,
	validator,
	type Validator
} from './validate';

const twelveShape = {
	square: oneOf(SQUARE_NAMES),
	date: localDate,
	at: time,
	moves: arrayOf(move, 1000),
	result: oneOf(TWELVE_RESULTS),
	playerMoves: int(0, 1000),
	optimum: nullable(int(0, 1000))
};
export const twelveRecord: Validator<Omit<TwelveRun, 'id'>> = object(twelveShape);
export const twelveRow: Validator<TwelveRun> = object({ ...twelveShape, id: rowKey });

/** A game in progress is small (a few hundred plies at most); a larger one is junk. */
const MAX_GAME_CHARS = 200_000;

/** Names every object has: never a key of the data (as `object` refuses them as unknown fields). */
const BUILT_IN_NAMES = new Set(Object.getOwnPropertyNames(Object.prototype));

/** The first key anywhere in `v` named like a built-in member, or a value nested too deep; null when none. */
function oddKey(v: unknown, p: string, depth: number): string | null {
	if (typeof v !== 'object' || v === null) return null;
	if (depth > 20) return `${p}: nested too deep`;
	const entries = Array.isArray(v)
		? v.map((x, i) => [`[${i}]`, x] as const)
		: Object.keys(v).map((k) => [`.${describeKey(k)}`, (v as Record<string, unknown>)[k], k] as const);
	for (const [path, value, key] of entries as (readonly [string, unknown, string?])[]) {
		if (key !== undefined && BUILT_IN_NAMES.has(key)) return `${p}${path}: unknown field`;
		const problem = oddKey(value, `${p}${path}`, depth + 1);
		if (problem) return problem;
	}
	return null;
}

export const twelveGameRecord: Validator<TwelveGameSave> = object(
	{
		square: oneOf(SQUARE_NAMES),
		at: time,
		game: validator<TwelveGameSave['game']>((v, p) => {
			if (!isPlainObject(v)) return `${p}: expected an object, got ${describe(v)}`;
			if (!Array.isArray(v.plies)) return `${p}.plies: expected an array, got ${describe(v.plies)}`;
			if (v.plies.length > 1000) return `${p}.plies: more than 1000 items`;
			const odd = oddKey(v, p, 0);
			if (odd) return odd;
			let json: string | undefined;
			try {
				json = JSON.stringify(v);
			} catch {
				json = undefined;
			}
			return json !== undefined && json.length <= MAX_GAME_CHARS ? null : `${p}: expected a JSON object of at most ${MAX_GAME_CHARS} characters`;
		})
	},
	(v, p) => (v.game.square === undefined || v.game.square === v.square ? null : `${p}.game.square: does not match square`)
);
