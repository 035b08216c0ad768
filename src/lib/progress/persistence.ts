/**
 * Whether the browser keeps the progress. By default a site's storage is
 * "best effort": the browser may delete it to free space, and Safari
 * deletes everything a site wrote by script after 7 days without a visit
 * unless the app is on the Home Screen. `navigator.storage.persist()` asks
 * for it to be kept; browsers grant or refuse it by their own rules
 * (Chrome from use and installation, Firefox by asking the user), so the
 * app asks after the first save (when there is something to keep) and
 * when it is installed to the home screen, and /progress says what the
 * browser answered. The storage is passed in, so tests need no browser.
 */

/** persisted: kept; best-effort: may be deleted (see above); unsupported: the browser does not say. */
export type Keeping = 'persisted' | 'best-effort' | 'unsupported';

export interface StorageLike {
	persisted?: () => Promise<boolean>;
	persist?: () => Promise<boolean>;
}

function browserStorage(): StorageLike | undefined {
	return (globalThis as { navigator?: Navigator }).navigator?.storage;
}

export async function keeping(storage: StorageLike | undefined = browserStorage()): Promise<Keeping> {
	if (!storage?.persisted) return 'unsupported';
	try {
		return (await storage.persisted()) ? 'persisted' : 'best-effort';
	} catch {
		return 'unsupported';
	}
}

/** Asks the browser to keep the site's storage (once kept, it does not ask again); what it keeps now. */
export async function askToKeep(storage: StorageLike | undefined = browserStorage()): Promise<Keeping> {
	const now = await keeping(storage);
	if (now !== 'best-effort' || !storage?.persist) return now;
	try {
		return (await storage.persist()) ? 'persisted' : 'best-effort';
	} catch {
		return 'best-effort';
	}
}

/** A callback for every successful save: the first one of the page asks to keep the storage; the rest do nothing. */
export function askAfterFirstSave(ask: () => Promise<unknown> = () => askToKeep()): () => void {
	let asked = false;
	return () => {
		if (asked) return;
		asked = true;
		void ask().catch(() => undefined);
	};
}

/** Asks again when the app is installed to the home screen (`appinstalled`); returns the function that stops listening. */
export function askOnInstall(
	target: EventTarget | undefined = globalThis as unknown as EventTarget,
	ask: () => Promise<unknown> = () => askToKeep()
): () => void {
	const installed = () => void ask().catch(() => undefined);
	target?.addEventListener?.('appinstalled', installed);
	return () => target?.removeEventListener?.('appinstalled', installed);
}
