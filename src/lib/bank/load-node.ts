/**
 * Reads the bank from the puzzles/ folder (Node only: the CLI, the build
 * check and tests). Every file is validated; ids must be unique across the
 * bank and the daily order may only name puzzles that exist.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Bank, DailyOrder, Puzzle, Study, TwelveSquare } from './types';
import { validateBankFile, type BankFileError } from './validate';

export interface LoadedBank {
	bank: Bank;
	errors: BankFileError[];
	files: string[];
	/** The file each puzzle and study was read from, by id. */
	fileOf: Map<string, string>;
}

function jsonFiles(path: string): string[] {
	if (!statSync(path).isDirectory()) return [path];
	return readdirSync(path, { withFileTypes: true })
		.filter((e) => !(e.isDirectory() && e.name === 'schema'))
		.flatMap((e) => (e.isDirectory() ? jsonFiles(join(path, e.name)) : e.name.endsWith('.json') ? [join(path, e.name)] : []))
		.sort();
}

export function loadBank(path = 'puzzles'): LoadedBank {
	const bank: Bank = { puzzles: [], studies: [], twelve: [], daily: null };
	const errors: BankFileError[] = [];
	let files: string[];
	try {
		files = jsonFiles(path);
	} catch (e) {
		return { bank, errors: [{ file: path, message: `cannot read: ${(e as Error).message}` }], files: [], fileOf: new Map() };
	}
	const ids = new Map<string, string>();
	for (const full of files) {
		const file = relative(process.cwd(), full) || full;
		let data: unknown;
		try {
			data = JSON.parse(readFileSync(full, 'utf8'));
		} catch (e) {
			errors.push({ file, message: `not valid JSON: ${(e as Error).message}` });
			continue;
		}
		const { kind, errors: fileErrors } = validateBankFile(file, data);
		if (fileErrors.length) {
			errors.push(...fileErrors);
			continue;
		}
		const claimId = (id: string) => {
			const other = ids.get(id);
			if (other) errors.push({ file, id, message: `id already used in ${other}` });
			else ids.set(id, file);
			return !other;
		};
		if (kind === 'puzzles') for (const p of (data as { puzzles: Puzzle[] }).puzzles) claimId(p.id) && bank.puzzles.push(p);
		else if (kind === 'studies') for (const s of (data as { studies: Study[] }).studies) claimId(s.id) && bank.studies.push(s);
		else if (kind === 'twelve-table') bank.twelve = (data as { squares: TwelveSquare[] }).squares;
		else if (kind === 'daily') {
			if (bank.daily) errors.push({ file, message: 'a second daily order; there must be one' });
			else bank.daily = data as DailyOrder;
		}
	}
	if (bank.daily) {
		const known = new Set(bank.puzzles.map((p) => p.id));
		for (const id of bank.daily.order) if (!known.has(id)) errors.push({ file: 'daily order', id, message: 'no puzzle has this id' });
	}
	return { bank, errors, files, fileOf: ids };
}
