/**
 * Export format 5: game reviews and personal puzzles go out with the
 * progress file and come back (replace and merge), a damaged or foreign
 * entry is refused with its path and changes nothing, and a real file of
 * format 4 (tests/fixtures/progress-format-4.json, written by the app
 * before format 5) still imports.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { reviewedGame } from '../review/testing';
import { reviewKey } from '../review/stored';
import type { ProgressStore } from './store';
import { freshStore, IMPORTED_AT, jan } from './testing';
import { parseProgressExport, serializeProgress, type ImportError, type ProgressExport } from './transfer';
import { reviewId } from './puzzles-check';

const FORMAT_4 = readFileSync(new URL('../../../tests/fixtures/progress-format-4.json', import.meta.url), 'utf8');

/** A device with a game's review and the puzzle made from it. */
async function withOwn(): Promise<{ store: ProgressStore; file: ProgressExport }> {
	const { store } = await freshStore();
	const { stored, puzzle } = reviewedGame('g-1');
	await store.saveGameReview(stored);
	await store.addOwnPuzzles([puzzle], jan(10));
	return { store, file: await store.exportProgress(jan(20)) };
}

const errorOf = (text: string): ImportError | null => {
	const r = parseProgressExport(text);
	return r.ok ? null : r.error;
};

describe('export format 5: game reviews and personal puzzles', () => {
	it('are in the file, and a replace brings them, the card and its due date onto another device', async () => {
		const { store, file } = await withOwn();
		const { stored, puzzle } = reviewedGame('g-1');
		expect(file.version).toBe(6);
		expect(file.data.gameReviews).toEqual([stored]);
		expect(file.data.ownPuzzles).toEqual([{ ...puzzle, createdAt: jan(10) }]);
		expect(file.data.reviews.map((c) => c.id)).toEqual([reviewId('puzzle', puzzle.id)]);
		const { store: other } = await freshStore();
		const result = await other.importProgress(serializeProgress(file), 'replace', IMPORTED_AT);
		expect(result.ok && [result.value.tables.gameReviews, result.value.tables.ownPuzzles]).toEqual([
			{ added: 1, updated: 0, unchanged: 0 },
			{ added: 1, updated: 0, unchanged: 0 }
		]);
		expect((await other.exportProgress(jan(20))).data).toEqual((await store.exportProgress(jan(20))).data);
		expect((await other.dueReviews(jan(10))).map((c) => c.ref)).toEqual([puzzle.id]);
		// A file's review comes in unproved: this device proves it again before it shows it as proved.
		expect(await other.gameReview(stored.key)).toEqual({ ...stored, check: { state: 'unproved' } });
	});

	it('merge keeps the older puzzle and the later review; importing again changes nothing', async () => {
		const { file } = await withOwn();
		const { stored, puzzle } = reviewedGame('g-1');
		const { store: device } = await freshStore();
		// This device made the same puzzle later, and reviewed the game later at another budget.
		await device.addOwnPuzzles([puzzle], jan(12));
		await device.saveGameReview({ ...stored, reviewedAt: stored.reviewedAt + 1000, movetimeMs: 60 });
		const merged = await device.importProgress(serializeProgress(file), 'merge', IMPORTED_AT);
		expect(merged.ok && [merged.value.tables.gameReviews, merged.value.tables.ownPuzzles]).toEqual([
			{ added: 0, updated: 0, unchanged: 1 },
			{ added: 0, updated: 1, unchanged: 0 }
		]);
		expect((await device.ownPuzzle(puzzle.id))?.createdAt).toBe(jan(10));
		expect((await device.gameReview(stored.key))?.movetimeMs).toBe(60);
		const again = await device.importProgress(serializeProgress(file), 'merge', IMPORTED_AT);
		expect(again.ok && [again.value.tables.gameReviews, again.value.tables.ownPuzzles]).toEqual([
			{ added: 0, updated: 0, unchanged: 1 },
			{ added: 0, updated: 0, unchanged: 1 }
		]);
		// Into a device without them: added, with the card.
		const { store: empty } = await freshStore();
		const added = await empty.importProgress(serializeProgress(file), 'merge', IMPORTED_AT);
		expect(added.ok && added.value.tables.ownPuzzles).toEqual({ added: 1, updated: 0, unchanged: 0 });
		expect((await empty.dueReviews(jan(10))).map((c) => c.ref)).toEqual([puzzle.id]);
	});

	it('a damaged or foreign entry is refused with its path, and the device keeps what it had', async () => {
		const { file } = await withOwn();
		const edit = (change: (d: ProgressExport['data']) => void): string => {
			const copy: ProgressExport = structuredClone(file);
			change(copy.data);
			return serializeProgress(copy);
		};
		const puzzleAt = (field: string) => ({ kind: 'invalid', path: `file.data.ownPuzzles[0].${field}` });
		expect(errorOf(edit((d) => (d.ownPuzzles[0].solution[1] = 'a1-b2')))).toEqual(puzzleAt('solution'));
		expect(errorOf(edit((d) => (d.ownPuzzles[0].id = 'lesson-lure-h4')))).toEqual(puzzleAt('id'));
		expect(errorOf(edit((d) => (d.ownPuzzles[0].fen = 'W:Wz9:B1')))).toEqual(puzzleAt('fen'));
		expect(errorOf(edit((d) => Object.assign(d.ownPuzzles[0], { rating: 1500 })))).toEqual(puzzleAt('rating'));
		expect(errorOf(edit((d) => (d.ownPuzzles[0].claim = 'loss in 3')))).toEqual(puzzleAt('claim'));
		expect(errorOf(edit((d) => d.ownPuzzles.push(d.ownPuzzles[0])))).toEqual({ kind: 'invalid', path: 'file.data.ownPuzzles[1]', duplicate: true });
		const reviewAt = (field: string) => ({ kind: 'invalid', path: `file.data.gameReviews[0].${field}` });
		expect(errorOf(edit((d) => (d.gameReviews[0].review.plies[0].class = 'brilliant' as 'best')))).toEqual(reviewAt('review.plies[0].class'));
		expect(errorOf(edit((d) => (d.gameReviews[0].review.plies[0].proof!.missed!.line[1] = 'a1-b2')))).toEqual(reviewAt('review'));
		expect(errorOf(edit((d) => (d.gameReviews[0].moves[0] = 'g3-f4')))).toEqual(reviewAt('key'));
		const otherGame = (d: ProgressExport['data']) => {
			const r = d.gameReviews[0];
			r.moves[0] = 'g3-f4';
			r.key = reviewKey(r.fen, r.moves);
		};
		expect(errorOf(edit(otherGame))).toEqual(reviewAt('review.plies[0].move'));
		expect(errorOf(edit((d) => (d.gameReviews[0].source = { kind: 'chess' } as never)))).toEqual(reviewAt('source.kind'));
		expect(errorOf(edit((d) => d.gameReviews.push(d.gameReviews[0])))).toEqual({ kind: 'invalid', path: 'file.data.gameReviews[1]', duplicate: true });

		// Nothing of a refused file is written.
		const { store: device } = await freshStore();
		const { puzzle } = reviewedGame('g-7');
		await device.addOwnPuzzles([puzzle], jan(9));
		const refused = await device.importProgress(
			edit((d) => (d.ownPuzzles[0].solution[1] = 'a1-b2')),
			'replace',
			IMPORTED_AT
		);
		expect(refused.ok).toBe(false);
		expect((await device.ownPuzzles()).map((p) => p.id)).toEqual([puzzle.id]);
		expect(await device.gameReviewKeys()).toEqual([]);
	});

	it('a real file of format 4 still imports, with none of them; one that carries them is not format 4', async () => {
		expect(JSON.parse(FORMAT_4).version).toBe(4);
		const parsed = parseProgressExport(FORMAT_4);
		expect(parsed.ok && parsed.value.version).toBe(6);
		expect(parsed.ok && [parsed.value.data.gameReviews, parsed.value.data.ownPuzzles]).toEqual([[], []]);
		const { store: device, file } = await withOwn();
		await device.setSettings({ language: 'en' }, jan(9));
		// A merge keeps this device's puzzles and reviews and adds the file's progress.
		const merged = await device.importProgress(FORMAT_4, 'merge', IMPORTED_AT);
		expect(merged.ok && merged.value.tables.attempts).toEqual({ added: 3, updated: 0, unchanged: 0 });
		expect(merged.ok && merged.value.tables.games).toEqual({ added: 1, updated: 0, unchanged: 0 });
		expect((await device.ownPuzzles()).map(({ check: _check, ...p }) => p)).toEqual(file.data.ownPuzzles);
		expect(await device.gameReviewKeys()).toEqual(file.data.gameReviews.map((r) => r.key));
		expect((await device.getSettings()).language).toBe('en');
		// A replace takes the file's progress instead: no puzzles, no reviews, the file's settings.
		const replaced = await device.importProgress(FORMAT_4, 'replace', IMPORTED_AT);
		expect(replaced.ok && replaced.value.tables.studies).toEqual({ added: 1, updated: 0, unchanged: 0 });
		expect(await device.ownPuzzles()).toEqual([]);
		expect(await device.gameReviewKeys()).toEqual([]);
		expect((await device.getSettings()).language).toBe('ru');
		expect(await device.gameInProgress()).toMatchObject({ id: 'g-1767780000000' });

		const carrying = JSON.parse(FORMAT_4);
		carrying.data.ownPuzzles = file.data.ownPuzzles;
		expect(errorOf(JSON.stringify(carrying))).toEqual({ kind: 'invalid', path: 'file.data.ownPuzzles' });
	});
});
