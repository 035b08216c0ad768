/** Helpers for the progress tests: each store gets its own in-memory IndexedDB. */
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { openProgress, type OpenOptions } from './open';
import type { AttemptInput, ProgressStore } from './store';
import type { ImportError } from './transfer';
import { startStorm, type StormRun } from '../training/storm';
import { parseFen, parseMove } from '../engine';
import { puzzleFromMistake, type PersonalPuzzle } from '../review/puzzle';
import type { PlayedGame } from './types';

let counter = 0;

export async function freshStore(options: OpenOptions = {}): Promise<{ store: ProgressStore; indexedDB: IDBFactory; name: string }> {
	const indexedDB = options.indexedDB ?? new IDBFactory();
	const name = options.name ?? `progress-test-${++counter}`;
	const store = await openProgress({ ...options, name, indexedDB, IDBKeyRange });
	return { store, indexedDB, name };
}

/** When the tests' imports are made: after every record they import (Jan 31 2026, noon). */
export const IMPORTED_AT = new Date(2026, 0, 31, 12).getTime();

/** Noon local time of a day of January 2026 (1 = Jan 1), plus hours. */
export function jan(day: number, hours = 0): number {
	return new Date(2026, 0, day, 12 + hours).getTime();
}

export function jd(day: number): string {
	return `2026-01-${String(day).padStart(2, '0')}`;
}

export function attempt(over: Partial<AttemptInput> = {}): AttemptInput {
	return { puzzleId: 'p1', result: 'solved', timeMs: 30_000, moves: ['c3-d4', 'e5:c3'], hintUsed: false, daily: false, at: jan(5), ...over };
}

/** A store with some of everything. */
export async function filled(): Promise<ProgressStore> {
	const { store } = await freshStore();
	await store.setSettings({ review: { enabled: true }, theme: 'dark' });
	await store.recordAttempt(attempt({ puzzleId: 'a', result: 'failed', at: jan(5), daily: true, date: jd(5), rated: { puzzleRating: 1200 } }));
	await store.recordAttempt(attempt({ puzzleId: 'a', result: 'solved', at: jan(5, 1), daily: true, date: jd(5) }));
	await store.recordAttempt(attempt({ puzzleId: 'b', result: 'solved', at: jan(6), rated: { puzzleRating: 1400 } }));
	await store.recordTwelveRun({ square: 'c5', moves: ['a3-b4'], result: 'won', playerMoves: 8, optimum: 7, at: jan(6) });
	await store.saveStudyProgress('petrov', { lastPly: 3, quiz: [{ node: '2', result: 'failed' }] }, jan(6));
	await store.finishRun(stormOver(jan(6), 9));
	return store;
}

/** A finished Storm run started at `startedAt` with `score` solved. */
export function stormOver(startedAt: number, score: number): StormRun {
	return { ...startStorm([{ id: 'x', n: 1, difficulty: 1, themes: [] }], () => 0, startedAt), score, state: 'over', endedAt: startedAt + 100_000 };
}

/** The data part of an export: what must survive. */
export async function data(store: ProgressStore) {
	return (await store.exportProgress(jan(20))).data;
}

/** Where an invalid file went wrong; nothing for the other refusals. */
export const pathOf = (error: ImportError) => (error.kind === 'invalid' ? error.path : undefined);

/** The bank's first-steps-2: White wins in 2, with three winning first moves. */
export const FIRST_STEPS_2 = 'W:Wd2,f4,h6:Bb6,e3';

/** The personal puzzle of a game `gameId` from first-steps-2 in which White threw the win away with f4-e5. */
export function thrownFirstSteps(gameId: string): PersonalPuzzle {
	const start = parseFen(FIRST_STEPS_2);
	const losing = start.ok ? parseMove(start.value, 'f4-e5') : null;
	if (!start.ok || !losing?.ok) throw new Error('first-steps-2 and f4-e5');
	const made = puzzleFromMistake({ id: gameId, start: start.value, moves: [losing.value] }, 1);
	if (!made.ok) throw new Error(made.reason);
	return made.puzzle;
}

/** A game against the app from first-steps-2: White (level 2) threw the win away with f4-e5 and resigned. */
export function resignedFirstSteps(id: string, startedAt: number, at: number): PlayedGame {
	return { id, startedAt, at, level: 2, color: 'white', fen: FIRST_STEPS_2, moves: ['f4-e5'], result: 'resigned', reason: 'resigned' };
}
