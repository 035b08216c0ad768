/**
 * The one way a view makes its controller (src/lib/features/<name>/controller.svelte.ts):
 * made with the component (so its state renders on the server and the first
 * frame), opened once the component is in the page (reading the address, the
 * device store, starting workers), and disposed when the component goes (its
 * timers, workers and late answers dropped). Call it while the component's
 * script runs, as Svelte's own onMount.
 */
import { onDestroy, onMount } from 'svelte';

export interface Disposable {
	dispose(): void;
}

export interface MountOptions<C> {
	/** Once in the page (never while prerendering). */
	open?: (controller: C) => void | Promise<void>;
	/** After dispose: what the view made for the controller (worker clients it handed in). */
	release?: () => void;
}

export function mountController<C extends Disposable>(make: () => C, options: MountOptions<C> = {}): C {
	const controller = make();
	onMount(() => void options.open?.(controller));
	onDestroy(() => {
		controller.dispose();
		options.release?.();
	});
	return controller;
}
