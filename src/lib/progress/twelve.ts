/**
 * The 12-against-1 family: finished games (`twelve`) and the game in
 * progress of each square (`twelveGames`), their reads and writes, and the
 * import's merge rules. Checks: twelve-check.ts.
 */
import { ProgressError } from './errors';
import { later } from './merge';
import { makeTwelveRun, ms, type Instant, type TwelveRunInput } from './records';
import type { Rows } from './rows';
import { twelveGameRecord, twelveRecord, twelveRow } from './twelve-check';
import type { TwelveGameSave, TwelveRun } from './types';

/** A finished game's natural key (its row key is local). */
export const twelveKey = (r: { square: string; at: number }) => `${r.square}\u0000${r.at}`;

export const allTwelve = async (rows: Rows): Promise<TwelveRun[]> => rows.valid('twelve', await rows.db.twelve.toArray(), twelveRow, (r) => r.id);

export const allTwelveGames = async (rows: Rows): Promise<TwelveGameSave[]> =>
	rows.valid('twelveGames', await rows.db.twelveGames.toArray(), twelveGameRecord, (r) => r.square);

/** An import's merge of a square's game in progress: the later save is the one to resume. */
export const mergeTwelveGame = later((x: TwelveGameSave) => x.at);

export class TwelveRecords {
	constructor(private readonly rows: Rows) {}

	async recordTwelveRun(input: TwelveRunInput): Promise<TwelveRun> {
		const run = makeTwelveRun(input);
		const problem = twelveRecord(run, 'run');
		if (problem) throw new ProgressError('invalid', problem);
		const db = this.rows.db;
		return this.rows.write(['twelve'], async () => {
			// A replay of a game already stored: nothing changes.
			const stored = await db.twelve.where('[square+at]').equals([run.square, run.at]).first();
			if (stored) return stored;
			run.id = await db.twelve.add(run);
			return run;
		});
	}

	/** Games, oldest first; from one square when asked. */
	async twelveRuns(square?: string): Promise<TwelveRun[]> {
		const db = this.rows.db;
		const rows = await this.rows.read(['twelve'], () => (square === undefined ? db.twelve.toArray() : db.twelve.where('square').equals(square).toArray()));
		return this.rows.valid('twelve', rows, twelveRow, (r) => r.id).sort((a, b) => a.at - b.at);
	}

	/**
	 * Keeps the game in progress on its square, replacing the one before (a
	 * save older than the stored one changes nothing). `ifNone`: only when the
	 * square has none (a game brought over from older storage).
	 */
	async saveTwelveGame(square: string, game: TwelveGameSave['game'], now: Instant, options: { ifNone?: boolean } = {}): Promise<void> {
		const row: TwelveGameSave = { square, at: ms(now), game };
		const problem = twelveGameRecord(row, 'twelveGame');
		if (problem) throw new ProgressError('invalid', problem);
		const db = this.rows.db;
		await this.rows.write(['twelveGames'], async () => {
			const stored = await db.twelveGames.get(square);
			if (stored && (options.ifNone || (typeof stored.at === 'number' && stored.at > row.at))) return;
			await db.twelveGames.put(row);
		});
	}

	/** Forgets the square's game in progress (won, or started again), unless it was saved after `now`. */
	async removeTwelveGame(square: string, now: Instant): Promise<void> {
		const db = this.rows.db;
		await this.rows.write(['twelveGames'], async () => {
			const stored = await db.twelveGames.get(square);
			if (stored && !(typeof stored.at === 'number' && stored.at > ms(now))) await db.twelveGames.delete(square);
		});
	}

	/** The square's game in progress, or null (none, or the stored one is corrupt). */
	async twelveGame(square: string): Promise<TwelveGameSave | null> {
		const row = await this.rows.read(['twelveGames'], () => this.rows.db.twelveGames.get(square));
		return this.rows.one('twelveGames', row, twelveGameRecord, (r) => r.square) ?? null;
	}

	/** Every game in progress, latest saved first. */
	async twelveGames(): Promise<TwelveGameSave[]> {
		return (await this.rows.read(['twelveGames'], () => allTwelveGames(this.rows))).sort((a, b) => b.at - a.at);
	}
}
