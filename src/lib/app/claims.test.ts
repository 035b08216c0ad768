/**
 * tests/fixtures/progress-forged.json, the end-to-end tests' hostile
 * progress file (issue 31): a personal puzzle whose claim is false (the
 * break-it trial's `W:Wc1,e1:Bb6,d8,h6`, "win in 1" with the line
 * c1-d2 h6-g5: White loses in 14), a review calling c3-d4 from the start a
 * proved blunder throwing away a win in 3, and a real review whose proof is
 * rewritten to `win in 1 -> loss in 1`. Every record passes the file's
 * checks (shape and play): only the solver can tell them false. Written by
 * the store (`UPDATE_FIXTURES=1 npx vitest run src/lib/app/claims.test.ts`);
 * this test also runs the import and the proving (proveClaims) as the app
 * does, the review worker's task in-process.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { makeFen, START } from '$lib/engine';
import { reviewKey } from '$lib/review/stored';
import { forgedOpening, reviewedGame } from '$lib/review/testing';
import { runReproveTask } from '$lib/review/tasks';
import { freshStore, IMPORTED_AT, jan } from '$lib/progress/testing';
import { parseProgressExport, serializeProgress } from '$lib/progress/transfer';
import type { StoredGameReview, StoredOwnPuzzle } from '$lib/progress/types';
import { proveClaims } from './claims';

const FILE = new URL('../../../tests/fixtures/progress-forged.json', import.meta.url);
const START_FEN = makeFen(START);

export const FALSE_PUZZLE: StoredOwnPuzzle = {
	id: 'own-g-1767780000000-9',
	fen: 'W:Wc1,e1:Bb6,d8,h6',
	aim: 'giveaway',
	claim: 'win in 1',
	solution: ['c1-d2', 'h6-g5'],
	unique: true,
	winningMoves: ['c1-d2'],
	title: { code: 'own-game-move', gameId: 'g-1767780000000', moveNumber: 5, side: 'white', played: 'e1-f2' },
	origin: { gameId: 'g-1767780000000', ply: 9 },
	difficulty: 1,
	createdAt: jan(10)
};

const FORGED_START: StoredGameReview = {
	key: reviewKey(START_FEN, ['c3-d4']),
	source: { kind: 'pdn', title: 'Forged – review' },
	fen: START_FEN,
	moves: ['c3-d4'],
	movetimeMs: 60,
	reviewedAt: jan(11),
	review: forgedOpening(2)
};

function rewritten(): StoredGameReview {
	const { stored } = reviewedGame('g-1767780000001');
	const r = structuredClone(stored);
	r.source = { kind: 'pdn', title: 'Rewritten – proof' };
	const proof = r.review.plies[0].proof!;
	r.review.plies[0].proof = { ...proof, before: { kind: 'win', n: 1 }, after: { kind: 'loss', n: 1 } };
	return r;
}

async function makeFile(): Promise<string> {
	const { store } = await freshStore();
	const file = await store.exportProgress(jan(20), '0.6.0');
	return serializeProgress({ ...file, data: { ...file.data, ownPuzzles: [FALSE_PUZZLE], gameReviews: [FORGED_START, rewritten()] } }) + '\n';
}

describe('the hostile progress file of the end-to-end tests', () => {
	it('is what the code makes now, passes every check of a file, and is taken apart by the solver', async () => {
		const text = await makeFile();
		if (process.env.UPDATE_FIXTURES) writeFileSync(FILE, text);
		expect(JSON.parse(readFileSync(FILE, 'utf8'))).toEqual(JSON.parse(text));
		expect(parseProgressExport(text).ok).toBe(true);

		const { store } = await freshStore();
		expect((await store.importProgress(text, 'replace', IMPORTED_AT)).ok).toBe(true);
		// Before proving: nothing of the file counts as proved here.
		expect((await store.ownPuzzles()).map((p) => p.check)).toEqual([{ state: 'unproved' }]);
		const open = await store.unprovedClaims();
		expect([open.ownPuzzles.length, open.gameReviews.length]).toEqual([1, 2]);
		const proved = await proveClaims(
			{ request: async (task, onProgress) => runReproveTask(task, onProgress)! },
			{
				recordOwnPuzzleProof: (id, createdAt, proof) => store.recordOwnPuzzleProof(id, createdAt, proof, IMPORTED_AT),
				recordReviewProof: (key, reviewedAt, r) => store.recordReviewProof(key, reviewedAt, r, IMPORTED_AT)
			},
			open
		);
		expect(proved.puzzles).toEqual({ proved: 0, refuted: 1, unproved: 0 });
		expect(proved.reviews).toEqual({ proved: 2, dropped: 2, unproved: 0 });
		expect((await store.ownPuzzle(FALSE_PUZZLE.id))?.check).toEqual({ state: 'refuted', at: IMPORTED_AT, found: { kind: 'none', within: 1 } });
		for (const key of [FORGED_START.key, rewritten().key]) {
			const r = await store.gameReview(key);
			expect(r?.check).toEqual({ state: 'proved', at: IMPORTED_AT, dropped: 1 });
			expect(r?.review.plies.some((p) => p.proof !== null)).toBe(false);
		}
		expect(await store.unprovedClaims()).toEqual({ ownPuzzles: [], gameReviews: [] });
	});
});
