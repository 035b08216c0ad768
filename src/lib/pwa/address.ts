/**
 * Addresses the router cannot read. SvelteKit's client router decodes the
 * path with decodeURI before it matches a route, and a malformed escape
 * (`/puzzles/%E0%A4%A`, `/x%ZZ`) throws a URIError there: the app never
 * starts and the page stays blank, without navigation. Read such a path
 * with its `%` signs taken literally instead: it then reaches the route it
 * names (or none), and the app's own error page says what is wrong.
 */

/** The path to route instead of `pathname`, or undefined when it decodes as it is. */
export function readablePath(pathname: string): string | undefined {
	// The decoded text is used, not only tried: a minifier drops a decodeURI whose result is unused (it counts it as pure).
	let decoded: string | null;
	try {
		decoded = decodeURI(pathname);
	} catch {
		decoded = null;
	}
	return decoded === null ? pathname.replaceAll('%', '%25') : undefined;
}
