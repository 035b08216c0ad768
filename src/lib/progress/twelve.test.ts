/** 12 against 1 in the export file: the game in progress of each square goes out and comes back (replace and merge). */
import { describe, expect, it } from 'vitest';
import { filled, freshStore, IMPORTED_AT, jan } from './testing';
import { parseProgressExport, serializeProgress } from './transfer';

describe('12 against 1: games in progress in the file (issue 22, item 9)', () => {
	const game = (square: string, moves: string[]) => ({ square, plies: moves.map((move, i) => ({ move, by: i % 2 ? 'app' : 'user' })), state: 'playing' });

	it('exports each square’s game in progress and imports it: replace takes the file’s, merge the later save of each square', async () => {
		const from = await filled();
		await from.saveTwelveGame('f8', game('f8', ['a3-b4', 'f8-g7']), jan(7));
		await from.saveTwelveGame('h8', game('h8', ['g3-h4', 'h8-g7']), jan(7));
		const file = await from.exportProgress(jan(20));
		expect(file.version).toBe(6);
		expect(file.data.twelveGames.map((g) => [g.square, g.at, g.game.plies.length])).toEqual([
			['f8', jan(7), 2],
			['h8', jan(7), 2]
		]);
		const text = serializeProgress(file);

		const { store: fresh } = await freshStore();
		const replaced = await fresh.importProgress(text, 'replace', IMPORTED_AT);
		expect(replaced.ok && replaced.value.tables.twelveGames).toEqual({ added: 2, updated: 0, unchanged: 0 });
		expect((await fresh.twelveGame('f8'))?.game).toEqual(game('f8', ['a3-b4', 'f8-g7']));

		const { store: device } = await freshStore();
		// A later game on f8 stays; an earlier one on h8 gives way to the file's.
		await device.saveTwelveGame('f8', game('f8', ['a3-b4', 'f8-g7', 'b4-a5', 'g7-f6']), jan(8));
		await device.saveTwelveGame('h8', game('h8', []), jan(6));
		const merged = await device.importProgress(text, 'merge', IMPORTED_AT);
		expect(merged.ok && merged.value.tables.twelveGames).toEqual({ added: 0, updated: 1, unchanged: 1 });
		expect((await device.twelveGame('f8'))?.game.plies).toHaveLength(4);
		expect((await device.twelveGame('h8'))?.game.plies).toHaveLength(2);
		// Importing again changes nothing more.
		const again = await device.importProgress(text, 'merge', IMPORTED_AT);
		expect(again.ok && again.value.tables.twelveGames).toEqual({ added: 0, updated: 0, unchanged: 2 });
	});

	it('a file of format 2 imports with no games in progress; one with a game twice or of the wrong square is refused', async () => {
		const store = await filled();
		await store.saveTwelveGame('f8', game('f8', ['a3-b4']), jan(7));
		const file = await store.exportProgress(jan(20));
		const { twelveGames: _g, games: _p, gameReviews: _r, ownPuzzles: _o, ...v2data } = file.data;
		const v2 = parseProgressExport(JSON.stringify({ ...file, version: 2, data: v2data }));
		expect(v2.ok && v2.value.data.twelveGames).toEqual([]);
		const twice = parseProgressExport(JSON.stringify({ ...file, data: { ...file.data, twelveGames: [file.data.twelveGames[0], file.data.twelveGames[0]] } }));
		expect(!twice.ok && twice.error).toEqual({ kind: 'invalid', path: 'file.data.twelveGames[1]', duplicate: true });
		const wrong = parseProgressExport(JSON.stringify({ ...file, data: { ...file.data, twelveGames: [{ ...file.data.twelveGames[0], square: 'h8' }] } }));
		expect(!wrong.ok && wrong.error).toMatchObject({ kind: 'invalid', path: 'file.data.twelveGames[0].game.square' });
	});

	it('games against the app: exported, merged by the later save, and a file of format 3 imports with none', async () => {
		const store = await filled();
		const played = {
			id: 'g-1',
			startedAt: jan(7),
			at: jan(7) + 1000,
			level: 2,
			color: 'white' as const,
			fen: 'W:We3:Bg5',
			moves: ['e3-f4'],
			result: null,
			reason: null
		};
		await store.saveGame(played);
		const file = await store.exportProgress(jan(20));
		expect(file.version).toBe(6);
		expect(file.data.games).toEqual([played]);
		const { store: device } = await freshStore();
		await device.saveGame({ ...played, at: jan(7) + 5000, moves: ['e3-f4', 'g5:e3'], result: 'won', reason: 'no-pieces' });
		const merged = await device.importProgress(serializeProgress(file), 'merge', IMPORTED_AT);
		// The device's later save stays.
		expect(merged.ok && merged.value.tables.games).toEqual({ added: 0, updated: 0, unchanged: 1 });
		expect((await device.games())[0].result).toBe('won');
		const replaced = await device.importProgress(serializeProgress(file), 'replace', IMPORTED_AT);
		expect(replaced.ok && replaced.value.tables.games).toEqual({ added: 1, updated: 0, unchanged: 0 });
		expect(await device.gameInProgress()).toEqual(played);
		const { games: _g, gameReviews: _r, ownPuzzles: _o, ...v3data } = file.data;
		const v3 = parseProgressExport(JSON.stringify({ ...file, version: 3, data: v3data }));
		expect(v3.ok && v3.value.data.games).toEqual([]);
		// A format-3 file that carries games is not format 3.
		const odd = parseProgressExport(JSON.stringify({ ...file, version: 3 }));
		expect(odd.ok).toBe(false);
		const bad = parseProgressExport(JSON.stringify({ ...file, data: { ...file.data, games: [{ ...played, level: 9 }] } }));
		expect(!bad.ok && bad.error).toMatchObject({ kind: 'invalid', path: 'file.data.games[0].level' });
	});
});
