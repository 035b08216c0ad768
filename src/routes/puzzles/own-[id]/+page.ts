/**
 * A puzzle from the user's own game (`/puzzles/own-GAMEID-PLY`), rendered on
 * the device: the page finds it in the device store, not the bank (the
 * store opens after the first screen, so the page reads it, not this load).
 */
import type { PageLoad } from './$types';

export const prerender = false;
export const ssr = false;

export const load: PageLoad = ({ params }) => ({ id: `own-${params.id}` });
