/** The course's records: kept so the best stars stay, and in the export file (an optional part of any format). */
import { describe, expect, it } from 'vitest';
import { freshStore, IMPORTED_AT, jan, pathOf } from './testing';
import { parseProgressExport, serializeProgress } from './transfer';

describe('the course: lessons and drills (issue 35)', () => {
	const lesson = (id: string, stars: number, step: number, at: number) => ({ kind: 'lesson' as const, id, step, mistakes: 1, stars, skipped: false, at });
	const drill = (id: string, stars: number, tries: number, at: number) => ({ kind: 'drill' as const, id, stars, tries, at });

	it('a save never lowers the best stars or the tries; a skip stays', async () => {
		const { store } = await freshStore();
		await store.saveLearn([lesson('moves', 3, 4, jan(5)), drill('two-v-one', 2, 3, jan(5))]);
		await store.saveLearn([{ ...lesson('moves', 0, 1, jan(6)), skipped: true }, drill('two-v-one', 1, 1, jan(6))]);
		await store.saveLearn([lesson('moves', 0, 2, jan(7))]);
		expect(await store.learnRecords()).toEqual([drill('two-v-one', 2, 3, jan(6)), { ...lesson('moves', 3, 2, jan(7)), skipped: true }]);
		await expect(store.saveLearn([{ ...lesson('moves', 4, 0, jan(8)) }])).rejects.toMatchObject({ kind: 'invalid' });
	});

	it('are exported, and come back by replace; a merge keeps the best of both and the later place in a lesson', async () => {
		const { store } = await freshStore();
		await store.saveLearn([lesson('moves', 3, 4, jan(5)), lesson('capture', 0, 2, jan(6)), drill('two-v-one', 1, 2, jan(6))]);
		const file = await store.exportProgress(jan(20));
		expect(file.data.lessons?.map((r) => `${r.kind}:${r.id}`)).toEqual(['drill:two-v-one', 'lesson:capture', 'lesson:moves']);
		const { store: other } = await freshStore();
		expect((await other.importProgress(serializeProgress(file), 'replace', IMPORTED_AT)).ok).toBe(true);
		expect(await other.learnRecords()).toEqual(await store.learnRecords());

		const { store: device } = await freshStore();
		await device.saveLearn([lesson('moves', 2, 1, jan(9)), drill('two-v-one', 3, 1, jan(4))]);
		const merged = await device.importProgress(serializeProgress(file), 'merge', IMPORTED_AT);
		expect(merged.ok && merged.value.tables.lessons).toEqual({ added: 1, updated: 2, unchanged: 0 });
		expect(await device.learnRecords()).toEqual([drill('two-v-one', 3, 2, jan(6)), lesson('capture', 0, 2, jan(6)), lesson('moves', 3, 1, jan(9))]);
		// Merging the same file again changes nothing.
		const again = await device.importProgress(serializeProgress(file), 'merge', IMPORTED_AT);
		expect(again.ok && again.value.tables.lessons).toEqual({ added: 0, updated: 0, unchanged: 3 });
	});

	it('a file without them imports with none; a bad or repeated record is refused with its path, and nothing is stored', async () => {
		const { store } = await freshStore();
		await store.saveLearn([lesson('moves', 3, 4, jan(5))]);
		const file = await store.exportProgress(jan(20));
		const { lessons: _l, ...without } = file.data;
		const older = parseProgressExport(JSON.stringify({ ...file, data: without }));
		expect(older.ok && older.value.data.lessons).toBeUndefined();
		const { store: other } = await freshStore();
		expect((await other.importProgress(JSON.stringify({ ...file, data: without }), 'merge', IMPORTED_AT)).ok).toBe(true);
		expect(await other.learnRecords()).toEqual([]);
		const refused = (lessons: unknown[]) => parseProgressExport(JSON.stringify({ ...file, data: { ...file.data, lessons } }));
		const bad = refused([{ ...lesson('moves', 5, 0, jan(5)) }]);
		expect(!bad.ok && pathOf(bad.error)).toBe('file.data.lessons[0].stars');
		const extra = refused([{ ...drill('x', 1, 1, jan(5)), step: 2 }]);
		expect(!extra.ok && pathOf(extra.error)).toBe('file.data.lessons[0].step');
		const twice = refused([lesson('moves', 1, 0, jan(5)), lesson('moves', 2, 0, jan(6))]);
		expect(!twice.ok && twice.error).toMatchObject({ kind: 'invalid', path: 'file.data.lessons[1]', duplicate: true });
		expect((await other.importProgress(JSON.stringify({ ...file, data: { ...file.data, lessons: [{ kind: 'lesson' }] } }), 'replace', IMPORTED_AT)).ok).toBe(
			false
		);
		expect(await other.learnRecords()).toEqual([]);
	});
});
