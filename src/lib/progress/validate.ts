/**
 * The strict checks every record is made of, hand-written: the same
 * functions guard an imported file before anything is written and every
 * row read back from IndexedDB (a row that fails is skipped and reported).
 * Each record family keeps its own shapes beside its store part
 * (puzzles-check.ts, studies.ts, twelve-check.ts, games-check.ts,
 * settings.ts, lessons-check.ts); here are only the pieces they are built
 * of. A schema library would add a runtime dependency for a few small
 * shapes; Ajv would add ~35 KB and compile with `new Function`, which a
 * strict CSP forbids. Each check returns the first problem as `path: what
 * was expected`, or null.
 */
import { OUTCOMES } from './types';
import { isLocalDate } from './dates';

export type Validator<T> = ((value: unknown, path: string) => string | null) & { readonly optional?: boolean; readonly _t?: T };
type Infer<V> = V extends Validator<infer T> ? T : never;

export const CONTROL = /[\u0000-\u001f\u007f]/;
const LATEST_TIME = 8.64e15; // the largest valid Date
export const MAX_DURATION = 30 * 24 * 3600 * 1000;

export function validator<T>(fn: (value: unknown, path: string) => string | null): Validator<T> {
	return fn as Validator<T>;
}

export function describe(value: unknown): string {
	if (value === null) return 'null';
	if (Array.isArray(value)) return 'an array';
	if (typeof value === 'string') return `"${value.length > 20 ? value.slice(0, 20) + '…' : value}"`;
	return typeof value === 'object' ? 'an object' : String(value);
}

/** A non-empty string without control characters, at most `max` long. */
export const text = (max: number): Validator<string> =>
	validator((v, p) => {
		if (typeof v !== 'string') return `${p}: expected a string, got ${describe(v)}`;
		if (v.length === 0 || v.length > max) return `${p}: expected 1 to ${max} characters`;
		return CONTROL.test(v) ? `${p}: control characters are not allowed` : null;
	});

export const int = (min: number, max: number): Validator<number> =>
	validator((v, p) =>
		typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max ? null : `${p}: expected an integer from ${min} to ${max}, got ${describe(v)}`
	);

export const num = (min: number, max: number): Validator<number> =>
	validator((v, p) =>
		typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max ? null : `${p}: expected a number from ${min} to ${max}, got ${describe(v)}`
	);

export const bool: Validator<boolean> = validator((v, p) => (typeof v === 'boolean' ? null : `${p}: expected true or false, got ${describe(v)}`));

export const oneOf = <T extends string | number | null>(values: readonly T[]): Validator<T> =>
	validator((v, p) => (values.includes(v as T) ? null : `${p}: expected one of ${values.map(String).join(', ')}, got ${describe(v)}`));

export const localDate: Validator<string> = validator((v, p) => (isLocalDate(v) ? null : `${p}: expected a date YYYY-MM-DD, got ${describe(v)}`));

export const time: Validator<number> = int(0, LATEST_TIME);

export const nullable = <T>(inner: Validator<T>): Validator<T | null> => validator((v, p) => (v === null ? null : inner(v, p)));

/** A key that may be absent (not undefined-valued: JSON has no undefined). */
export const optional = <T>(inner: Validator<T>): Validator<T | undefined> =>
	Object.assign(
		validator<T | undefined>((v, p) => inner(v, p)),
		{ optional: true }
	);

export const arrayOf = <T>(item: Validator<T>, max: number): Validator<T[]> =>
	validator((v, p) => {
		if (!Array.isArray(v)) return `${p}: expected an array, got ${describe(v)}`;
		if (v.length > max) return `${p}: more than ${max} items`;
		for (let i = 0; i < v.length; i++) {
			const problem = item(v[i], `${p}[${i}]`);
			if (problem) return problem;
		}
		return null;
	});

export function isPlainObject(v: unknown): v is Record<string, unknown> {
	if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
	const proto = Object.getPrototypeOf(v);
	return proto === Object.prototype || proto === null;
}

/** The path a problem starts with (`file.data.attempts[0].at`), quoted keys read whole. */
export function problemPath(problem: string): string {
	for (let i = 0; i < problem.length; i++) {
		if (problem[i] === '"') {
			// A quoted key: skip to its closing quote.
			for (i++; i < problem.length && problem[i] !== '"'; i++) if (problem[i] === '\\') i++;
		} else if (problem[i] === ':') return problem.slice(0, i);
	}
	return problem;
}

type Shape = Record<string, Validator<unknown>>;

/** A key from a file, safe to show in a path: shortened, control characters shown as escapes. */
export function describeKey(key: string): string {
	const shown = key.length > 40 ? key.slice(0, 40) + '…' : key;
	// Quoted when it could be misread: control characters, or the ':' and '.' that structure a path.
	return CONTROL.test(shown) || /[:.]/.test(shown) ? JSON.stringify(shown) : shown;
}
type ObjectOf<S extends Shape> = { [K in keyof S]: Infer<S[K]> };

/**
 * An object with exactly these keys (optional ones may be missing); extra
 * keys are refused. Keys are own properties on both sides: a key named
 * like a built-in member (`toString`, `constructor`, `__proto__`) is an
 * unknown field, not something every object "has".
 */
export const object = <S extends Shape>(shape: S, refine?: (v: ObjectOf<S>, path: string) => string | null): Validator<ObjectOf<S>> =>
	validator((v, p) => {
		if (!isPlainObject(v)) return `${p}: expected an object, got ${describe(v)}`;
		for (const key of Object.keys(v)) if (!Object.hasOwn(shape, key)) return `${p}.${describeKey(key)}: unknown field`;
		for (const [key, check] of Object.entries(shape)) {
			if (!Object.hasOwn(v, key)) {
				if (check.optional) continue;
				return `${p}.${key}: missing`;
			}
			const problem = check(v[key], `${p}.${key}`);
			if (problem) return problem;
		}
		return refine ? refine(v as ObjectOf<S>, p) : null;
	});

/**
 * One of several shapes, told apart by the string field `tag` (`kind`), as
 * the engine's scores and the solver's proofs are.
 */
export const tagged = <T>(tag: string, shapes: Record<string, Validator<unknown>>): Validator<T> =>
	validator((v, p) => {
		if (!isPlainObject(v)) return `${p}: expected an object, got ${describe(v)}`;
		const which = Object.hasOwn(v, tag) ? v[tag] : undefined;
		if (typeof which === 'string' && Object.hasOwn(shapes, which)) return shapes[which](v, p);
		return `${p}.${tag}: expected one of ${Object.keys(shapes).join(', ')}, got ${describe(which)}`;
	});

// ---- fields several families share ----

export const id = text(100);
export const move = text(80);
export const outcome = oneOf(OUTCOMES);
/** The local key of a row of an auto-increment table (absent in files). */
export const rowKey = optional(int(1, Number.MAX_SAFE_INTEGER));
