/**
 * The course (/learn) and its endgame practice (/learn/practice) on a
 * 360x740 phone, in Russian, by touch: a newcomer goes through the first
 * two lessons (a wrong tap and a wrong move answered with their reasons on
 * the way), the progress survives a reload and is in the export; a drill
 * is won against the tables' defence and one is failed with the best line
 * shown; axe finds nothing serious in a lesson or a drill. The answers the
 * test gives come from the course's own judge (src/lib/learn) with the
 * solver in-process, and the drills' moves from the endgame tables on disk.
 */
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { applyMove, legalMoves, makeFen, moveToString, parseFen, squareName, type Move, type Position } from '../../src/lib/engine';
import { COURSE } from '../../src/lib/learn/course';
import { acceptedMoves, acceptedSquares, answerForm, choiceQuestion, exerciseStart, type Exercise } from '../../src/lib/learn/goals';
import { inProcessLearnOracle } from '../../src/lib/learn/testing';
import { TableSet } from '../../src/lib/tablebase/table';
import { diskLoader } from '../../src/lib/tablebase/files-node';
import { bestMove, tablebaseReport } from '../../src/lib/tablebase/report';
import { accessibilityFindings } from './axe';

test.use({ locale: 'ru-RU', viewport: { width: 360, height: 740 } });

const oracle = inProcessLearnOracle();

async function open(page: Page, path: string) {
	await page.goto(path);
	await page.locator('body[data-hydrated]').waitFor();
}

/** A move by touch: the piece, then where it ends (a capture choice when two end there). */
async function tapMove(page: Page, move: Move) {
	const board = page.locator('[data-board]');
	await board.locator(`[data-square="${squareName(move.from)}"]`).tap();
	await board.locator(`[data-square="${squareName(move.to)}"]`).tap();
	const choice = page.locator(`[data-capture-choice] [data-capture]`);
	if (await choice.count())
		await choice
			.filter({ hasText: moveToString(move) })
			.first()
			.tap();
}

async function positionOnBoard(page: Page): Promise<Position> {
	const fen = await page.locator('[data-board]').getAttribute('data-fen');
	const parsed = parseFen(fen!);
	if (!parsed.ok) throw new Error(`not a position: ${fen}`);
	return parsed.value;
}

/** Answers the exercise on screen rightly, by touch, whatever its form; a win is played to its end against the app's defence. */
async function solve(page: Page, ex: Exercise) {
	const exercise = page.locator('[data-exercise]');
	const start = exerciseStart(ex);
	const form = answerForm(ex.goal);
	if (form === 'squares') {
		for (const sq of acceptedSquares(ex.goal, start.position)) await page.locator(`[data-board] [data-square="${squareName(sq)}"]`).tap();
	} else if (form === 'choice') {
		await page.locator(`[data-choice="${choiceQuestion(ex.goal, start).right}"]`).tap();
	} else {
		const n = ex.goal.kind === 'win' ? ex.goal.n : 1;
		for (let used = 0; used < n; used++) {
			const pos = await positionOnBoard(page);
			const [move] = await acceptedMoves(ex.goal, pos, n - used, oracle);
			await tapMove(page, move);
			// A longer win: the app answers, then it is the user's turn again.
			if (used + 1 < n) await expect(page.locator('[data-verdict]')).toHaveAttribute('data-verdict', 'correct');
		}
	}
	await expect(exercise).toHaveAttribute('data-exercise-state', 'solved');
	await expect(page.locator('[data-verdict]')).toHaveAttribute('data-verdict', 'solved');
}

async function lessonState(page: Page, id: string) {
	const item = page.locator(`[data-lesson="${id}"]`);
	return { state: await item.getAttribute('data-lesson-state'), stars: await item.getAttribute('data-stars') };
}

test('a newcomer takes the first two lessons by touch, with wrong answers explained; the progress survives a reload and is in the export', async ({
	page
}, testInfo) => {
	test.setTimeout(240_000);
	await open(page, '/learn');
	await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
	await page.locator('[data-learn-ready]').waitFor();
	await expect(page.locator('[data-lesson]')).toHaveCount(COURSE.length);
	expect(await lessonState(page, 'moves')).toEqual({ state: 'open', stars: '0' });
	expect(await lessonState(page, 'capture')).toEqual({ state: 'locked', stars: '0' });
	await expect(page.locator('nav[data-app-nav] a[href="/learn"]')).toHaveAttribute('aria-current', 'page');

	await page.locator('[data-lesson="moves"] [data-lesson-open]').tap();
	await expect(page).toHaveURL(/\?lesson=moves$/);
	const [moves, capture] = COURSE;

	// First exercise: a wrong tap first, answered with the rule it breaks.
	await expect(page.locator('[data-exercise]')).toHaveAttribute('data-exercise', 'moves/step');
	await page.locator('[data-board] [data-square="e5"]').tap();
	await expect(page.locator('[data-exercise]')).toHaveAttribute('data-exercise-state', 'failed');
	await expect(page.locator('[data-verdict]')).toHaveAttribute('data-verdict', 'wrong');
	await expect(page.locator('[data-verdict]')).toContainText('не может пойти на e5: простая ходит на одно поле по диагонали вперёд');
	// The verdict and "try again" are on screen with the board, above the navigation bar.
	for (const l of [page.locator('[data-board]'), page.locator('[data-verdict]'), page.locator('[data-retry]')]) await expect(l).toBeInViewport({ ratio: 1 });
	expect(await accessibilityFindings(page)).toEqual([]);
	await page.locator('[data-retry]').tap();
	await expect(page.locator('[data-exercise]')).toHaveAttribute('data-exercise-state', 'playing');

	for (const [i, ex] of moves.exercises.entries()) {
		await expect(page.locator('[data-exercise]')).toHaveAttribute('data-exercise', `moves/${ex.id}`);
		await solve(page, ex);
		if (i + 1 < moves.exercises.length) await page.locator('[data-next-exercise]').tap();
	}
	const done = page.locator('[data-lesson-done]');
	await expect(done).toBeVisible();
	await expect(done).toHaveAttribute('data-stars', '2');
	await page.locator('[data-next-lesson]').tap();

	for (const [i, ex] of capture.exercises.entries()) {
		await expect(page.locator('[data-exercise]')).toHaveAttribute('data-exercise', `capture/${ex.id}`);
		if (ex.id === 'backwards') {
			// A wrong move: the capture forwards, answered with the rule.
			const pos = exerciseStart(ex).position;
			await tapMove(page, applyMoveByName(pos, 'e5:g7'));
			await expect(page.locator('[data-exercise]')).toHaveAttribute('data-exercise-state', 'failed');
			await expect(page.locator('[data-verdict]')).toContainText('Это взятие вперёд. Простые шашки бьют и назад');
			await page.locator('[data-retry]').tap();
		}
		if (ex.id === 'choice') {
			// A wrong capture: Black keeps three moves, shown on the board as the refutation's words.
			await tapMove(page, applyMoveByName(exerciseStart(ex).position, 'f4:h6'));
			await expect(page.locator('[data-verdict]')).toContainText('После этого у чёрных 3 хода');
			await page.locator('[data-retry]').tap();
		}
		await solve(page, ex);
		if (i + 1 < capture.exercises.length) await page.locator('[data-next-exercise]').tap();
	}
	await expect(done).toHaveAttribute('data-stars', '2');
	await page.locator('[data-lesson-done] [data-lessons-list]').tap();
	await page.locator('[data-learn-ready]').waitFor();
	expect(await lessonState(page, 'moves')).toEqual({ state: 'done', stars: '2' });
	expect(await lessonState(page, 'capture')).toEqual({ state: 'done', stars: '2' });
	expect(await lessonState(page, 'kings')).toEqual({ state: 'open', stars: '0' });
	expect(await lessonState(page, 'aim')).toEqual({ state: 'locked', stars: '0' });

	// A reload: the same states, from the device's store.
	await page.reload();
	await page.locator('[data-learn-ready]').waitFor();
	await expect(page.locator('[data-lesson="capture"]')).toHaveAttribute('data-lesson-state', 'done');
	expect(await lessonState(page, 'moves')).toEqual({ state: 'done', stars: '2' });
	expect(await lessonState(page, 'kings')).toEqual({ state: 'open', stars: '0' });

	// In the export of the progress.
	await open(page, '/progress');
	await page.locator('[data-progress-ready]').waitFor();
	const downloading = page.waitForEvent('download');
	await page.locator('[data-export]').tap();
	const file = testInfo.outputPath('progress.json');
	await (await downloading).saveAs(file);
	const saved = JSON.parse(readFileSync(file, 'utf8'));
	const lessons = saved.data.lessons.filter((r: { kind: string }) => r.kind === 'lesson');
	expect(lessons.map((r: { id: string; stars: number; step: number }) => [r.id, r.stars, r.step]).sort()).toEqual([
		['capture', 2, 4],
		['moves', 2, 4]
	]);
});

test('a locked lesson opens by skipping the ones before it, and a lesson resumes where it was left', async ({ page }) => {
	await open(page, '/learn');
	await page.locator('[data-learn-ready]').waitFor();
	await page.locator('[data-lesson="aim"] [data-lesson-skip]').tap();
	await expect(page.locator('[data-lesson="aim"]')).toHaveAttribute('data-lesson-state', 'open');
	await expect(page.locator('[data-lesson="kings"]')).toHaveAttribute('data-lesson-state', 'open');
	await expect(page.locator('[data-lesson="offer"]')).toHaveAttribute('data-lesson-state', 'locked');
	await page.locator('[data-lesson="aim"] [data-lesson-open]').tap();
	// A win in one against the solver's defence, judged in the solver's worker.
	await solve(page, COURSE[3].exercises[0]);
	await page.locator('[data-next-exercise]').tap();
	await expect(page.locator('[data-exercise]')).toHaveAttribute('data-exercise', 'aim/blocked');
	// A wrong answer to a question: the rule, in words.
	await page.locator('[data-choice="white"]').tap();
	await expect(page.locator('[data-verdict]')).toContainText('Выиграли чёрные: у стороны, чей ход, нет ходов');
	expect(await accessibilityFindings(page)).toEqual([]);
	await page.reload();
	await expect(page.locator('[data-exercise]')).toHaveAttribute('data-exercise', 'aim/blocked');
	await expect(page.locator('[data-exercise-number]')).toHaveAttribute('data-exercise-number', '2');
});

/** The endgame tables on disk, as the app's worker has them. */
const tables = new TableSet(diskLoader());
function tablesBest(pos: Position): Move {
	const report = tablebaseReport(tables, pos)!;
	return bestMove(report.verdict, report.moves)!;
}
function tablesLosing(pos: Position): Move {
	return tablebaseReport(tables, pos)!.moves.find((m) => m.verdict.kind === 'loss')!.move;
}

test('endgame practice: a drill won against the tables’ defence, one failed with the best line shown', async ({ page }) => {
	test.setTimeout(120_000);
	await open(page, '/learn/practice');
	await page.locator('[data-practice-ready]').waitFor();
	const drills = page.locator('[data-drill]');
	expect(await drills.count()).toBeGreaterThanOrEqual(12);
	await expect(page.locator('[data-drill][data-drill-goal="draw"]')).not.toHaveCount(0);
	await expect(page.locator('[data-drill="pack-three-v-two"]')).toHaveAttribute('data-drill-pack', '');
	await expect(page.locator('[data-drill="pack-three-v-two"]')).toContainText('Нужны дополнительные таблицы для пяти шашек');

	const drill = page.locator('[data-drill-view]');
	await page.locator('[data-drill="two-men-v-king"] [data-drill-start]').tap();
	await expect(page).toHaveURL(/\?drill=two-men-v-king$/);
	await expect(drill).toHaveAttribute('data-drill-state', 'playing');
	await expect(page.locator('[data-task]')).toContainText('Выиграйте не больше чем за 4 хода (по таблицам 2, плюс 2)');
	// The tables' own line: each move the best, the app defending longest.
	while ((await drill.getAttribute('data-drill-state')) === 'playing') {
		const pos = await positionOnBoard(page);
		const before = await page.locator('[data-move-counter]').getAttribute('data-move-counter');
		await tapMove(page, tablesBest(pos));
		await expect(page.locator('[data-move-counter]')).not.toHaveAttribute('data-move-counter', before!);
		await expect(page.locator('[data-status]')).not.toHaveText('Проверяю…');
	}
	await expect(drill).toHaveAttribute('data-drill-state', 'won');
	await expect(drill).toHaveAttribute('data-puzzle-state', 'solved');
	await expect(page.locator('[data-verdict]')).toContainText('Выигрыш за 2 хода (по таблицам 2): 3 из 3 звёзд');

	// Again, with a losing first move: the app's refutation and the tables' best line.
	await page.locator('[data-retry]').tap();
	await expect(drill).toHaveAttribute('data-drill-state', 'playing');
	const start = await positionOnBoard(page);
	await tapMove(page, tablesLosing(start));
	await expect(drill).toHaveAttribute('data-drill-state', 'failed');
	await expect(page.locator('[data-verdict]')).toHaveAttribute('data-verdict', 'wrong');
	await expect(page.locator('[data-verdict]')).toContainText('Это проигрывает');
	const best = page.locator('[data-best-line]');
	await expect(best).toBeVisible();
	await expect(page.locator('[data-refutation]')).toBeVisible();
	await expect(best.locator('[data-line-step]')).toHaveCount(5);
	await best.locator('[data-line-step="1"]').tap();
	await expect(page.locator('[data-board]')).toHaveAttribute('data-fen', fenAfter(start, tablesBest(start)));
	expect(await accessibilityFindings(page)).toEqual([]);

	// The list keeps the best stars; a 5-piece drill without the pack says so and offers it.
	await page.locator('[data-drill-list]').tap();
	await expect(page.locator('[data-drill="two-men-v-king"]')).toHaveAttribute('data-stars', '3');
	await page.locator('[data-drill="pack-three-v-two"] [data-drill-start]').tap();
	await expect(page.locator('[data-tablebase-reason]')).toHaveAttribute('data-tablebase-reason', 'no-pack');
	await expect(page.locator('[data-action="get-pack"]')).toHaveAttribute('href', '/progress#pack-heading');
	await open(page, '/learn/practice');
	await page.locator('[data-practice-ready]').waitFor();
	await expect(page.locator('[data-drill="two-men-v-king"]')).toHaveAttribute('data-stars', '3');
});

function applyMoveByName(pos: Position, text: string): Move {
	const m = legalMoves(pos).find((x) => moveToString(x) === text);
	if (!m) throw new Error(`${text} is not a move here`);
	return m;
}

const fenAfter = (pos: Position, move: Move): string => makeFen(applyMove(pos, move));
