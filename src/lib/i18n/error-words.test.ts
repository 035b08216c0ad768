/**
 * Every error code that reaches the page has an English and a Russian
 * wording. Each union is listed as a `Record<Code, sample>`: a code added to
 * a union without a sample here is a type error, and each sample is then
 * worded in both languages (English without Cyrillic, Russian in Cyrillic
 * with no run of three English words left inside).
 */
import { describe, expect, it } from 'vitest';
import type { FenError } from '$lib/engine';
import type { ImportError } from '$lib/progress/transfer';
import type { PackErrorKind } from '$lib/tablebase/pack';
import { ProgressError } from '$lib/progress/errors';
import { messages, type Lang } from './index.svelte';
import './more';
import { FAILURE_KINDS, FAILURE_WORDS, type Failure, type FailureKind } from './failures';
import type { UnsavedWhy } from './saves';

const ENGLISH_RUN = /\b[A-Za-z]{2,}[,.:;]?\s+[A-Za-z]{2,}[,.:;]?\s+[A-Za-z]{2,}\b/;

function worded(word: (lang: Lang) => string): void {
	const en = word('en');
	const ru = word('ru');
	expect(en.trim()).not.toBe('');
	expect(en).not.toMatch(/[а-яё]/i);
	expect(ru).toMatch(/[а-яё]{3,}/i);
	expect(ru.match(ENGLISH_RUN)?.[0] ?? null).toBeNull();
}

const failureKinds: Record<FailureKind, true> = {
	'solver-crashed': true,
	'solver-failed': true,
	'engine-crashed': true,
	'engine-failed': true,
	quota: true,
	stale: true,
	storage: true,
	unexpected: true
};

const importErrors: Record<ImportError['kind'], ImportError[]> = {
	'too-large': [{ kind: 'too-large', maxBytes: 20 * 1024 * 1024 }],
	'not-json': [{ kind: 'not-json' }],
	foreign: [{ kind: 'foreign' }],
	'newer-version': [{ kind: 'newer-version', version: 3, supported: 1 }],
	invalid: [
		{ kind: 'invalid', path: 'file.data.attempts[0].at' },
		{ kind: 'invalid', path: 'file.data.attempts[1]', duplicate: true }
	],
	'write-failed': [
		{ kind: 'write-failed', cause: new ProgressError('quota', 'full') },
		{ kind: 'write-failed', cause: new ProgressError('storage', 'broken') }
	]
};

const packKinds: Record<PackErrorKind, true> = { unavailable: true, 'bad-index': true, 'bad-file': true, network: true, storage: true };
const unsaved: Record<UnsavedWhy, true> = { quota: true, unavailable: true, stale: true, refused: true };

const fenErrors: Record<FenError['kind'], FenError> = {
	empty: { kind: 'empty' },
	'bad-side': { kind: 'bad-side', found: 'X' },
	'bad-structure': { kind: 'bad-structure', parts: 2 },
	'bad-list': { kind: 'bad-list', found: 'Q' },
	'empty-square': { kind: 'empty-square', color: 'white' },
	'bad-square': { kind: 'bad-square', token: 'z9' },
	'duplicate-list': { kind: 'duplicate-list', color: 'black' },
	'duplicate-square': { kind: 'duplicate-square', square: 'c3' },
	'man-on-king-row': { kind: 'man-on-king-row', color: 'white', square: 'c8' },
	'too-many-pieces': { kind: 'too-many-pieces', color: 'black' }
};

describe('every error code has an English and a Russian wording', () => {
	it('failures (worker crashes, storage, the unexpected), as a clause, a sentence, and their details label', () => {
		expect([...FAILURE_KINDS].sort()).toEqual(Object.keys(failureKinds).sort());
		for (const kind of FAILURE_KINDS) {
			const f: Failure = { kind, detail: 'TypeError: x is undefined' };
			worded((l) => FAILURE_WORDS[l][kind]);
			worded((l) => messages(l).failure(f));
			worded((l) => messages(l).failureSentence(f));
			// The technical text is never part of the message.
			expect(messages('ru').failure(f)).not.toContain('TypeError');
			// Inside the leads that name what failed.
			worded((l) => messages(l).failed(messages(l).failure(f)));
			worded((l) => messages(l).progActionFailed(messages(l).failure(f)));
		}
		worded((l) => messages(l).failureDetail);
	});

	it('a progress file refused', () => {
		for (const samples of Object.values(importErrors)) for (const e of samples) worded((l) => messages(l).progImportError(e));
	});

	it('a pack install that failed', () => {
		for (const kind of Object.keys(packKinds)) {
			worded((l) => messages(l).packFailed(kind, ''));
			worded((l) => messages(l).packFailed(kind, 'k1m0-k4m0.tb'));
		}
	});

	it('a save refused', () => {
		for (const why of Object.keys(unsaved) as UnsavedWhy[]) {
			worded((l) => messages(l).unsavedWhy(why));
			worded((l) => messages(l).unsavedKept(why));
		}
	});

	it('a bad FEN', () => {
		for (const e of Object.values(fenErrors)) {
			worded((l) => messages(l).badFen(e));
			worded((l) => messages(l).badFenFromUrl(e));
		}
	});
});
