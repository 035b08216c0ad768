/**
 * The course's texts (learn.ts): added when the course's pages load (their
 * feature imports this module), so no other page downloads them.
 */
import { addTexts } from './index.svelte';
import { learnTexts } from './learn';

addTexts(learnTexts);
