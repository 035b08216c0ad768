import adapter from '@sveltejs/adapter-static';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';

/** @type {import('@sveltejs/kit').Config} */
const config = {
	preprocess: vitePreprocess(),
	kit: {
		// 200.html: the app shell, for the pages rendered on the device (every
		// /puzzles/<id>) and unknown addresses; the service worker precaches it
		// (src/service-worker.ts names it too). precompress: .br and .gz beside
		// each file, which scripts/serve.js sends as a real host would.
		adapter: adapter({ pages: 'build', assets: 'build', fallback: '200.html', precompress: true, strict: true }),
		// Data files no page links to (pages fetch them on the device).
		prerender: { entries: ['*', '/bank/index.json'], handleUnseenRoutes: 'warn' },
		// Nothing from other origins. Prerendered pages get this as a <meta> tag
		// with the hashes of Kit's inline start-up script ('hash' mode).
		// style-src-attr 'unsafe-inline': style *attributes* are in the
		// prerendered markup (Svelte renders style:x / style={...} into them;
		// the board places its squares that way, Kit's route announcer and
		// app.html's wrapper have one), and a blocked one stays blocked after
		// hydration. Scripts and style sheets/<style> stay 'self' only.
		csp: {
			mode: 'hash',
			directives: {
				'default-src': ['self'],
				'script-src': ['self'],
				'worker-src': ['self'],
				'connect-src': ['self'],
				'img-src': ['self'],
				'font-src': ['self'],
				'manifest-src': ['self'],
				'style-src': ['self'],
				'style-src-attr': ['unsafe-inline'],
				'object-src': ['none'],
				'base-uri': ['self'],
				'form-action': ['self']
			}
		}
	}
};

export default config;
