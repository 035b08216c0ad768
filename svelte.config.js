import adapter from '@sveltejs/adapter-static';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';

/** @type {import('@sveltejs/kit').Config} */
const config = {
	preprocess: vitePreprocess(),
	kit: {
		adapter: adapter({ pages: 'build', assets: 'build', fallback: undefined, strict: true }),
		// Data files no page links to (pages fetch them on the device).
		prerender: { entries: ['*', '/bank/summary.json'], handleUnseenRoutes: 'warn' }
	}
};

export default config;
