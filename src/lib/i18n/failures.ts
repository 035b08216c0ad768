/**
 * Words for failures that are not a domain error code: a worker that
 * crashed, a storage refusal, an exception from a library or the browser.
 * The interface classifies them (ui/failure/failure.ts) into these kinds
 * and words only the kind; the technical text (English, from the browser
 * or a library) is shown at most in a <details> labelled `failureDetail`,
 * never as the message itself.
 */
import { area } from './area';

export type FailureKind =
	/** The solver's worker crashed, was restarted, and crashed again. */
	| 'solver-crashed'
	/** The solver answered with an error (or an answer of another kind). */
	| 'solver-failed'
	/** The playing engine's worker crashed twice. */
	| 'engine-crashed'
	/** The playing engine answered with an error. */
	| 'engine-failed'
	/** The device refused to store more. */
	| 'quota'
	/** A newer version of the app in another tab took the database. */
	| 'stale'
	/** The device's storage failed in another way. */
	| 'storage'
	/** Anything else: an exception nobody expected. */
	| 'unexpected';

export const FAILURE_KINDS: readonly FailureKind[] = [
	'solver-crashed',
	'solver-failed',
	'engine-crashed',
	'engine-failed',
	'quota',
	'stale',
	'storage',
	'unexpected'
];

/** A failure as the interface keeps it: the kind to word, and the technical text for <details>. */
export interface Failure {
	kind: FailureKind;
	detail: string;
}

const EN: Record<FailureKind, string> = {
	'solver-crashed': 'the solver stopped unexpectedly twice; try again or reload the page',
	'solver-failed': 'the solver could not finish this task',
	'engine-crashed': 'the engine stopped unexpectedly twice; try again or reload the page',
	'engine-failed': 'the engine could not finish this task',
	quota: 'the device has no room left',
	stale: 'a newer version of the app is open in another tab; reload this page',
	storage: 'the storage of this browser refused',
	unexpected: 'something unexpected went wrong'
};

const RU: Record<FailureKind, string> = {
	'solver-crashed': 'решатель дважды аварийно остановился; попробуйте ещё раз или перезагрузите страницу',
	'solver-failed': 'решатель не смог выполнить эту задачу',
	'engine-crashed': 'движок дважды аварийно остановился; попробуйте ещё раз или перезагрузите страницу',
	'engine-failed': 'движок не смог выполнить эту задачу',
	quota: 'на устройстве не осталось места',
	stale: 'в другой вкладке открыта более новая версия приложения; перезагрузите эту страницу',
	storage: 'хранилище браузера отказало',
	unexpected: 'произошла непредвиденная ошибка'
};

/** The tables themselves, for the test that every kind is worded in both languages. */
export const FAILURE_WORDS = { en: EN, ru: RU };

const sentence = (clause: string): string => clause.charAt(0).toUpperCase() + clause.slice(1) + '.';

export const failures = area(
	{
		/** A failure's kind as a clause: `t.failed(t.failure(f))`. */
		failure: (f: Failure): string => EN[f.kind],
		/** The same as a sentence of its own, where no lead says what failed. */
		failureSentence: (f: Failure): string => sentence(EN[f.kind]),
		/** The label of the <details> with the technical text. */
		failureDetail: 'Technical details'
	},
	{
		failure: (f: Failure): string => RU[f.kind],
		failureSentence: (f: Failure): string => sentence(RU[f.kind]),
		failureDetail: 'Технические подробности'
	}
);
