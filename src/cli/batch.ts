/** Batch mode (`moves -`, `solve -`, `tablebase probe -`): one FEN per stdin line, each answered as it is read. */
import { parseFen, type Position } from '../lib/engine';
import { badFen } from './args';
import { EXIT_BAD_INPUT, EXIT_OK, type Io } from './io';
import { inputLines, MAX_LINE } from './lines';

/**
 * Answer every line of stdin in order: the answer's lines, then one empty
 * line. A line that is empty, too long or not a position gets the single
 * line `error: REASON` and the batch goes on; the exit code is then 2.
 * `answer` may refuse a position it cannot answer with `{ error }`.
 */
export async function fenBatch(io: Io, answer: (pos: Position) => string[] | { error: string }): Promise<number> {
	let bad = false;
	for await (const line of inputLines(io.input())) {
		const text = line.text.trim();
		let problem: string | null = null;
		let lines: string[] = [];
		if (line.tooLong) problem = `line too long (more than ${MAX_LINE} characters)`;
		else if (text === '') problem = 'empty line';
		else {
			const r = parseFen(text);
			if (r.ok) {
				const a = answer(r.value);
				if (Array.isArray(a)) lines = a;
				else problem = a.error;
			} else problem = badFen(text, r.error);
		}
		if (problem !== null) {
			bad = true;
			lines = [`error: ${problem}`];
		}
		io.out([...lines, ''].join('\n'));
	}
	return bad ? EXIT_BAD_INPUT : EXIT_OK;
}
