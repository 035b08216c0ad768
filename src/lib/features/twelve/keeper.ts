/**
 * Where a 12-against-1 game in progress is kept: the progress store (in
 * IndexedDB with the rest, so it is exported and listed on /progress),
 * reached through the pages' progress link and its outbox.
 *
 * Earlier releases kept it in localStorage (`poddavki.twelve.<square>`).
 * Those games are brought over once, before the first read: each onto a
 * square that has no game in the store yet, and removed from localStorage
 * only once the store holds it, so none is lost.
 */
import type { TwelveGameSave } from '$lib/progress/types';
import type { GameKeeper } from './controller.svelte';

/** The key prefix of the games earlier releases kept in localStorage. */
export const LEGACY_PREFIX = 'poddavki.twelve.';

/** The part of Web Storage the migration uses. */
export type LegacyStorage = Pick<Storage, 'getItem' | 'removeItem' | 'key' | 'length'>;

/** What the keeper needs of the progress link. */
export interface KeeperLink {
	twelveGame(square: string): Promise<TwelveGameSave['game'] | null>;
	/** True when stored, false when kept in the outbox for later. */
	saveTwelveGame(square: string, game: TwelveGameSave['game'], ifNone: boolean): Promise<boolean>;
	removeTwelveGame(square: string): Promise<boolean>;
}

const isGame = (v: unknown): v is TwelveGameSave['game'] =>
	!!v && typeof v === 'object' && !Array.isArray(v) && Array.isArray((v as { plies?: unknown }).plies);

/** Brings every game of `storage` into the store; returns the squares brought over. */
export async function migrateLegacyGames(storage: LegacyStorage, link: KeeperLink): Promise<string[]> {
	const keys: string[] = [];
	for (let i = 0; i < storage.length; i++) {
		const key = storage.key(i);
		if (key?.startsWith(LEGACY_PREFIX)) keys.push(key);
	}
	const moved: string[] = [];
	for (const key of keys) {
		const square = key.slice(LEGACY_PREFIX.length);
		let game: unknown;
		try {
			game = JSON.parse(storage.getItem(key) ?? 'null');
		} catch {
			game = null;
		}
		// A game that cannot be read could not be resumed either: drop it.
		if (!isGame(game)) {
			storage.removeItem(key);
			continue;
		}
		const stored = await link.saveTwelveGame(square, game, true).catch(() => false);
		if (stored) {
			storage.removeItem(key);
			moved.push(square);
		}
	}
	return moved;
}

/** The app's keeper: the progress link, after the games of older releases were brought over. */
export function progressKeeper(link: KeeperLink, legacy: LegacyStorage | null): GameKeeper {
	let migrated: Promise<unknown> | null = null;
	const ready = () => (migrated ??= legacy ? migrateLegacyGames(legacy, link).catch(() => []) : Promise.resolve());
	return {
		load: async (square) => {
			await ready();
			return link.twelveGame(square);
		},
		save: (square, game) => void link.saveTwelveGame(square, game as unknown as TwelveGameSave['game'], false),
		remove: (square) => void link.removeTwelveGame(square)
	};
}
