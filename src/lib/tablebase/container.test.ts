import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { entryBytes, makeContainer, parseContainer } from './container';
import { allMaterials, materialFileName } from './material';

const materials = allMaterials(5);

describe('container', () => {
	it('gives back every entry as it went in, in order', () => {
		fc.assert(
			fc.property(
				fc.uniqueArray(fc.nat(materials.length - 1), { minLength: 1, maxLength: 12 }),
				fc.array(fc.uint8Array({ minLength: 1, maxLength: 40 }), { minLength: 12, maxLength: 12 }),
				(picks, blobs) => {
					const files = picks.map((p, i) => ({ material: materials[p], bytes: blobs[i] }));
					const container = makeContainer(files);
					const dir = parseContainer(container);
					expect(dir.ok).toBe(true);
					if (!dir.ok) return;
					expect(dir.value.map((e) => materialFileName(e.material))).toEqual(files.map((f) => materialFileName(f.material)));
					dir.value.forEach((e, i) => expect(entryBytes(container, e)).toEqual(files[i].bytes));
				}
			)
		);
	});

	it('refuses a wrong mark or version, a cut or padded file, an entry out of place or a material twice', () => {
		const files = [
			{ material: materials[0], bytes: new Uint8Array([1, 2, 3]) },
			{ material: materials[1], bytes: new Uint8Array([4, 5]) }
		];
		const good = makeContainer(files);
		const kind = (bytes: Uint8Array) => {
			const r = parseContainer(bytes);
			return r.ok ? 'ok' : r.error.kind;
		};
		expect(kind(good)).toBe('ok');
		expect(kind(good.subarray(0, 5))).toBe('bad-magic');
		const version = good.slice();
		version[4] = 9;
		expect(kind(version)).toBe('bad-version');
		expect(kind(good.subarray(0, good.length - 1))).toBe('bad-directory');
		expect(kind(new Uint8Array([...good, 0]))).toBe('bad-directory');
		const moved = good.slice();
		new DataView(moved.buffer).setUint32(8 + 12 + 4, 100, true);
		expect(kind(moved)).toBe('bad-directory');
		const twice = good.slice();
		twice.set(good.subarray(8, 12), 20);
		expect(kind(twice)).toBe('bad-directory');
		expect(() => makeContainer([])).toThrow();
	});
});
