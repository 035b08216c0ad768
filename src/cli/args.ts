/** Parsing of positional arguments and `--name value` options. */
import { parseFen, type FenError, type Position } from '../lib/engine';
import { clip, english } from '../lib/i18n/errors';
import { CliError } from './io';

export interface Parsed {
	positional: string[];
	options: Map<string, string>;
}

/**
 * Split argv into positional arguments and options. `allowed` maps each
 * option name to whether it takes a value; anything else is refused (an
 * own property only: `--constructor` or `--__proto__` are unknown options).
 */
export function parseArgs(argv: string[], allowed: Record<string, boolean>): Parsed {
	const positional: string[] = [];
	const options = new Map<string, string>();
	for (let i = 0; i < argv.length; i++) {
		const a = argv[i];
		if (a.startsWith('--')) {
			const eq = a.indexOf('=');
			const name = eq > 0 ? a.slice(2, eq) : a.slice(2);
			if (!Object.hasOwn(allowed, name)) throw new CliError(`unknown option --${clip(name)}`);
			if (allowed[name]) {
				const value = eq > 0 ? a.slice(eq + 1) : argv[++i];
				if (value === undefined) throw new CliError(`option --${name} needs a value`);
				options.set(name, value);
			} else options.set(name, '');
		} else positional.push(a);
	}
	return { positional, options };
}

export function intOption(parsed: Parsed, name: string, fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER): number {
	const raw = parsed.options.get(name);
	if (raw === undefined) return fallback;
	if (!/^\d+$/.test(raw)) throw new CliError(`option --${name} needs a whole number, got "${clip(raw)}"`);
	const n = Number(raw);
	if (n < min || n > max) throw new CliError(`option --${name} must be between ${min} and ${max}, got ${clip(raw)}`);
	return n;
}

/** The one line about a position that cannot be read; the input is shortened and kept on one line. */
export function badFen(text: string, error: FenError): string {
	return `bad FEN "${clip(text)}": ${english.fenError(error)}`;
}

export function fenArg(text: string | undefined): Position {
	if (text === undefined) throw new CliError('missing position (a FEN such as W:Wa1,c3:Bb8, or "start")');
	const r = parseFen(text);
	if (!r.ok) throw new CliError(badFen(text, r.error));
	return r.value;
}
