import { describe, expect, it } from 'vitest';
import { saveBackup } from './backup';

describe('a backup file in one tap', () => {
	it('shares the file where the browser can share files', async () => {
		const shared: ShareData[] = [];
		const downloaded: File[] = [];
		const r = await saveBackup('{"a":1}', 'poddavki-progress.json', {
			canShare: (d) => !!d.files?.length,
			share: async (d) => void shared.push(d),
			download: (f) => void downloaded.push(f)
		});
		expect(r).toBe('shared');
		expect(downloaded).toEqual([]);
		const file = shared[0].files![0];
		expect([file.name, file.type, await file.text()]).toEqual(['poddavki-progress.json', 'application/json', '{"a":1}']);
	});

	it('downloads it where sharing files is not supported, or fails; a closed share sheet does nothing', async () => {
		const downloaded: File[] = [];
		const download = (f: File) => void downloaded.push(f);
		expect(await saveBackup('x', 'b.json', { download })).toBe('downloaded');
		expect(await saveBackup('x', 'b.json', { canShare: () => false, share: async () => {}, download })).toBe('downloaded');
		const failing = async () => {
			throw new DOMException('no', 'NotAllowedError');
		};
		expect(await saveBackup('x', 'b.json', { canShare: () => true, share: failing, download })).toBe('downloaded');
		expect(downloaded).toHaveLength(3);
		const closed = async () => {
			throw new DOMException('closed', 'AbortError');
		};
		expect(await saveBackup('x', 'b.json', { canShare: () => true, share: closed, download })).toBe('cancelled');
		expect(downloaded).toHaveLength(3);
	});
});
