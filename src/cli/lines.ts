/** Stdin cut into lines as it arrives, for batch mode. */

/** Longer lines are answered with an error instead of being held in memory. */
export const MAX_LINE = 1 << 20;

export interface InputLine {
	/** The line without its line break (`\n` or `\r\n`); for a line over MAX_LINE, its start. */
	text: string;
	/** The line had more than MAX_LINE characters. */
	tooLong: boolean;
}

/**
 * Lines of a text given in pieces. A final line without a line break
 * counts; an empty input has no lines; a byte-order mark at the start is
 * dropped. Memory stays within one piece plus MAX_LINE characters.
 */
export async function* inputLines(pieces: AsyncIterable<string>, maxLine = MAX_LINE): AsyncGenerator<InputLine> {
	let partial: string[] = [];
	let length = 0;
	let tooLong = false;
	let first = true;
	const take = (s: string): void => {
		if (tooLong) return;
		if (length + s.length > maxLine) {
			partial.push(s.slice(0, maxLine - length));
			tooLong = true;
		} else partial.push(s);
		length += s.length;
	};
	const finish = (): InputLine => {
		let text = partial.join('');
		if (!tooLong && text.endsWith('\r')) text = text.slice(0, -1);
		const line = { text, tooLong };
		partial = [];
		length = 0;
		tooLong = false;
		return line;
	};
	for await (let piece of pieces) {
		if (first && piece.length > 0) {
			if (piece.charCodeAt(0) === 0xfeff) piece = piece.slice(1);
			first = false;
		}
		let from = 0;
		for (;;) {
			const nl = piece.indexOf('\n', from);
			if (nl < 0) break;
			take(piece.slice(from, nl));
			yield finish();
			from = nl + 1;
		}
		if (from < piece.length) take(piece.slice(from));
	}
	if (length > 0 || partial.length > 0) yield finish();
}
