import { writeFileSync } from 'node:fs';
import { buildDailyOrder, dailyArchive, localDate } from '../../lib/bank/daily';
import { loadBank } from '../../lib/bank/load-node';
import { formatBankError } from '../../lib/bank/validate';
import { clip } from '../../lib/i18n/errors';
import { intOption, parseArgs } from '../args';
import { CliError, EXIT_BAD_INPUT, EXIT_OK, type Io } from '../io';

/** The epoch of the daily order: a Monday, the easy day of the week. */
const EPOCH = '2026-11-23';
const FILE = 'puzzles/daily.json';

/** Why a text is not a day of the calendar this command answers for, or null. */
export function dateProblem(text: string): string | null {
	const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
	if (!m) return 'use YYYY-MM-DD';
	const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
	// Four-digit years only: years below 100 would be read as 19xx by Date.UTC.
	if (y < 1000) return 'the year must be from 1000 to 9999';
	if (mo < 1 || mo > 12) return 'no such month';
	const leap = y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
	const length = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][mo - 1];
	if (d < 1 || d > length) return `no such day: ${m[1]}-${m[2]} has ${length} days`;
	return null;
}

/**
 * `daily [DATE] [--days N]`: the daily puzzle of a local date (today by
 * default) and the days before it. `daily --rebuild` writes puzzles/daily.json
 * from the bank (only before release: rebuilding changes past days).
 */
export async function daily(argv: string[], io: Io): Promise<number> {
	const parsed = parseArgs(argv, { rebuild: false, days: true });
	if (parsed.options.has('rebuild')) {
		const { bank, errors } = loadBank('puzzles');
		const blocking = errors.filter((e) => e.file !== 'daily order');
		if (blocking.length) {
			for (const e of blocking) io.err(`error: ${formatBankError(e)}`);
			return EXIT_BAD_INPUT;
		}
		const order = buildDailyOrder(bank.puzzles);
		const data = { kind: 'daily', description: 'The daily puzzle of a local date is order[days since epoch mod length]; see src/lib/bank/daily.ts.', epoch: EPOCH, order };
		writeFileSync(FILE, JSON.stringify(data, null, '\t') + '\n');
		io.out(`${FILE}: ${order.length} days from ${EPOCH}`);
		return EXIT_OK;
	}
	if (parsed.positional.length > 1) throw new CliError('usage: daily [YYYY-MM-DD] [--days N] | daily --rebuild');
	const date = parsed.positional[0] ?? localDate(new Date());
	const problem = dateProblem(date);
	if (problem) throw new CliError(`bad date "${clip(date)}": ${problem}`);
	const { bank } = loadBank('puzzles');
	if (!bank.daily) throw new CliError(`no daily order: run "npm run -s cli -- daily --rebuild"`);
	for (const { date: d, id } of dailyArchive(bank.daily, date, intOption(parsed, 'days', 1, 1, 3660))) io.out(`${d} ${id}`);
	return EXIT_OK;
}
