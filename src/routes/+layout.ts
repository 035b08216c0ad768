export const prerender = true;
export const trailingSlash = 'never';

/** Every page but `/` needs the texts beyond the first screen's (src/lib/i18n/more.ts); `/` does without them. */
export async function load({ route }: { route: { id: string | null } }): Promise<void> {
	if (route.id !== '/') await import('$lib/i18n/more');
}
