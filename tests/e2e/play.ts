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
