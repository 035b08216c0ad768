/**
 * The build's gate over a loaded bank: the errors loadBank found (schema,
 * duplicate ids, daily order naming unknown puzzles), then the cheap checks of check.ts on every item and across items. Each
 * problem names its file and item.
 */
import { checkAcross, checkPuzzle, checkReleasedDaily, checkRetired, checkStudy, checkTwelveTable } from './check';
import type { BankFiles } from './files-node';
import type { Bank } from './types';
import type { BankFileError } from './validate';

export interface GateResult {
	problems: BankFileError[];
	/** Ids of puzzles and studies with a problem, and `twelve SQUARE` / `twelve` for the table. */
	failed: Set<string>;
}

export function gate(bank: Bank, loadErrors: readonly BankFileError[], files: BankFiles): GateResult {
	const problems: BankFileError[] = [...loadErrors];
	const failed = new Set<string>();
	const fileOf = (id: string) => files.fileOf.get(id) ?? '?';
	for (const p of bank.puzzles)
		for (const message of checkPuzzle(p).problems) {
			problems.push({ file: fileOf(p.id), id: p.id, message });
			failed.add(p.id);
		}
	for (const s of bank.studies)
		for (const message of checkStudy(s)) {
			problems.push({ file: fileOf(s.id), id: s.id, message });
			failed.add(s.id);
		}
	if (files.twelveFile) {
		const { table, squares } = checkTwelveTable(bank.twelve);
		for (const message of table) {
			problems.push({ file: files.twelveFile, message });
			failed.add('twelve');
		}
		for (const [square, messages] of squares)
			for (const message of messages) {
				problems.push({ file: files.twelveFile, id: square, message });
				failed.add(`twelve ${square}`);
			}
	}
	for (const { id, message } of checkAcross(bank.puzzles, files.released)) {
		problems.push({ file: files.fileOf.has(id) ? fileOf(id) : (files.releasedFile ?? '?'), id, message });
		failed.add(id);
	}
	for (const { id, message } of checkRetired(bank.puzzles, files.released, files.retired)) {
		problems.push({ file: files.releasedFile ?? '?', id, message });
		failed.add(id);
	}
	for (const message of checkReleasedDaily(bank.daily, files.releasedDaily)) problems.push({ file: files.dailyFile ?? files.releasedFile ?? '?', message });
	return { problems, failed };
}
