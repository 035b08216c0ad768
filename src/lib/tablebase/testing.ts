/**
 * For tests only (Node): a table file altered the way a careful attacker
 * or a bad copy would, so that nothing but its SHA-256 can tell: the same
 * size, valid gzip with a right CRC-32, the same header, every value
 * `draw`. The gzip member carries a comment (FCOMMENT) that pads it to the
 * original length.
 */
import { crc32, deflateRawSync, gunzipSync } from 'node:zlib';

const HEADER_BYTES = 16;

export function allDrawsSameSize(file: Uint8Array): Uint8Array {
	const raw = new Uint8Array(gunzipSync(file));
	raw.fill(0, HEADER_BYTES);
	const deflated = deflateRawSync(raw, { level: 9 });
	const comment = file.length - 10 - 1 - deflated.length - 8;
	if (comment < 0) throw new Error('the altered table does not fit in the original size');
	const out = new Uint8Array(file.length);
	out.set([0x1f, 0x8b, 8, 0x10, 0, 0, 0, 0, 0, 0xff], 0);
	out.fill(0x78, 10, 10 + comment); // 'x'
	out[10 + comment] = 0;
	out.set(deflated, 11 + comment);
	const view = new DataView(out.buffer);
	view.setUint32(file.length - 8, crc32(raw) >>> 0, true);
	view.setUint32(file.length - 4, raw.length >>> 0, true);
	return out;
}
