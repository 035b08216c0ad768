/**
 * The app's sections as the navigation bar shows them, and which one an
 * address belongs to. Training runs (/streak, /storm) are puzzles too.
 */
import type { SectionName } from '$lib/i18n/section-names';

export type SectionId = SectionName;

export interface Section {
	id: SectionId;
	href: string;
	/** Further address roots that belong to the section. */
	also: readonly string[];
}

export const SECTIONS: readonly Section[] = [
	{ id: 'today', href: '/', also: [] },
	{ id: 'learn', href: '/learn', also: [] },
	{ id: 'puzzles', href: '/puzzles', also: ['/streak', '/storm'] },
	{ id: 'twelve', href: '/twelve', also: [] },
	{ id: 'studies', href: '/studies', also: [] },
	{ id: 'play', href: '/play', also: ['/review'] },
	{ id: 'analysis', href: '/analysis', also: [] },
	{ id: 'progress', href: '/progress', also: [] }
];

/** `root` itself or an address below it (`/puzzles/gen-1`), not one that merely starts alike (`/puzzlesx`). */
function under(path: string, root: string): boolean {
	return path === root || path.startsWith(root + '/');
}

/** The section of a path, or null (an unknown address). Trailing slashes do not matter. */
export function sectionOf(pathname: string): SectionId | null {
	const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
	if (path === '/' || path === '') return 'today';
	for (const s of SECTIONS) if (s.href !== '/' && [s.href, ...s.also].some((root) => under(path, root))) return s.id;
	return null;
}
