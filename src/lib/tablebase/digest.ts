/**
 * SHA-256 of a table file, as lowercase hex: index.json carries it for
 * every file (the pack's, and each entry of the shipped container), so a
 * file that keeps its size and is valid gzip but holds other values (a
 * damaged or altered copy) is never used. A wrong verdict from a bad file
 * is the worst failure the tables can have; a missing table only costs a
 * verdict. Web Crypto: browsers, workers and Node alike.
 */

export const SHA256_HEX = /^[0-9a-f]{64}$/;

export async function sha256Hex(bytes: Uint8Array): Promise<string> {
	const digest = await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>);
	return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Whether `bytes` are the file `expected` names (a hex SHA-256; undefined: an index without hashes, which proves nothing). */
export async function matchesDigest(bytes: Uint8Array, expected: string | undefined): Promise<boolean> {
	return expected !== undefined && (await sha256Hex(bytes)) === expected;
}
