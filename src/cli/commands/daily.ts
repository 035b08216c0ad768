import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { dailyArchive, dateProblem, extendDailyOrder, localDate } from '../../lib/bank/daily';
import { loadBank } from '../../lib/bank/load-node';
import { formatBankError } from '../../lib/bank/validate';
import { clip } from '../../lib/i18n/errors';
import { intOption, parseArgs } from '../args';
import { CliError, EXIT_BAD_INPUT, EXIT_OK, type Io } from '../io';

/** The epoch of the daily order: a Monday, the easy day of the week. */
const EPOCH = '2026-11-23';

/** Why a text is not a day of the calendar this command answers for, in words, or null. */
export function dateProblemText(text: string): string | null {
	const problem = dateProblem(text);
	if (!problem) return null;
	if (problem.kind === 'format') return 'use YYYY-MM-DD';
	if (problem.kind === 'year') return 'the year must be from 1000 to 9999';
	if (problem.kind === 'month') return 'no such month';
	return `no such day: ${text.slice(0, 7)} has ${problem.days} days`;
}

/**
 * `daily [DATE] [--days N] [--bank PATH]`: the daily puzzle of a local date
 * (today by default) and the days before it. `daily --rebuild` appends
 * puzzles not yet scheduled to PATH/daily.json (default puzzles/), day after
 * day on the difficulty cycle, until the level a day needs runs out; the
 * days already scheduled never change, so it refuses when one of them names
 * a puzzle the bank no longer has.
 */
export async function daily(argv: string[], io: Io): Promise<number> {
	const parsed = parseArgs(argv, { rebuild: false, days: true, bank: true });
	const path = parsed.options.get('bank') ?? 'puzzles';
	if (parsed.options.has('rebuild')) {
		if (parsed.positional.length) throw new CliError('usage: daily --rebuild [--bank PATH]');
		const { bank, errors } = loadBank(path);
		const blocking = errors.filter((e) => e.file !== 'daily order');
		if (blocking.length) {
			for (const e of blocking) io.err(`error: ${formatBankError(e)}`);
			return EXIT_BAD_INPUT;
		}
		const file = join(path, 'daily.json');
		let scheduled: string[] = [];
		if (existsSync(file)) {
			const data = JSON.parse(readFileSync(file, 'utf8')) as { epoch?: string; order?: string[] };
			if (data.epoch !== EPOCH) throw new CliError(`${file} starts on ${data.epoch}, not ${EPOCH}: the scheduled days cannot move`);
			scheduled = data.order ?? [];
			const known = new Set(bank.puzzles.map((p) => p.id));
			const lost = scheduled.filter((id) => !known.has(id));
			if (lost.length)
				throw new CliError(
					`${file} schedules ${lost.length} puzzle${lost.length === 1 ? '' : 's'} the bank no longer has (${lost.slice(0, 5).join(', ')}): scheduled days never change, so put them back`
				);
		}
		const order = extendDailyOrder(scheduled, bank.puzzles, true);
		const data = {
			kind: 'daily',
			description: 'The daily puzzle of a local date is order[days since epoch mod length]; see src/lib/bank/daily.ts.',
			epoch: EPOCH,
			order
		};
		writeFileSync(file, JSON.stringify(data, null, '\t') + '\n');
		const waiting = bank.puzzles.length - order.length;
		io.out(
			`${file}: ${order.length} days from ${EPOCH} (${order.length - scheduled.length} appended; ${waiting} puzzle${waiting === 1 ? '' : 's'} wait for the levels the cycle needs next)`
		);
		return EXIT_OK;
	}
	if (parsed.positional.length > 1) throw new CliError('usage: daily [YYYY-MM-DD] [--days N] | daily --rebuild');
	const date = parsed.positional[0] ?? localDate(new Date());
	const problem = dateProblemText(date);
	if (problem) throw new CliError(`bad date "${clip(date)}": ${problem}`);
	const { bank } = loadBank(path);
	if (!bank.daily) throw new CliError(`no daily order: run "npm run -s cli -- daily --rebuild"`);
	for (const { date: d, id } of dailyArchive(bank.daily, date, intOption(parsed, 'days', 1, 1, 3660))) io.out(`${d} ${id}`);
	return EXIT_OK;
}
