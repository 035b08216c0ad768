import { describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadBank } from './load-node';
import { formatBankError, validateBankFile } from './validate';

const good = {
	id: 'gift-1',
	fen: 'W:Wc3:Bb4,h8',
	aim: 'giveaway',
	claim: 'win in 1',
	unique: true,
	solution: ['c3-d4', 'b4-c3'],
	themes: ['sacrifice'],
	difficulty: 1,
	source: { en: 'Test', ru: 'Тест' },
	hints: { en: ['Give it away'], ru: ['Отдайте'] }
};

function folder(files: Record<string, unknown>): string {
	const dir = mkdtempSync(join(tmpdir(), 'bank-'));
	for (const [name, data] of Object.entries(files)) {
		mkdirSync(join(dir, name, '..'), { recursive: true });
		writeFileSync(join(dir, name), typeof data === 'string' ? data : JSON.stringify(data));
	}
	return dir;
}

describe('bank file validation', () => {
	it('accepts a well-formed puzzle file', () => {
		expect(validateBankFile('a.json', { kind: 'puzzles', puzzles: [good] })).toEqual({ kind: 'puzzles', errors: [] });
	});

	it('names the file, the puzzle id and the field', () => {
		const { errors } = validateBankFile('puzzles/x.json', { kind: 'puzzles', puzzles: [good, { ...good, id: 'bad-2', claim: 'win soon' }] });
		expect(errors.map(formatBankError)).toEqual(['puzzles/x.json: id bad-2: field claim: must match pattern "^win in [1-9][0-9]?$"']);
	});

	it('reports unknown fields, missing fields and bad enums', () => {
		const { errors } = validateBankFile('f.json', { kind: 'puzzles', puzzles: [{ ...good, colour: 'red', difficulty: 7, hints: undefined }] });
		const text = errors.map(formatBankError).join('\n');
		expect(text).toContain('unknown field "colour"');
		expect(text).toContain("must have required property 'hints'");
		expect(text).toContain('field difficulty');
	});

	it('refuses a file of unknown kind, or not an object', () => {
		expect(validateBankFile('k.json', { kind: 'recipes' }).errors[0].message).toContain('must be one of');
		expect(validateBankFile('k.json', [1, 2]).errors[0].message).toBe('not a JSON object');
	});

	it('study nodes are checked to any depth', () => {
		const study = {
			id: 's-1',
			title: good.source,
			description: good.source,
			aim: 'russian',
			fen: 'W:Wc3:Bb4',
			source: good.source,
			moves: [{ move: 'c3:a5', variations: [[{ move: 'c3-b9' }]] }]
		};
		const { errors } = validateBankFile('s.json', { kind: 'studies', studies: [study] });
		expect(errors.map(formatBankError)[0]).toMatch(/^s\.json: id s-1: field moves\.0\.variations\.0\.0\.move: must match pattern/);
	});
});

describe('loading a bank folder', () => {
	it('loads puzzles and studies and skips the schema folder', () => {
		const dir = folder({ 'a.json': { kind: 'puzzles', puzzles: [good] }, 'schema/x.json': { whatever: true } });
		const { bank, errors } = loadBank(dir);
		expect(errors).toEqual([]);
		expect(bank.puzzles.map((p) => p.id)).toEqual(['gift-1']);
	});

	it('reports broken JSON, duplicate ids and daily ids that do not exist, and keeps the rest', () => {
		const dir = folder({
			'a.json': { kind: 'puzzles', puzzles: [good] },
			'b.json': { kind: 'puzzles', puzzles: [good, { ...good, id: 'gift-2' }] },
			'c.json': '{ "kind": "puzzles", ',
			'daily.json': { kind: 'daily', epoch: '2026-01-05', order: ['gift-1', 'gift-2', 'gift-9', 'a', 'b', 'c', 'd'] }
		});
		const { bank, errors } = loadBank(dir);
		const text = errors.map(formatBankError).join('\n');
		expect(text).toMatch(/b\.json: id gift-1: id already used in .*a\.json/);
		expect(text).toMatch(/c\.json: not valid JSON/);
		expect(text).toContain('daily order: id gift-9: no puzzle has this id');
		expect(bank.puzzles.map((p) => p.id)).toEqual(['gift-1', 'gift-2']);
	});
});
