/**
 * Universal hooks. `reroute`: an address with a malformed escape would make
 * the client router throw before any page exists (a blank page, no
 * navigation); it is routed with its `%` taken literally, so the app's
 * error page shows it (src/lib/pwa/address.ts).
 */
import type { Reroute } from '@sveltejs/kit';
import { readablePath } from '$lib/pwa/address';

export const reroute: Reroute = ({ url }) => readablePath(url.pathname);
