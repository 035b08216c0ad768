/**
 * Checks bank files against puzzles/schema/bank.schema.json with Ajv (a
 * well-kept JSON Schema validator). Used by the build, the CLI and tests;
 * the app itself loads files the build has already checked. Every message
 * names the file, the puzzle or study id, and the field.
 */
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import schema from '../../../puzzles/schema/bank.schema.json';

export interface BankFileError {
	file: string;
	id?: string;
	field?: string;
	message: string;
}

export function formatBankError(e: BankFileError): string {
	return [e.file, e.id ? `${e.id.startsWith('#') ? 'item' : 'id'} ${e.id}` : '', e.field ? `field ${e.field}` : '', e.message].filter(Boolean).join(': ');
}

const KINDS = { puzzles: 'puzzleFile', studies: 'studyFile', 'twelve-table': 'tableFile', daily: 'dailyFile', released: 'releasedFile' } as const;
export type BankFileKind = keyof typeof KINDS;

let validators: Record<string, ValidateFunction> | undefined;

function validatorFor(kind: BankFileKind): ValidateFunction {
	if (!validators) {
		const ajv = new Ajv({ allErrors: true, strict: false });
		ajv.addSchema(schema, 'bank');
		validators = {};
		for (const [k, def] of Object.entries(KINDS)) validators[k] = ajv.getSchema(`bank#/definitions/${def}`)!;
	}
	return validators[kind];
}

function describe(err: ErrorObject): string {
	if (err.keyword === 'additionalProperties') return `unknown field "${(err.params as { additionalProperty: string }).additionalProperty}"`;
	if (err.keyword === 'enum') return `${err.message}: ${(err.params as { allowedValues: unknown[] }).allowedValues.join(', ')}`;
	return err.message ?? err.keyword;
}

/**
 * Validate one parsed file. Returns its kind, or errors (at most a few per
 * item, so one broken item does not bury the rest).
 */
export function validateBankFile(file: string, data: unknown): { kind: BankFileKind; errors: BankFileError[] } | { kind: null; errors: BankFileError[] } {
	if (typeof data !== 'object' || data === null || Array.isArray(data)) return { kind: null, errors: [{ file, message: 'not a JSON object' }] };
	const kind = (data as { kind?: unknown }).kind;
	if (typeof kind !== 'string' || !Object.hasOwn(KINDS, kind))
		return { kind: null, errors: [{ file, field: 'kind', message: `must be one of ${Object.keys(KINDS).join(', ')}` }] };
	const validate = validatorFor(kind as BankFileKind);
	if (validate(data)) return { kind: kind as BankFileKind, errors: [] };
	const items = (data as Record<string, unknown>)[kind === 'puzzles' ? 'puzzles' : kind === 'studies' ? 'studies' : 'squares'];
	const seen = new Map<string, number>();
	const errors: BankFileError[] = [];
	for (const err of validate.errors ?? []) {
		const parts = err.instancePath.split('/').slice(1);
		let id: string | undefined;
		let field = parts.join('.');
		if (parts.length >= 2 && ['puzzles', 'studies', 'squares'].includes(parts[0]) && Array.isArray(items)) {
			const item = items[Number(parts[1])] as { id?: unknown; square?: unknown } | undefined;
			id = typeof item?.id === 'string' ? item.id : typeof item?.square === 'string' ? item.square : `#${parts[1]}`;
			field = parts.slice(2).join('.');
		}
		const key = id ?? '';
		const count = (seen.get(key) ?? 0) + 1;
		seen.set(key, count);
		if (count <= 3) errors.push({ file, id, field: field || undefined, message: describe(err) });
	}
	return { kind: kind as BankFileKind, errors };
}
