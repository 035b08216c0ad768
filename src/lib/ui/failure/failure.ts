/**
 * Any thrown value, as a failure the interface can word (i18n/failures.ts):
 * a kind, and the technical text for a <details>. Controllers keep the
 * Failure; components word it with `t.failure(f)`.
 */
import type { Failure } from '$lib/i18n/failures';
import { SolverFailed } from '$lib/solver/errors';
import { ProgressError } from '$lib/progress/errors';

export type { Failure, FailureKind } from '$lib/i18n/failures';

function detailOf(e: unknown): string {
	if (e instanceof Error) return e.name && e.name !== 'Error' ? `${e.name}: ${e.message}` : e.message;
	return String(e);
}

export function failureOf(e: unknown): Failure {
	const detail = detailOf(e);
	if (e instanceof SolverFailed) return { kind: e.reason === 'crashed' ? 'solver-crashed' : 'solver-failed', detail };
	// By name: importing the engine's client here would bring it to every page's first screen.
	if (e instanceof Error && e.name === 'EngineFailed')
		return { kind: (e as Error & { reason?: string }).reason === 'crashed' ? 'engine-crashed' : 'engine-failed', detail };
	if (e instanceof ProgressError) return { kind: e.kind === 'quota' ? 'quota' : e.kind === 'stale' ? 'stale' : 'storage', detail };
	if (e instanceof DOMException && e.name === 'QuotaExceededError') return { kind: 'quota', detail };
	return { kind: 'unexpected', detail };
}
