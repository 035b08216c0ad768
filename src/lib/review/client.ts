/**
 * The page's handle on the review's worker, on the shared worker channel
 * (../worker/channel.ts): a new request cancels the one in flight (its
 * promise rejects with ReviewCancelled and the busy worker is replaced: a
 * synchronous review cannot be interrupted from outside), progress comes
 * after each position, and a worker that crashes is restarted with the
 * request retried once. The page never waits on the review.
 */
import type { FromReviewWorker, ReproveResult, ReproveTask, ReviewResult, ReviewTask, ToReviewWorker } from './protocol';
import type { ReviewProgress } from './review';
import { readCommon, taskMessage, WorkerChannel, type Reading, type WorkerLike } from '../worker/channel';

export class ReviewCancelled extends Error {
	constructor() {
		super('cancelled');
		this.name = 'ReviewCancelled';
	}
}

export class ReviewFailed extends Error {
	constructor(message: string) {
		super(message);
		this.name = 'ReviewFailed';
	}
}

/** The slice of the Worker API the client uses (tests pass a fake). */
export type ReviewWorkerLike = WorkerLike<ToReviewWorker, FromReviewWorker>;

type OnProgress = (progress: ReviewProgress) => void;

/** `request(task, onProgress)`, `cancel()`, `busy`, `dispose()`, `started` (workers started so far, restarts included): the channel's. */
export class ReviewClient extends WorkerChannel<ReviewTask, ToReviewWorker, FromReviewWorker, ReviewResult, OnProgress> {
	constructor(factory: () => ReviewWorkerLike) {
		super(factory, {
			name: 'the review',
			task: taskMessage,
			read: readCommon<ReviewProgress, 'review', ReviewResult>('review'),
			cancelled: () => new ReviewCancelled(),
			failed: (message) => new ReviewFailed(message)
		});
	}
}

/** The same worker proving kept claims again (a ReproveTask): progress per claim settled. */
export class ReproveClient extends WorkerChannel<ReproveTask, ToReviewWorker, FromReviewWorker, ReproveResult, OnProgress> {
	constructor(factory: () => ReviewWorkerLike) {
		super(factory, {
			name: 'the review',
			task: taskMessage,
			read: readCommon<ReviewProgress, 'proved', ReproveResult>('proved') as (m: FromReviewWorker, l: OnProgress | undefined) => Reading<ReproveResult>,
			cancelled: () => new ReviewCancelled(),
			failed: (message) => new ReviewFailed(message)
		});
	}
}

const reviewWorker = (): ReviewWorkerLike => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' }) as unknown as ReviewWorkerLike;

/** The app's client: the real module worker, created on first use. */
export function createReviewClient(): ReviewClient {
	return new ReviewClient(reviewWorker);
}

/** A client of its own review worker for proving kept claims again (issue 31). */
export function createReproveClient(): ReproveClient {
	return new ReproveClient(reviewWorker);
}
