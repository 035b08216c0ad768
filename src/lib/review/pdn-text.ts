/**
 * A PDN file's bytes as text, for the review page's PDN box and the CLI's
 * `pdn` and `review`: at most MAX_PDN_BYTES, no line longer than
 * MAX_PDN_LINE, read as UTF-8, or as Windows-1251 (the usual encoding of
 * Russian draughts files) when the bytes are not valid UTF-8. Errors are
 * codes; the callers word them.
 */

/** The largest PDN file read (the app's limit for a file, as for a progress file). */
export const MAX_PDN_BYTES = 16 * 1024 * 1024;
/** The longest line read (the CLI batch's per-line limit): a file of one endless line is refused early. */
export const MAX_PDN_LINE = 1 << 20;

export type PdnTextError =
	/** More than `maxBytes` bytes. */
	| { kind: 'too-large'; maxBytes: number }
	/** Line `line` (1-based) is longer than `maxLine` characters. */
	| { kind: 'line-too-long'; line: number; maxLine: number };

export type PdnEncoding = 'utf-8' | 'windows-1251';

/**
 * Counts bytes and lines as pieces of a text come in, and says at the first
 * piece that goes past a limit. Memory: none beyond the counters.
 */
export class PdnTextLimit {
	#bytes = 0;
	#line = 1;
	#lineLength = 0;

	constructor(
		readonly maxBytes = MAX_PDN_BYTES,
		readonly maxLine = MAX_PDN_LINE
	) {}

	/** Takes the next piece (bytes, or text counted a character a byte); the first limit it passes, or null. */
	take(piece: Uint8Array | string): PdnTextError | null {
		const length = typeof piece === 'string' ? piece.length : piece.byteLength;
		this.#bytes += length;
		if (this.#bytes > this.maxBytes) return { kind: 'too-large', maxBytes: this.maxBytes };
		let from = 0;
		for (;;) {
			const nl = typeof piece === 'string' ? piece.indexOf('\n', from) : piece.indexOf(10, from);
			const end = nl < 0 ? length : nl;
			this.#lineLength += end - from;
			if (this.#lineLength > this.maxLine) return { kind: 'line-too-long', line: this.#line, maxLine: this.maxLine };
			if (nl < 0) return null;
			this.#line++;
			this.#lineLength = 0;
			from = nl + 1;
		}
	}
}

/** The bytes' text and the encoding it was read in: UTF-8 when valid (a byte-order mark dropped), else Windows-1251. */
export function decodePdnBytes(bytes: Uint8Array): { text: string; encoding: PdnEncoding } {
	try {
		const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
		return { text: text.charCodeAt(0) === 0xfeff ? text.slice(1) : text, encoding: 'utf-8' };
	} catch {
		return { text: new TextDecoder('windows-1251').decode(bytes), encoding: 'windows-1251' };
	}
}

/** The text of a file's bytes, or why it is refused (too large, a line too long). */
export function readPdnBytes(bytes: Uint8Array): { ok: true; text: string; encoding: PdnEncoding } | { ok: false; error: PdnTextError } {
	const problem = new PdnTextLimit().take(bytes);
	if (problem) return { ok: false, error: problem };
	return { ok: true, ...decodePdnBytes(bytes) };
}
