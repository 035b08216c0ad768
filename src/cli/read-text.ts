/**
 * A PDN file or stdin read whole for `pdn` and `review`, within the app's
 * limits (src/lib/review/pdn-text.ts: 16 MB, lines of at most 1 MB): past
 * one, the reading stops at once with one error line (exit 2), so
 * `pdn /dev/zero` or an endless pipe answers in moments instead of growing
 * without end. A file that is not UTF-8 is read as Windows-1251.
 */
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { clip } from '../lib/i18n/errors';
import { decodePdnBytes, PdnTextLimit, type PdnTextError } from '../lib/review/pdn-text';
import { CliError, type Io } from './io';

const CHUNK = 1 << 16;

function tooMuch(where: string, e: PdnTextError): CliError {
	return new CliError(
		e.kind === 'too-large'
			? `${where}: more than ${e.maxBytes} bytes (the limit for a PDN file)`
			: `${where}: line ${e.line} is longer than ${e.maxLine} characters`
	);
}

function cannotRead(path: string, e: unknown): CliError {
	const code = (e as NodeJS.ErrnoException).code;
	const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a folder' : code === 'EACCES' ? 'permission denied' : (e as Error).message;
	return new CliError(`cannot read "${clip(path)}": ${why}`);
}

/** The text of the file at `path`, read piece by piece and refused at the first limit passed. */
export function readPdnFile(path: string): string {
	let fd: number;
	try {
		fd = openSync(path, 'r');
	} catch (e) {
		throw cannotRead(path, e);
	}
	try {
		const limit = new PdnTextLimit();
		const where = `"${clip(path)}"`;
		const stat = fstatSync(fd);
		if (stat.isDirectory()) throw cannotRead(path, Object.assign(new Error('EISDIR'), { code: 'EISDIR' }));
		// A regular file says its size: refused unread when it is too large.
		if (stat.isFile() && stat.size > limit.maxBytes) throw tooMuch(where, { kind: 'too-large', maxBytes: limit.maxBytes });
		const pieces: Uint8Array[] = [];
		for (;;) {
			const piece = new Uint8Array(CHUNK);
			let n: number;
			try {
				n = readSync(fd, piece, 0, CHUNK, null);
			} catch (e) {
				throw cannotRead(path, e);
			}
			if (n === 0) break;
			const read = piece.subarray(0, n);
			const problem = limit.take(read);
			if (problem) throw tooMuch(where, problem);
			pieces.push(read);
		}
		return decodePdnBytes(Buffer.concat(pieces)).text;
	} finally {
		closeSync(fd);
	}
}

/** Stdin as one text, refused at the first limit passed (the reading stops there). */
export async function readPdnStdin(io: Io): Promise<string> {
	const limit = new PdnTextLimit();
	const pieces: string[] = [];
	for await (const piece of io.input()) {
		const problem = limit.take(piece);
		if (problem) throw tooMuch('standard input', problem);
		pieces.push(piece);
	}
	const text = pieces.join('');
	return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** `FILE` or `-`. */
export function readPdnArg(arg: string, io: Io): Promise<string> {
	return arg === '-' ? readPdnStdin(io) : Promise.resolve(readPdnFile(arg));
}
