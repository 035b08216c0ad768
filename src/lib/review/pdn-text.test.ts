import { describe, expect, it } from 'vitest';
import { decodePdnBytes, MAX_PDN_LINE, PdnTextLimit, readPdnBytes } from './pdn-text';

/** "Иванов" in Windows-1251. */
const IVANOV_1251 = [0xc8, 0xe2, 0xe0, 0xed, 0xee, 0xe2];

describe('a PDN file as text', () => {
	it('reads UTF-8 as UTF-8 (a byte-order mark dropped)', () => {
		const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('[White "Иванов"]')]);
		expect(decodePdnBytes(bytes)).toEqual({ text: '[White "Иванов"]', encoding: 'utf-8' });
	});

	it('reads bytes that are not UTF-8 as Windows-1251 (Russian names, not �)', () => {
		const bytes = new Uint8Array([...new TextEncoder().encode('[White "'), ...IVANOV_1251, 0x22, 0x5d]);
		expect(decodePdnBytes(bytes)).toEqual({ text: '[White "Иванов"]', encoding: 'windows-1251' });
	});

	it('refuses a file over the size limit and a line over the line limit, naming the line', () => {
		expect(new PdnTextLimit(10, 100).take('0123456789a')).toEqual({ kind: 'too-large', maxBytes: 10 });
		const limit = new PdnTextLimit(1000, 5);
		expect(limit.take('abc\nabcd')).toBeNull();
		// The line goes on in the next piece: counted across pieces.
		expect(limit.take('ef\n')).toEqual({ kind: 'line-too-long', line: 2, maxLine: 5 });
		expect(readPdnBytes(new Uint8Array(MAX_PDN_LINE + 1).fill(48))).toEqual({ ok: false, error: { kind: 'line-too-long', line: 1, maxLine: MAX_PDN_LINE } });
	});
});
