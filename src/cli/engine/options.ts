/** Options shared by the engine commands. */
import { STRONGEST } from '../../lib/engine-player/levels';
import { DEFAULT_MOVETIME_MS } from '../../lib/engine-player/player';
import { diskLoader } from '../../lib/tablebase/files-node';
import { TableSet } from '../../lib/tablebase/table';
import { intOption, type Parsed } from '../args';
import type { Io } from '../io';

export function movetimeOption(parsed: Parsed): number {
	return intOption(parsed, 'movetime', DEFAULT_MOVETIME_MS, 1, 3_600_000);
}

/** A level number 1-8. */
export function levelOption(parsed: Parsed, name: string, fallback: number): number {
	return intOption(parsed, name, fallback, 1, STRONGEST);
}

/** The endgame tables where built (a bad file is skipped with a warning on stderr). */
export function engineTables(io: Io): TableSet {
	return new TableSet(diskLoader('.', (m) => io.err(`warning: ${m}`)));
}
