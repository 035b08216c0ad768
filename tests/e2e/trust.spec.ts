/**
 * Nothing unproved shown as proved, nothing lost (issue 31), the way a user
 * meets it: a hostile progress file (tests/fixtures/progress-forged.json: a
 * personal puzzle claiming "win in 1" where White loses in 14, a review
 * calling c3-d4 from the start a proved blunder, a real proof rewritten)
 * imported on /progress shows nothing as proved that the solver does not
 * prove; two pages on one /play game: one plays, the other says where the
 * game is, and a resigned game stays resigned; an ordinary-checkers review
 * is kept; the PDN box lists the readable games of a collection with a bad
 * one, and reads a Windows-1251 file's names.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { board, open, openProgress } from './play';
import { repo } from './built';

test.use({ locale: 'en-US' });

const FORGED_FILE = join(repo, 'tests/fixtures/progress-forged.json');
const forged = JSON.parse(readFileSync(FORGED_FILE, 'utf8')).data as {
	ownPuzzles: { id: string; fen: string }[];
	gameReviews: { key: string; moves: string[]; source: { title: string } }[];
};
const FALSE_PUZZLE = forged.ownPuzzles[0];

const review = (page: Page) => page.locator('[data-review]');
const done = (page: Page, timeout = 120_000) => expect(review(page)).toHaveAttribute('data-review-state', 'done', { timeout });

test('a file with a false puzzle and forged reviews: imported, proved again, and nothing false shown as proved', async ({ page }) => {
	test.setTimeout(180_000);
	expect(FALSE_PUZZLE.fen).toBe('W:Wc1,e1:Bb6,d8,h6');
	await openProgress(page);
	await page.locator('[data-import-file]').setInputFiles(FORGED_FILE);
	await page.locator('[data-import]').click();
	await expect(page.locator('[data-import-done]')).toBeVisible();
	// The file's claims are proved in the review worker, with progress, and what came of it is said.
	const proved = page.locator('[data-claims-proved]');
	await expect(proved).toBeVisible({ timeout: 60_000 });
	await expect(proved).toHaveAttribute('data-puzzles-refuted', '1');
	await expect(proved).toHaveAttribute('data-puzzles-proved', '0');
	await expect(proved).toHaveAttribute('data-proofs-dropped', '2');
	await expect(proved).toContainText('Refuted by the solver: 1 puzzle');
	await expect(page.locator('[data-claims-prove]')).toHaveCount(0);
	// Listed as refuted, not as a "win in 1".
	const entry = page.locator(`[data-own-puzzle][data-puzzle-id="${FALSE_PUZZLE.id}"]`);
	await expect(entry).toHaveAttribute('data-own-check', 'refuted');
	await expect(entry).toContainText('(refuted)');

	// Its page says the claim is false and offers no puzzle: no "proved", no "Done".
	await open(page, `/puzzles/${FALSE_PUZZLE.id}`);
	const ownPage = page.locator(`[data-own-page="${FALSE_PUZZLE.id}"]`);
	await expect(ownPage).toHaveAttribute('data-own-state', 'ready');
	await expect(ownPage).toHaveAttribute('data-own-check', 'refuted');
	await expect(page.locator('[data-own-refuted]')).toContainText('the solver proves no win within 1 move');
	await expect(page.locator('main')).not.toContainText('The solver proved');
	await expect(board(page)).toHaveCount(0);
	await expect(page.locator('[data-puzzle-state]')).toHaveCount(0);

	// The forged review: c3-d4 is no proved blunder (classed by its estimate); the rewritten proof is not shown either.
	for (const [i, r] of forged.gameReviews.entries()) {
		await open(page, `/review?game=${r.key}`);
		await done(page);
		await expect(review(page)).toHaveAttribute('data-review-from', 'stored');
		await expect(page.locator('[data-review-move][data-proof]')).toHaveCount(0);
		if (i === 0) await expect(page.locator('[data-review-move][data-ply="1"]')).toHaveAttribute('data-class', 'good');
		await expect(page.locator('[data-review-dropped]')).toHaveAttribute('data-review-dropped', '1');
		await page.locator('[data-review-move][data-ply="1"]').click();
		await expect(page.locator('[data-review-current-proof]')).toHaveCount(0);
		await expect(page.locator('[data-review-missed]')).toHaveCount(0);
	}
});

test('a page opened before the file’s claims are proved proves them itself: nothing shown as proved meanwhile', async ({ page, context }) => {
	test.setTimeout(180_000);
	await openProgress(page);
	await page.locator('[data-import-file]').setInputFiles(FORGED_FILE);
	await page.locator('[data-import]').click();
	await expect(page.locator('[data-import-done]')).toBeVisible();
	// At once, in another page: the puzzle's page proves its claim before it shows anything as proved.
	const other = await context.newPage();
	await open(other, `/puzzles/${FALSE_PUZZLE.id}`);
	await expect(other.locator(`[data-own-page="${FALSE_PUZZLE.id}"]`)).toHaveAttribute('data-own-check', 'refuted', { timeout: 60_000 });
	await expect(other.locator('main')).not.toContainText('The solver proved');
	await other.close();
});

test('two pages on one game against the app: one plays, the other says where the game is; a resigned game stays resigned', async ({ page, context }) => {
	test.setTimeout(180_000);
	await open(page, '/play');
	await page.locator('[data-play-level="1"]').check();
	await page.locator('[data-play-color="white"]').check();
	await page.locator('[data-play-start]').click();
	const state = (p: Page) => p.locator('[data-playout-state]');
	await expect(state(page)).toHaveAttribute('data-playout-state', 'your-move');
	await board(page).locator('[data-movable]').first().click();
	await board(page).locator('[data-target]').first().click();
	await expect(state(page)).toHaveAttribute('data-playout-state', 'your-move', { timeout: 30_000 });
	const moves = await page.locator('[data-playout-moves]').getAttribute('data-playout-moves');

	// A second page on /play: the game is being played in the first; nothing to move here.
	const second = await context.newPage();
	await open(second, '/play');
	await expect(second.locator('[data-play-elsewhere]')).toBeVisible();
	await expect(second.locator('[data-play-elsewhere]')).toContainText('being played in another tab');
	await expect(board(second)).toHaveCount(0);
	// The first plays on.
	await board(page).locator('[data-movable]').first().click();
	await board(page).locator('[data-target]').first().click();
	await expect(state(page)).toHaveAttribute('data-playout-state', 'your-move', { timeout: 30_000 });

	// Taken over in the second: the first says where the game went.
	await second.locator('[data-play-take-over]').click();
	await expect(state(second)).toHaveAttribute('data-playout-state', 'your-move');
	expect((await second.locator('[data-playout-moves]').getAttribute('data-playout-moves'))?.split(' ').length).toBe(moves!.split(' ').length + 2);
	await expect(page.locator('[data-play-elsewhere]')).toBeVisible();
	// Resigned in the second.
	await second.locator('[data-play-resign]').click();
	await second.locator('[data-play-resign-confirm]').click();
	await expect(second.locator('[data-outcome]')).toHaveAttribute('data-outcome-reason', 'resigned');
	await expect(second.locator('[data-play-saved]')).toBeVisible();
	// The first takes it back: it is over, and stays so.
	await page.locator('[data-play-take-over]').click();
	await expect(page.locator('[data-play-ended-elsewhere]')).toHaveAttribute('data-play-ended-elsewhere', 'resigned');
	await expect(board(page)).toHaveCount(0);
	await openProgress(page);
	await expect(page.locator('[data-games] [data-game]')).toHaveAttribute('data-game-result', 'resigned');
	await second.reload();
	await second.locator('body[data-hydrated]').waitFor();
	await expect(second.locator('[data-play-setup]')).toHaveAttribute('data-ready', 'yes');
	await second.close();
});

test('an ordinary-checkers game’s review is kept on the device and opens from it next time', async ({ page }) => {
	test.setTimeout(180_000);
	await open(page, '/review');
	await page.locator('[data-review-pdn-input]').fill('[White "Dan"]\n[Black "Eva"]\n[Aim "russian"]\n1. e3-f4 f6-g5 2. g3-h4 *');
	await page.locator('[data-review-pdn-read]').click();
	await page.locator('[data-review-pdn-game="1"]').click();
	await done(page, 60_000);
	await expect(review(page)).toHaveAttribute('data-review-aim', 'russian');
	await expect(page.locator('[data-review-unsaved]')).toHaveCount(0);
	await page.reload();
	await page.locator('body[data-hydrated]').waitFor();
	await done(page, 60_000);
	await expect(review(page)).toHaveAttribute('data-review-from', 'stored');
	await expect(review(page)).toHaveAttribute('data-review-aim', 'russian');
});

test('a game whose moves go on after a threefold repetition is reviewed up to the draw, the reason said', async ({ page }) => {
	test.setTimeout(120_000);
	await open(page, '/review');
	const shuttle = '1. a1-b2 h2-g1 2. b2-a1 g1-h2 3. a1-b2 h2-g1 4. b2-a1 g1-h2 5. a1-b2 h2-g1 6. b2-a1 *';
	await page.locator('[data-review-pdn-input]').fill(`[SetUp "1"]\n[FEN "W:WKa1:BKh2"]\n\n${shuttle}`);
	await page.locator('[data-review-pdn-read]').click();
	await page.locator('[data-review-pdn-game="1"]').click();
	await done(page, 60_000);
	await expect(page.locator('[data-review-end]')).toHaveAttribute('data-review-end-reason', 'threefold-repetition');
	await expect(page.locator('[data-review-end]')).toContainText('the game ended after ply 8 by threefold repetition');
	await expect(page.locator('[data-review-move]')).toHaveCount(8);
	await expect(page.locator('[data-review-error]')).toHaveCount(0);
	// Kept as that game: a reload opens it from the device.
	await page.reload();
	await page.locator('body[data-hydrated]').waitFor();
	await done(page, 60_000);
	await expect(review(page)).toHaveAttribute('data-review-from', 'stored');
});

test('the PDN box lists the readable games of a collection with a bad one, and reads a Windows-1251 file', async ({ page }) => {
	await open(page, '/review');
	const games = Array.from({ length: 250 }, (_, i) => `[White "W${i + 1}"]\n[Black "B${i + 1}"]\n1. ${i === 199 ? 'c3-d4 c3-d4' : 'c3-d4 b6-a5'} *`);
	await page.locator('[data-review-pdn-input]').fill(games.join('\n\n'));
	await page.locator('[data-review-pdn-read]').click();
	const count = page.locator('[data-review-pdn-count]');
	await expect(count).toHaveAttribute('data-review-pdn-count', '250');
	await expect(count).toHaveAttribute('data-review-pdn-bad', '1');
	await expect(page.locator('[data-review-pdn-error]')).toHaveCount(0);
	// A page at a time; the bad game is marked where it stands, the others pickable.
	await expect(page.locator('[data-review-pdn-game]')).toHaveCount(100);
	await page.locator('[data-review-pdn-page="next"]').click();
	await expect(page.locator('[data-review-pdn-bad-game="200"]')).toContainText('cannot be read');
	await expect(page.locator('[data-review-pdn-game="199"]')).toBeEnabled();

	// A file in Windows-1251 (names in Cyrillic): read as such, the names right.
	const header = Buffer.from('[White "', 'latin1');
	const ivanov = Buffer.from([0xc8, 0xe2, 0xe0, 0xed, 0xee, 0xe2]);
	const rest = Buffer.from('"]\n[Black "B"]\n1. c3-d4 b6-a5 *\n', 'latin1');
	await page.locator('[data-review-pdn-file]').setInputFiles({ name: 'games.pdn', mimeType: 'text/plain', buffer: Buffer.concat([header, ivanov, rest]) });
	await expect(page.locator('[data-review-pdn-encoding]')).toHaveAttribute('data-review-pdn-encoding', 'windows-1251');
	await expect(page.locator('[data-review-pdn-game="1"]')).toContainText('Иванов');
});
