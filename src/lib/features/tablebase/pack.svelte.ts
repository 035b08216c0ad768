/**
 * The 5-piece pack on this device: whether it is installed, what the
 * server offers, an install with its progress (cancellable), removal.
 * Storage and network are passed in (the page gives Cache Storage and
 * fetch), so the states can be tested without a browser.
 */
import {
	installPack,
	packOnDevice,
	offeredPack,
	type Fetcher,
	type InstalledPack,
	type PackError,
	type PackProgress,
	type PackStore
} from '$lib/tablebase/pack';
import { PACK_CACHE } from '$lib/tablebase/urls';

/** `damaged`: installed, but files on the device no longer match their SHA-256 (never used; offers to download again). */
export type PackState = 'checking' | 'absent' | 'unavailable' | 'installing' | 'installed' | 'damaged' | 'error';

export interface PackDeps {
	fetcher: Fetcher;
	openStore: () => Promise<PackStore>;
	deleteStore: () => Promise<unknown>;
	/** Asks the browser to keep the site's storage under pressure; may say no. */
	persist: () => Promise<unknown>;
}

export class PackController {
	state = $state<PackState>('checking');
	/** The pack installed, or the one the server offers (its size before installing). */
	pack = $state.raw<InstalledPack | null>(null);
	progress = $state.raw<PackProgress | null>(null);
	error = $state.raw<PackError | null>(null);
	/** The files that failed their check, when the state is `damaged`. */
	damaged = $state.raw<string[]>([]);
	#stop: AbortController | null = null;

	constructor(private readonly deps: PackDeps) {}

	async open(): Promise<void> {
		this.state = 'checking';
		try {
			const onDevice = await packOnDevice(await this.deps.openStore());
			if (onDevice.kind === 'installed') {
				this.pack = onDevice.pack;
				this.state = 'installed';
				return;
			}
			if (onDevice.kind === 'damaged') {
				this.pack = onDevice.pack;
				this.damaged = onDevice.files;
				this.state = 'damaged';
				return;
			}
		} catch {
			// No Cache Storage (some private modes): the pack cannot be installed here.
			this.#fail({ kind: 'storage' });
			return;
		}
		const offered = await offeredPack(this.deps.fetcher);
		if (offered.ok) {
			this.pack = { tables: offered.value.tables, bytes: offered.value.bytes, positions: offered.value.positions };
			this.state = 'absent';
		} else if (offered.error.kind === 'unavailable') this.state = 'unavailable';
		else this.#fail(offered.error);
	}

	async install(): Promise<void> {
		if (this.state === 'installing') return;
		this.state = 'installing';
		this.error = null;
		this.progress = null;
		const stop = (this.#stop = new AbortController());
		void this.deps.persist().catch(() => undefined);
		let store: PackStore;
		try {
			store = await this.deps.openStore();
		} catch {
			this.#fail({ kind: 'storage' });
			return;
		}
		const r = await installPack(this.deps.fetcher, store, (p) => (this.progress = p), stop.signal);
		this.#stop = null;
		if (stop.signal.aborted) {
			// Cancelled: what was stored stays for the next install, but the pack is not installed.
			this.state = 'absent';
			return;
		}
		if (r.ok) {
			this.pack = r.value;
			this.damaged = [];
			this.state = 'installed';
		} else this.#fail(r.error);
	}

	cancel(): void {
		this.#stop?.abort();
	}

	/** The panel goes away: an install under way stops. */
	dispose(): void {
		this.cancel();
	}

	async remove(): Promise<void> {
		this.cancel();
		await this.deps.deleteStore();
		this.progress = null;
		await this.open();
	}

	#fail(error: PackError): void {
		this.error = error;
		this.state = 'error';
	}
}

/** The browser's Cache Storage and fetch. */
export function browserPackDeps(): PackDeps {
	return {
		fetcher: (url) => fetch(url, { cache: 'no-store' }),
		// Reading does not open the cache, so a removed pack leaves no empty cache behind.
		openStore: async () => ({
			match: (url) => caches.match(url, { cacheName: PACK_CACHE }),
			put: async (url, response) => (await caches.open(PACK_CACHE)).put(url, response)
		}),
		deleteStore: () => caches.delete(PACK_CACHE),
		persist: async () => navigator.storage?.persist?.()
	};
}
