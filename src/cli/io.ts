/** Where a command writes: injected so tests run commands in-process. */
export interface Io {
	/** One line (or several joined by newlines) on stdout. */
	out(text: string): void;
	/** One line on stderr. */
	err(text: string): void;
	/**
	 * Stdin as text, piece by piece as it arrives (batch mode reads it line
	 * by line and answers as it goes, so input of any size runs in little
	 * memory). The pieces may split lines anywhere.
	 */
	input(): AsyncIterable<string>;
}

/** Exit codes of the contract (docs/cli.md). */
export const EXIT_OK = 0;
export const EXIT_ILLEGAL_MOVE = 1;
export const EXIT_FAILED = 1;
export const EXIT_BAD_INPUT = 2;

/** Bad input: printed as one line on stderr, exit code 2 unless given. */
export class CliError extends Error {
	constructor(
		message: string,
		readonly code: number = EXIT_BAD_INPUT
	) {
		super(message);
	}
}
