/** Driving a puzzle the way a user does, shared by the specs that record progress. */
import { expect, type Page } from '@playwright/test';
import { builtBank } from './built';

export interface StoredPuzzle {
	id: string;
	fen: string;
	solution: string[];
}

export async function open(page: Page, path: string): Promise<void> {
	await page.goto(path);
	await page.locator('body[data-hydrated]').waitFor();
}

export const board = (page: Page) => page.locator('[data-board]');

/** A move by clicking its first and last squares on the board. */
export async function move(page: Page, from: string, to: string): Promise<void> {
	await board(page).locator(`[data-square="${from}"]`).click();
	await board(page).locator(`[data-square="${to}"]`).click();
}

/** /progress (with `search`, e.g. `?today=2026-01-05`), once it has read the device's records. */
export async function openProgress(page: Page, search = ''): Promise<void> {
	await open(page, `/progress${search}`);
	await page.locator('[data-progress-ready]').waitFor();
}

/** An export file (version 1) holding only `attempts`, to import on /progress. */
export function progressFile(attempts: unknown[]): Buffer {
	const file = {
		format: 'poddavki-progress',
		version: 1,
		app: '0.1.0',
		exportedAt: '2026-01-05T12:00:00.000Z',
		schema: 1,
		data: { attempts, daily: [], reviews: [], twelve: [], studies: [], settings: null }
	};
	return Buffer.from(JSON.stringify(file));
}

/**
 * Plays the stored solution: the user's moves by clicking their first and
 * last squares, waiting after each for the app's reply (the position on
 * screen changes and it is the user's turn again).
 */
export async function solve(page: Page, puzzle: StoredPuzzle): Promise<void> {
	const side = puzzle.fen[0];
	for (let i = 0; i < puzzle.solution.length; i += 2) {
		const squares = puzzle.solution[i].split(/[-:]/);
		const before = await board(page).getAttribute('data-fen');
		await board(page).locator(`[data-square="${squares[0]}"]`).click();
		await board(page)
			.locator(`[data-square="${squares[squares.length - 1]}"]`)
			.click();
		if (i + 1 < puzzle.solution.length)
			await expect
				.poll(async () => {
					const fen = await board(page).getAttribute('data-fen');
					return fen !== before && fen?.startsWith(`${side}:`);
				})
				.toBe(true);
	}
	await expect(page.locator('[data-puzzle-state]')).toHaveAttribute('data-puzzle-state', 'solved');
}

export function puzzleData(id: string): StoredPuzzle {
	return builtBank().puzzle(id);
}
