// See https://svelte.dev/docs/kit/types#app.d.ts
declare global {
	namespace App {
		interface Error {
			/** A code the error page turns into words (`no-such-puzzle`, `bank-unavailable`, `bank-damaged`), or SvelteKit's own message. */
			message: string;
		}
	}
}

export {};
