/** Parsing of positional arguments and `--name value` options. */
import { parseFen, type Position } from '../lib/engine';
import { CliError } from './io';

export interface Parsed {
	positional: string[];
	options: Map<string, string>;
}

/**
 * Split argv into positional arguments and options. `allowed` maps each
 * option name to whether it takes a value; anything else is refused.
 */
export function parseArgs(argv: string[], allowed: Record<string, boolean>): Parsed {
	const positional: string[] = [];
	const options = new Map<string, string>();
	for (let i = 0; i < argv.length; i++) {
		const a = argv[i];
		if (a.startsWith('--')) {
			const eq = a.indexOf('=');
			const name = eq > 0 ? a.slice(2, eq) : a.slice(2);
			if (!(name in allowed)) throw new CliError(`unknown option --${name}`);
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
	if (!/^\d+$/.test(raw)) throw new CliError(`option --${name} needs a whole number, got "${raw}"`);
	const n = Number(raw);
	if (n < min || n > max) throw new CliError(`option --${name} must be between ${min} and ${max}, got ${n}`);
	return n;
}

export function fenArg(text: string | undefined): Position {
	if (text === undefined) throw new CliError('missing position (a FEN such as W:Wa1,c3:Bb8, or "start")');
	const r = parseFen(text);
	if (!r.ok) throw new CliError(`bad FEN "${text}": ${r.error.message}`);
	return r.value;
}

/** Read stdin as FEN lines for batch mode (blank lines are skipped). */
export function batchLines(text: string): string[] {
	return text.split(/\r?\n/).map((l) => l.trim()).filter((l) => l !== '');
}
