/**
 * Taking on display choices (ui/display/display.svelte): from the settings,
 * the progress store (another tab, an import) or the copy this device keeps
 * in localStorage for the next start. Loaded after the first screen.
 */
import { DEFAULT_DISPLAY, display, type DisplaySettings } from './display.svelte';

const KEY = 'poddavki.display';

/** Takes on new choices at once (from the settings, the store or the saved copy) and keeps the copy. */
export function applyDisplay(next: Partial<DisplaySettings> | undefined): void {
	Object.assign(display, DEFAULT_DISPLAY, next);
	if (typeof document === 'undefined') return;
	document.documentElement.dataset.boardTheme = display.board;
	// The other boards' colours are a style sheet of their own, off the first screen.
	if (display.board !== 'classic') void import('$lib/styles/board-themes.css');
	try {
		localStorage.setItem(KEY, JSON.stringify(display));
	} catch {
		// Storage refused (a private window): the choice lasts for this visit.
	}
}

/** At start-up: the choices saved on this device, if any (checked by the store's validator when they come from it). */
export function initDisplay(): void {
	try {
		applyDisplay(JSON.parse(localStorage.getItem(KEY) ?? '{}'));
	} catch {
		applyDisplay(undefined);
	}
}
