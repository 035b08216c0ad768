/**
 * The settings family: one row (`settings`), its check, its reads and
 * writes, and what an import does with a file's settings.
 */
import { ProgressError } from './errors';
import type { TableCounts } from './merge';
import { ms, type Instant } from './records';
import type { Rows } from './rows';
import { BOARD_THEMES, DEFAULT_SETTINGS, MOTION_SPEEDS, NOTATIONS, TRAINING_LEVELS, type Settings, type SettingsPatch } from './types';
import { bool, object, oneOf, optional, type Validator } from './validate';

const settingsShapeV1 = {
	language: oneOf(['ru', 'en', null] as const),
	theme: oneOf(['system', 'light', 'dark'] as const),
	sound: bool,
	orientation: oneOf(['auto', 'white', 'black'] as const),
	review: object({ enabled: bool, paused: bool })
};

/** Settings as export files of format 1 carry them (no training choices). */
export const settingsRecordV1: Validator<Omit<Settings, 'training'>> = object(settingsShapeV1);

export const settingsRecord: Validator<Settings> = object({
	...settingsShapeV1,
	training: object({ rated: bool, level: oneOf(TRAINING_LEVELS), autoAdvance: optional(bool) }),
	display: optional(object({ notation: oneOf(NOTATIONS), board: oneOf(BOARD_THEMES), speed: oneOf(MOTION_SPEEDS), sounds: bool })),
	evaluation: optional(bool),
	evalArrow: optional(bool)
});

/** The saved settings, or null when none are saved (or the row is corrupt); inside a transaction over `settings`. */
export async function savedSettings(rows: Rows): Promise<Settings | null> {
	const row = await rows.db.settings.get('settings');
	if (!row) return null;
	return rows.valid('settings', [row.value], settingsRecord, () => 'settings')[0] ?? null;
}

export class SettingsRecords {
	/**
	 * `reviewsOn`: what switching reviews on does, in the same transaction
	 * (the puzzle family queues the earlier failures, cards.ts).
	 */
	constructor(
		private readonly rows: Rows,
		private readonly reviewsOn: (at: number) => Promise<unknown>
	) {}

	async getSettings(): Promise<Settings> {
		return (await this.rows.read(['settings'], () => savedSettings(this.rows))) ?? structuredClone(DEFAULT_SETTINGS);
	}

	/**
	 * Changes some settings, keeps the others; returns them all. Switching
	 * reviews on queues the earlier failed puzzles (due at `now`) in the same
	 * transaction.
	 */
	async setSettings(patch: SettingsPatch, now: Instant = Date.now()): Promise<Settings> {
		return this.rows.write(['settings', 'attempts', 'reviews'], async () => {
			const current = (await savedSettings(this.rows)) ?? DEFAULT_SETTINGS;
			const next: Settings = { ...current, ...patch, review: { ...current.review, ...patch.review }, training: { ...current.training, ...patch.training } };
			const problem = settingsRecord(next, 'settings');
			if (problem) throw new ProgressError('invalid', problem);
			await this.rows.db.settings.put({ key: 'settings', value: next });
			if (next.review.enabled && !current.review.enabled) await this.reviewsOn(ms(now));
			return next;
		});
	}
}

/** An import's merge of a file's settings: the device's own choices win; a device that never saved any takes the file's. */
export function mergeSettings(count: TableCounts, theirs: Settings | null, deviceHasSettings: boolean): Settings | null {
	if (!theirs) return null;
	if (deviceHasSettings) {
		count.unchanged = 1;
		return null;
	}
	count.added = 1;
	return theirs;
}
