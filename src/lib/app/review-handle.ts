/**
 * The review worker, for the views that review a game or prove claims
 * again: `reviewClient` for a ReviewController, `reproveHandle()` for the
 * claims a view proves (made at the first claim, ended with the view).
 */
import { createReproveClient, createReviewClient, type ReproveClient, type ReviewClient } from '$lib/review/client';
import { workerHandle, type WorkerHandle } from './worker-handle';

export const reviewClient = (): ReviewClient => createReviewClient();

export const reproveHandle = (): WorkerHandle<ReproveClient> => workerHandle(createReproveClient);
