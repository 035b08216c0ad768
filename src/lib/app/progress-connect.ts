/**
 * Opens the device store (loaded after first paint: Dexie is a separate
 * chunk) and connects it to the pages' progress link (./progress-link); takes on the display
 * settings (ui/display/apply). The shell loads this module after the first
 * screen too (ProgressNotice).
 */
import { connectProgress, type StudyRecord } from './progress-link';
import { applyDisplay, initDisplay } from '$lib/ui/display/apply';
import type { Outcome } from '$lib/progress/types';

export interface ProgressHealth {
	persistent: boolean;
	/** Another tab upgraded the database: this one must reload. */
	stale: boolean;
}

export async function connectDeviceProgress(onHealth: (h: ProgressHealth) => void): Promise<void> {
	// The display settings: this device's copy at once (the board's colours, the notation), then the store's.
	initDisplay();
	const { progress, liveSettings, reviewId } = await import('$lib/progress');
	const store = await progress();
	store.status.subscribe((s) => onHealth({ persistent: store.persistent, stale: s.stale }));
	// As stored (a change in another tab, an import): applied at once.
	liveSettings(store).subscribe({ next: (s) => applyDisplay(s.display) });
	connectProgress({
		recordAttempt: async (a, at) => {
			await store.recordAttempt({ ...a, at });
		},
		statuses: async (ids) => {
			const found = await store.puzzleStatus(ids);
			const out = new Map<string, Outcome>();
			for (const [id, s] of found) if (s.last) out.set(id, s.last);
			return out;
		},
		streak: async (today) => {
			const s = await store.streak(today);
			return { current: s.current, best: s.best };
		},
		dailyResult: async (date) => {
			const r = await store.dailyResult(date);
			return r ? (r.solved ? 'solved' : 'failed') : null;
		},
		recordTwelveRun: async (run, at) => {
			await store.recordTwelveRun({ ...run, at });
		},
		saveStudyProgress: async (studyId, update, at) => {
			await store.saveStudyProgress(studyId, update, at);
		},
		saveSettings: async (patch, at) => {
			await store.setSettings(patch, at);
		},
		saveActiveRun: async (run) => {
			await store.saveActiveRun(run);
		},
		finishRun: async (run) => {
			await store.finishRun(run);
		},
		saveTwelveGame: async (square, game, ifNone, at) => {
			await store.saveTwelveGame(square, game, at, { ifNone });
		},
		removeTwelveGame: async (square, at) => {
			await store.removeTwelveGame(square, at);
		},
		twelveGame: async (square) => (await store.twelveGame(square))?.game ?? null,
		games: () => store.games(),
		saveGame: (game) => store.saveGame(game),
		claimGame: (id, owner) => store.claimGame(id, owner),
		removeGame: async (id) => {
			await store.removeGame(id);
		},
		settings: () => store.getSettings(),
		reviewSummary: (now) => store.reviewSummary(now),
		puzzleReviewDue: async (puzzleId) => {
			const [settings, card] = await Promise.all([store.getSettings(), store.reviewCard(reviewId('puzzle', puzzleId))]);
			return card && settings.review.enabled && !settings.review.paused ? card.due : null;
		},
		saveGameReview: async (review) => {
			await store.saveGameReview(review);
		},
		removeGameReview: async (key) => {
			await store.removeGameReview(key);
		},
		gameReview: (key) => store.gameReview(key),
		gameReviewKeys: () => store.gameReviewKeys(),
		addOwnPuzzles: async (puzzles, at) => {
			await store.addOwnPuzzles(puzzles, at);
		},
		removeOwnPuzzle: async (id) => {
			await store.removeOwnPuzzle(id);
		},
		ownPuzzles: () => store.ownPuzzles(),
		ownPuzzle: (id) => store.ownPuzzle(id),
		unprovedClaims: () => store.unprovedClaims(),
		recordOwnPuzzleProof: async (id, createdAt, proof, at) => {
			await store.recordOwnPuzzleProof(id, createdAt, proof, at);
		},
		recordReviewProof: async (key, reviewedAt, proved, at) => {
			await store.recordReviewProof(key, reviewedAt, proved, at);
		},
		dueReviews: (now) => store.dueReviews(now),
		saveLearn: async (records, at) => {
			await store.saveLearn(records.map((r) => ({ ...r, at })));
		},
		learnRecords: () => store.learnRecords(),
		studyProgress: async (ids) => {
			const out = new Map<string, StudyRecord>();
			for (const id of ids) {
				const s = await store.studyProgress(id);
				if (s) out.set(id, { lastPly: s.lastPly, quiz: s.quiz.map((q) => ({ node: q.node, result: q.result })) });
			}
			return out;
		}
	});
}
