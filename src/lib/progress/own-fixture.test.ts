/**
 * tests/fixtures/progress-own-puzzle.json, the end-to-end tests' progress
 * file of format 5: a game against the app in which White threw away the
 * bank's first-steps-2 (win in 2) with f4-e5, and the personal puzzle that
 * puzzleFromMistake made of it, with its review card. Written by the store
 * itself; this test fails when the file is not what the code makes now
 * (`UPDATE_FIXTURES=1 npx vitest run src/lib/progress/own-fixture.test.ts`
 * writes it again).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { freshStore, jan, resignedFirstSteps, thrownFirstSteps } from './testing';
import { serializeProgress } from './transfer';

const FILE = new URL('../../../tests/fixtures/progress-own-puzzle.json', import.meta.url);
const GAME_ID = 'g-1767780000000';

async function makeFile(): Promise<string> {
	const { store } = await freshStore();
	await store.saveGame(resignedFirstSteps(GAME_ID, 1767780000000, 1767780060000));
	await store.addOwnPuzzles([thrownFirstSteps(GAME_ID)], jan(10));
	return serializeProgress(await store.exportProgress(jan(20), '0.5.0')) + '\n';
}

describe('the end-to-end progress file with a personal puzzle', () => {
	it('is what the store exports today', async () => {
		const text = await makeFile();
		if (process.env.UPDATE_FIXTURES) writeFileSync(FILE, text);
		const file = JSON.parse(readFileSync(FILE, 'utf8'));
		expect(file).toEqual(JSON.parse(text));
		const [p] = file.data.ownPuzzles;
		expect(p).toMatchObject({ id: `own-${GAME_ID}-1`, claim: 'win in 2', winningMoves: ['d2-c3', 'f4-g5', 'h6-g7'] });
		expect(p.solution[0]).toBe('f4-g5');
		expect(file.data.reviews.map((c: { id: string }) => c.id)).toEqual([`puzzle:own-${GAME_ID}-1`]);
	});
});
