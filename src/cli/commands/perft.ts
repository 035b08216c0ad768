import { perft as countLeaves } from '../../lib/engine';
import { clip } from '../../lib/i18n/errors';
import { fenArg, parseArgs } from '../args';
import { CliError, EXIT_OK, type Io } from '../io';

/** `perft FEN DEPTH`: leaf counts for each depth, then leaves per second. */
export async function perft(argv: string[], io: Io): Promise<number> {
	const { positional } = parseArgs(argv, {});
	if (positional.length !== 2) throw new CliError('usage: perft FEN DEPTH');
	const pos = fenArg(positional[0]);
	const raw = positional[1];
	if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > 20) throw new CliError(`DEPTH must be a whole number from 1 to 20, got "${clip(raw)}"`);
	const depth = Number(raw);
	let nps = 0;
	for (let d = 1; d <= depth; d++) {
		const t0 = performance.now();
		const nodes = countLeaves(pos, d);
		const seconds = (performance.now() - t0) / 1000;
		io.out(`depth ${d} nodes ${nodes}`);
		nps = seconds > 0 ? Math.round(nodes / seconds) : nodes;
	}
	io.out(`nps ${nps}`);
	return EXIT_OK;
}
