// Whether the process was started with its standard output closed
// (`cmd >&-`). Node never lets a script see a closed fd 1: at start-up it
// puts /dev/null there, opened read-write, so every write "succeeds" and
// the output is lost. A shell's redirection to /dev/null opens it
// write-only, so the two can be told apart (Linux: /proc/self/fd and
// fdinfo). Elsewhere, or when /proc cannot be read, the answer is no.
import { readFileSync, readlinkSync } from 'node:fs';

const O_ACCMODE = 3;
const O_RDWR = 2;

/**
 * From what /proc says of the fd: where it points and its fdinfo text.
 * @param {string} target
 * @param {string} fdinfo
 * @returns {boolean}
 */
export function looksClosed(target, fdinfo) {
	if (target !== '/dev/null') return false;
	const flags = /^flags:\s*([0-7]+)/m.exec(fdinfo);
	return flags !== null && (parseInt(flags[1], 8) & O_ACCMODE) === O_RDWR;
}

export function stdoutClosed() {
	try {
		return looksClosed(readlinkSync('/proc/self/fd/1'), readFileSync('/proc/self/fdinfo/1', 'utf8'));
	} catch {
		return false;
	}
}
