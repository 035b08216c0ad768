/**
 * Where a run keeps its puzzles (Node only): the bank's files of generated
 * puzzles, one per difficulty level, which a run only appends to; and the
 * run's journal, which lets an interrupted run continue where it stopped.
 */
import { appendFileSync, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Puzzle } from '../bank/types';
import type { Accepted } from './accept';
import type { GenerateOptions } from './options';

const DESCRIPTION = (level: number) =>
	`Generated puzzles, difficulty ${level} of 5: the side to move wins by force with exactly one first move (npm run -s cli -- generate).`;

function writeAtomically(file: string, text: string): void {
	const tmp = `${file}.tmp`;
	writeFileSync(tmp, text);
	renameSync(tmp, file);
}

/**
 * Add puzzles to `difficulty-N.json` in dir: what the files hold stays as
 * it is, in its order; new ids go after it in id order. Returns the number
 * of puzzles added per file name.
 */
export function appendGenerated(dir: string, puzzles: readonly Puzzle[]): Map<string, number> {
	const added = new Map<string, number>();
	for (let level = 1; level <= 5; level++) {
		const mine = puzzles.filter((p) => p.difficulty === level);
		if (!mine.length) continue;
		const name = `difficulty-${level}.json`;
		const file = join(dir, name);
		const data: { kind: 'puzzles'; description: string; puzzles: Puzzle[] } = existsSync(file)
			? JSON.parse(readFileSync(file, 'utf8'))
			: { kind: 'puzzles', description: DESCRIPTION(level), puzzles: [] };
		const have = new Set(data.puzzles.map((p) => p.id));
		const fresh = mine.filter((p) => !have.has(p.id)).sort((a, b) => (a.id < b.id ? -1 : 1));
		if (!fresh.length) continue;
		data.puzzles.push(...fresh);
		writeAtomically(file, JSON.stringify(data, null, '\t') + '\n');
		added.set(name, fresh.length);
	}
	return added;
}

/** The options a journal was written with: a run continues only with the same ones. */
export type JournalHeader = Omit<GenerateOptions, 'maxGames'>;

type JournalLine = { run: JournalHeader } | { accepted: Accepted } | { done: number };

/**
 * Read a journal: its options, the puzzles it accepted and the next game
 * to play. Null when there is none. A last line cut short by an
 * interruption is ignored.
 */
export function readJournal(file: string): { header: JournalHeader; accepted: Accepted[]; nextGame: number } | null {
	if (!existsSync(file)) return null;
	const lines = readFileSync(file, 'utf8')
		.split('\n')
		.filter((l) => l.trim() !== '');
	let header: JournalHeader | null = null;
	const accepted: Accepted[] = [];
	let nextGame = 0;
	lines.forEach((text, i) => {
		let line: JournalLine;
		try {
			line = JSON.parse(text);
		} catch (e) {
			// A run stopped mid-write leaves its last line cut short: that line alone may be dropped.
			if (i === lines.length - 1) return;
			throw new Error(`${file}: line ${i + 1} is not JSON`, { cause: e });
		}
		if ('run' in line) header = line.run;
		else if ('accepted' in line) {
			accepted.push(line.accepted);
			nextGame = Math.max(nextGame, line.accepted.game + 1);
		} else if ('done' in line) nextGame = Math.max(nextGame, line.done + 1);
	});
	if (!header) throw new Error(`${file}: no run line`);
	return { header, accepted, nextGame };
}

export class Journal {
	constructor(readonly file: string) {}

	start(header: JournalHeader): void {
		writeFileSync(this.file, JSON.stringify({ run: header }) + '\n');
	}

	/** A game accepted (in order), with the puzzles kept from it. */
	game(game: number, kept: readonly Accepted[]): void {
		const lines = kept.map((a) => JSON.stringify({ accepted: a }));
		lines.push(JSON.stringify({ done: game }));
		appendFileSync(this.file, lines.join('\n') + '\n');
	}
}
