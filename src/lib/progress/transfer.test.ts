import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { attempt, data, filled, freshStore, IMPORTED_AT, jan, jd, pathOf, stormOver } from './testing';
import {
	EXPORT_FORMAT,
	EXPORT_VERSION,
	MAX_IMPORT_BYTES,
	parseProgressExport,
	progressFileName,
	serializeProgress,
	type ImportError,
	type ProgressExport
} from './transfer';
import { SCHEMA_VERSION } from './schema';
import { replayRatings } from '../training/rating';

describe('export', () => {
	it('writes a versioned file with every table', async () => {
		const store = await filled();
		const file = await store.exportProgress(jan(20), '9.9.9');
		expect(file).toMatchObject({
			format: EXPORT_FORMAT,
			version: EXPORT_VERSION,
			app: '9.9.9',
			schema: SCHEMA_VERSION,
			exportedAt: new Date(jan(20)).toISOString()
		});
		expect(file.data.attempts).toHaveLength(3);
		expect(file.data.attempts[0]).not.toHaveProperty('id');
		expect(file.data.daily).toHaveLength(1);
		expect(file.data.reviews.map((r) => r.id).sort()).toEqual(['puzzle:a', 'study:petrov#2']);
		expect(file.data.twelve).toHaveLength(1);
		expect(file.data.studies).toHaveLength(1);
		expect(file.data.settings?.theme).toBe('dark');
		expect(file.data.settings?.training).toEqual({ rated: true, level: 'normal' });
		expect(file.data.ratings.map((r) => [r.puzzleId, r.solved, r.games])).toEqual([
			['a', false, 1],
			['b', true, 2]
		]);
		expect(file.data.ratings[0]).not.toHaveProperty('id');
		expect(file.data.runs).toEqual([{ kind: 'storm', date: jd(6), startedAt: jan(6), at: jan(6) + 100_000, score: 9, mistakes: 0, bestCombo: 0 }]);
		expect((await store.exportProgress(jan(20))).app).toMatch(/^\d+\.\d+\.\d+/);
		expect(progressFileName(jd(20))).toBe('poddavki-progress-2026-01-20.json');
	});

	it('round-trips through JSON into an empty device (replace)', async () => {
		const store = await filled();
		const text = serializeProgress(await store.exportProgress(jan(20)));
		const { store: other } = await freshStore();
		const result = await other.importProgress(text, 'replace', IMPORTED_AT);
		expect(result.ok).toBe(true);
		expect(await data(other)).toEqual(await data(store));
		expect(await other.streak(jd(5))).toMatchObject({ current: 1 });
	});

	it('imports a File (Blob) too', async () => {
		const store = await filled();
		const blob = new Blob([serializeProgress(await store.exportProgress(jan(20)))], { type: 'application/json' });
		const { store: other } = await freshStore();
		expect((await other.importProgress(blob, 'merge', IMPORTED_AT)).ok).toBe(true);
		expect((await data(other)).attempts).toHaveLength(3);
	});
});

describe('display settings (notation, board, flights, sounds)', () => {
	const display = { notation: 'numeric', board: 'green', speed: 'off', sounds: true } as const;

	it('round-trip through a file', async () => {
		const store = await filled();
		await store.setSettings({ display });
		const text = serializeProgress(await store.exportProgress(jan(20)));
		expect(JSON.parse(text).data.settings.display).toEqual(display);
		const { store: other } = await freshStore();
		expect((await other.importProgress(text, 'replace', IMPORTED_AT)).ok).toBe(true);
		expect((await other.getSettings()).display).toEqual(display);
		expect((await other.getSettings()).theme).toBe('dark');
	});

	it('a file of format 3 written before them still imports, with none (the defaults)', async () => {
		const store = await filled();
		const exported = await store.exportProgress(jan(20));
		const { games: _games, gameReviews: _r, ownPuzzles: _o, ...v3data } = exported.data;
		const file = { ...exported, version: 3, data: v3data };
		expect(file.data.settings).not.toHaveProperty('display');
		const { store: other } = await freshStore();
		const result = await other.importProgress(serializeProgress(file as typeof exported), 'replace', IMPORTED_AT);
		expect(result.ok).toBe(true);
		expect((await other.getSettings()).display).toBeUndefined();
		expect((await other.getSettings()).training).toEqual({ rated: true, level: 'normal' });
	});

	it('a file with a display choice the app does not know is refused, naming the field', () => {
		const file = JSON.stringify({ ...JSON.parse(JSON.stringify(fileWith({ ...display, board: 'purple' }))) });
		const parsed = parseProgressExport(file);
		expect(parsed.ok).toBe(false);
		if (!parsed.ok) expect(pathOf(parsed.error)).toMatch(/settings\.display\.board/);
	});
});

/** A minimal file of format 3 whose settings carry `display`. */
function fileWith(display: Record<string, unknown>) {
	return {
		format: EXPORT_FORMAT,
		version: EXPORT_VERSION,
		app: '1.0.0',
		schema: SCHEMA_VERSION,
		exportedAt: new Date(jan(20)).toISOString(),
		data: {
			attempts: [],
			reviews: [],
			daily: [],
			twelve: [],
			studies: [],
			ratings: [],
			runs: [],
			twelveGames: [],
			games: [],
			settings: {
				language: null,
				theme: 'system',
				sound: true,
				orientation: 'auto',
				review: { enabled: true, paused: false },
				training: { rated: true, level: 'normal' },
				display
			}
		}
	};
}

describe('merge and replace', () => {
	it('merges two devices, and merging again changes nothing', async () => {
		const store = await filled();
		const file = await store.exportProgress(jan(20));
		const { store: other } = await freshStore();
		await other.setSettings({ theme: 'light' });
		await other.recordAttempt(attempt({ puzzleId: 'c', result: 'solved', at: jan(7) }));
		await other.recordAttempt(attempt({ puzzleId: 'a', result: 'solved', at: jan(4), daily: true, date: jd(5) }));
		const first = await other.importProgress(serializeProgress(file), 'merge', IMPORTED_AT);
		expect(first.ok && first.value.tables.attempts).toEqual({ added: 3, updated: 0, unchanged: 0 });
		expect(first.ok && first.value.tables.daily).toEqual({ added: 0, updated: 1, unchanged: 0 });
		const merged = await data(other);
		expect(merged.attempts.map((a) => a.puzzleId).sort()).toEqual(['a', 'a', 'a', 'b', 'c']);
		// The day keeps the earliest first try (this device's, solved) and counts as solved.
		expect(merged.daily[0]).toMatchObject({ firstAt: jan(4), firstResult: 'solved', solved: true, attempts: 2 });
		expect(merged.settings?.theme).toBe('light');
		expect(merged.reviews).toHaveLength(2);

		const again = await other.importProgress(serializeProgress(file), 'merge', IMPORTED_AT);
		expect(again.ok && Object.values(again.value.tables).every((t) => t.added === 0 && t.updated === 0)).toBe(true);
		expect(await data(other)).toEqual(merged);
	});

	it('keeps the more recently reviewed card and the later study position', async () => {
		const store = await filled();
		const file = await store.exportProgress(jan(20));
		const reviewed = await store.recordReview('puzzle:a', 'good', jan(8));
		await store.saveStudyProgress('petrov', { lastPly: 9 }, jan(9));
		const res = await store.importProgress(serializeProgress(file), 'merge', IMPORTED_AT);
		expect(res.ok && res.value.tables.reviews).toEqual({ added: 0, updated: 0, unchanged: 2 });
		expect(await store.reviewCard('puzzle:a')).toEqual(reviewed);
		expect((await store.studyProgress('petrov'))?.lastPly).toBe(9);
	});

	it('replaces everything the device had', async () => {
		const store = await filled();
		const file = await store.exportProgress(jan(20));
		const { store: other } = await freshStore();
		await other.recordAttempt(attempt({ puzzleId: 'only-here', at: jan(3) }));
		await other.setSettings({ sound: false });
		await other.importProgress(serializeProgress(file), 'replace', IMPORTED_AT);
		expect(await data(other)).toEqual(await data(store));
	});
});

describe('refused files change nothing', () => {
	/** Refused with exactly this error: a code and its figures, no prose (the interface words it). */
	async function expectRefused(input: string | Blob, error: ImportError) {
		const store = await filled();
		const before = await data(store);
		const spy = vi.spyOn(store.db, 'transaction');
		const res = await store.importProgress(input, 'replace', IMPORTED_AT);
		expect(res).toEqual({ ok: false, error });
		// Refused before any transaction was even started.
		expect(spy.mock.calls.filter((c) => c[0] === 'rw')).toHaveLength(0);
		spy.mockRestore();
		expect(await data(store)).toEqual(before);
	}

	const valid = async (): Promise<ProgressExport> => (await filled()).exportProgress(jan(20));

	it('too large', async () => {
		const tooLarge: ImportError = { kind: 'too-large', maxBytes: MAX_IMPORT_BYTES };
		await expectRefused(' '.repeat(MAX_IMPORT_BYTES + 1), tooLarge);
		// Multi-byte text counted in bytes, and a Blob by its size before reading.
		await expectRefused('я'.repeat(MAX_IMPORT_BYTES / 2 + 1), tooLarge);
		await expectRefused(new Blob([new Uint8Array(MAX_IMPORT_BYTES + 1)]), tooLarge);
	});

	it('not JSON', async () => {
		await expectRefused('{"format": "poddavki-progress", ', { kind: 'not-json' });
		await expectRefused('', { kind: 'not-json' });
	});

	it('foreign JSON', async () => {
		await expectRefused('{"format": "lichess-puzzles", "version": 1}', { kind: 'foreign' });
		await expectRefused('[1, 2, 3]', { kind: 'foreign' });
		await expectRefused('null', { kind: 'foreign' });
	});

	it('newer format version', async () => {
		await expectRefused(JSON.stringify({ ...(await valid()), version: EXPORT_VERSION + 1 }), {
			kind: 'newer-version',
			version: EXPORT_VERSION + 1,
			supported: EXPORT_VERSION
		});
	});

	it('a corrupt record anywhere, with its path', async () => {
		const file = await valid();
		file.data.attempts[2] = { ...file.data.attempts[2], result: 'maybe' as never };
		await expectRefused(JSON.stringify(file), { kind: 'invalid', path: 'file.data.attempts[2].result' });
		const f2 = await valid();
		(f2.data.reviews[0] as unknown as Record<string, unknown>).extra = 1;
		await expectRefused(JSON.stringify(f2), { kind: 'invalid', path: 'file.data.reviews[0].extra' });
		const f3 = await valid();
		f3.data.daily.push(f3.data.daily[0]);
		await expectRefused(JSON.stringify(f3), { kind: 'invalid', path: 'file.data.daily[1]', duplicate: true });
		const f4 = await valid();
		f4.data.reviews[0] = { ...f4.data.reviews[0], id: 'puzzle:someone-else' };
		await expectRefused(JSON.stringify(f4), { kind: 'invalid', path: 'file.data.reviews[0].id' });
		await expectRefused(JSON.stringify({ ...(await valid()), version: 0 }), { kind: 'invalid', path: 'file.version' });
		const { data: _d, ...noData } = await valid();
		await expectRefused(JSON.stringify(noData), { kind: 'invalid', path: 'file.data' });
	});

	it('a write that fails half-way (quota) rolls back', async () => {
		const store = await filled();
		const before = await data(store);
		const file = serializeProgress(await (await filled()).exportProgress(jan(20)));
		vi.spyOn(store.db.studies, 'bulkAdd').mockRejectedValueOnce(new DOMException('full', 'QuotaExceededError'));
		const res = await store.importProgress(file, 'replace', IMPORTED_AT);
		expect(res.ok).toBe(false);
		expect(!res.ok && res.error.kind).toBe('write-failed');
		expect(!res.ok && res.error.kind === 'write-failed' && res.error.cause.kind).toBe('quota');
		expect(await data(store)).toEqual(before);
	});
});

describe('parseProgressExport', () => {
	it('accepts a byte-order mark and an empty export', async () => {
		const { store } = await freshStore();
		const text = '\ufeff' + serializeProgress(await store.exportProgress(jan(1)));
		const parsed = parseProgressExport(text);
		expect(parsed.ok && parsed.value.data).toEqual({
			attempts: [],
			daily: [],
			reviews: [],
			twelve: [],
			studies: [],
			settings: null,
			ratings: [],
			runs: [],
			twelveGames: [],
			games: [],
			gameReviews: [],
			ownPuzzles: [],
			lessons: []
		});
	});
});

describe('training data', () => {
	/** A file of format 1, as the first release wrote it: no ratings, no runs, no training settings. */
	async function version1File(): Promise<string> {
		const file = await (await filled()).exportProgress(jan(20));
		const { ratings: _r, runs: _u, twelveGames: _g, games: _p, gameReviews: _v, ownPuzzles: _o, settings, ...rest } = file.data;
		const { training: _t, ...settingsV1 } = settings!;
		return JSON.stringify({ ...file, version: 1, schema: 1, data: { ...rest, settings: settingsV1 } });
	}

	it('a file of format 1 still imports: no ratings, no runs, the default training choices', async () => {
		const text = await version1File();
		const parsed = parseProgressExport(text);
		expect(parsed.ok).toBe(true);
		if (parsed.ok) expect(parsed.value.data).toMatchObject({ ratings: [], runs: [], settings: { theme: 'dark', training: { rated: true, level: 'normal' } } });
		const { store } = await freshStore();
		const res = await store.importProgress(text, 'replace', IMPORTED_AT);
		expect(res.ok && res.value.tables.attempts.added).toBe(3);
		expect((await store.getSettings()).training).toEqual({ rated: true, level: 'normal' });
		expect(await store.ratingHistory()).toEqual([]);
		// A format-1 file with format-2 fields is refused: the version says what the file holds.
		const json = JSON.parse(text);
		json.data.runs = [];
		const wrong = parseProgressExport(JSON.stringify(json));
		expect(!wrong.ok && pathOf(wrong.error)).toBe('file.data.runs');
	});

	it('a merge replays both rating histories in time order; merging again changes nothing', async () => {
		const store = await filled();
		const file = serializeProgress(await store.exportProgress(jan(20)));
		const { store: other } = await freshStore();
		// Played between and after the file's games (a at Jan 5, b at Jan 6).
		await other.recordAttempt(attempt({ puzzleId: 'c', result: 'solved', at: jan(5, 3), rated: { puzzleRating: 1600 } }));
		await other.recordAttempt(attempt({ puzzleId: 'd', result: 'failed', at: jan(7), rated: { puzzleRating: 1000 } }));
		await other.finishRun(stormOver(jan(7), 4));
		const res = await other.importProgress(file, 'merge', IMPORTED_AT);
		expect(res.ok && res.value.tables.ratings).toEqual({ added: 2, updated: 2, unchanged: 0 });
		expect(res.ok && res.value.tables.runs).toEqual({ added: 1, updated: 0, unchanged: 0 });
		const history = await other.ratingHistory();
		expect(history.map((r) => r.puzzleId)).toEqual(['a', 'c', 'b', 'd']);
		const expected = replayRatings(history);
		expect(history.map((r) => r.rating)).toEqual(expected.map((r) => r.rating));
		expect(history.map((r) => r.games)).toEqual([1, 2, 3, 4]);
		expect(await other.playerRating()).toEqual(expected[3]);
		expect((await other.runs('storm')).map((r) => r.score)).toEqual([9, 4]);

		const again = await other.importProgress(file, 'merge', IMPORTED_AT);
		expect(again.ok && again.value.tables.ratings).toEqual({ added: 0, updated: 0, unchanged: 2 });
		expect(await other.ratingHistory()).toEqual(history);
	});

	it("replace takes the file's rating and runs instead of the device's", async () => {
		const store = await filled();
		const file = serializeProgress(await store.exportProgress(jan(20)));
		const { store: other } = await freshStore();
		await other.recordAttempt(attempt({ puzzleId: 'z', result: 'solved', at: jan(2), rated: { puzzleRating: 2000 } }));
		await other.importProgress(file, 'replace', IMPORTED_AT);
		expect(await other.playerRating()).toEqual(await store.playerRating());
		expect((await other.ratingHistory()).map((r) => r.puzzleId)).toEqual(['a', 'b']);
	});
});

describe('keys named like built-in members', () => {
	const BUILT_IN = [
		'toString',
		'constructor',
		'valueOf',
		'hasOwnProperty',
		'isPrototypeOf',
		'propertyIsEnumerable',
		'toLocaleString',
		'__proto__',
		'__defineGetter__',
		'__lookupGetter__'
	];

	/** Every object inside an export, with a way to add a key to it. */
	function objectsOf(value: unknown, out: Record<string, unknown>[] = []): Record<string, unknown>[] {
		if (Array.isArray(value)) for (const v of value) objectsOf(v, out);
		else if (value !== null && typeof value === 'object') {
			out.push(value as Record<string, unknown>);
			for (const v of Object.values(value)) objectsOf(v, out);
		}
		return out;
	}

	it('are unknown fields wherever they appear, and nothing is stored', async () => {
		const store = await filled();
		const text = serializeProgress(await store.exportProgress(jan(20)));
		const objects = objectsOf(JSON.parse(text)).length;
		fc.assert(
			fc.property(fc.constantFrom(...BUILT_IN), fc.nat(), fc.jsonValue(), (key, at, value) => {
				const json = JSON.parse(text);
				const target = objectsOf(json)[at % objects];
				// defineProperty: an own "__proto__" key, as JSON.parse makes it from a file.
				Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
				const parsed = parseProgressExport(JSON.stringify(json));
				expect(parsed.ok).toBe(false);
				if (!parsed.ok) expect(parsed.error).toMatchObject({ kind: 'invalid' });
				if (!parsed.ok) expect(pathOf(parsed.error)).toMatch(new RegExp(`\\.${key}$`));
			}),
			{ numRuns: 300 }
		);
		const { store: other } = await freshStore();
		const json = JSON.parse(text);
		json.data.attempts[0].toString = 'x';
		const bad = JSON.stringify(json);
		expect((await other.importProgress(bad, 'merge', IMPORTED_AT)).ok).toBe(false);
		expect(JSON.stringify(await other.exportProgress(jan(21)))).not.toContain('toString');
	});

	it('a "__proto__" key in the file text is refused, not silently dropped', () => {
		const text = '{"format":"' + EXPORT_FORMAT + '","version":' + EXPORT_VERSION + ',"__proto__":{"x":1}}';
		const parsed = parseProgressExport(text);
		expect(parsed.ok).toBe(false);
		if (!parsed.ok) expect(pathOf(parsed.error)).toBe('file.__proto__');
	});
});

describe('odd key names in messages', () => {
	it('a key with a colon, a dot or a line break is quoted in the path', () => {
		for (const key of ['a:b', 'x.y', 'line\nbreak']) {
			const json = { format: EXPORT_FORMAT, version: EXPORT_VERSION, [key]: 1 };
			const parsed = parseProgressExport(JSON.stringify(json));
			expect(parsed.ok).toBe(false);
			if (!parsed.ok) expect(pathOf(parsed.error)).toBe(`file.${JSON.stringify(key)}`);
		}
	});
});

describe('mutated files', () => {
	it('any change to a valid export is refused with a path, or accepted and written back the same', async () => {
		const store = await filled();
		const text = serializeProgress(await store.exportProgress(jan(20)));
		fc.assert(
			fc.property(fc.nat(text.length - 1), fc.nat(text.length), fc.string({ maxLength: 8, unit: 'binary' }), (from, length, insert) => {
				const mutated = text.slice(0, from) + insert + text.slice(from + (length % 12));
				const parsed = parseProgressExport(mutated);
				if (parsed.ok) expect(JSON.parse(serializeProgress(parsed.value))).toEqual(parsed.value);
				else expect(parsed.error.kind).toMatch(/^(not-json|foreign|invalid|newer-version)$/);
			}),
			{ numRuns: 2000 }
		);
	});
});
