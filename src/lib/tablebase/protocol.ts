/**
 * Messages between the page and the tablebase worker (worker.ts). A
 * position travels as FEN; the answer is a report (report.ts) or why
 * there is none.
 */
import type { TablebaseReport } from './report';

/** A position to look up, or `warm`: load the shipped tables now, so the first look-up is instant. */
export type TablebaseRequest = { id: number; fen: string } | { id: number; warm: true };

/**
 * Why a position has no report: too many pieces, a 5-piece position
 * without the pack installed, or a table it needs that failed its SHA-256
 * check (the shipped container or a pack file damaged or altered on the
 * device): such a table is never used.
 */
export type NoReportReason = 'too-many-pieces' | 'no-pack' | 'damaged';

export type TablebaseAnswer =
	| { id: number; type: 'report'; report: TablebaseReport; ms: number }
	| { id: number; type: 'ready'; ms: number }
	| { id: number; type: 'none'; reason: NoReportReason }
	| { id: number; type: 'error'; message: string };
