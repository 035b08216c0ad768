/**
 * How far the engine's estimate is trusted, per phase of the game, from the
 * calibration measured on held-out games (calibration.json: `engine fit
 * --data src/lab/data/dataset.pdds.gz --measure
 * src/lib/engine-player/weights.json --calibration
 * src/lib/engine-player/calibration.json`; src/lab/weights.test.ts checks
 * the committed file is that command's output). Pure data in, numbers out:
 * the review classes moves by it and the pages word it (i18n).
 *
 * Three measured facts decide, per phase:
 * - whether the estimate reads the results better than a coin at all: the
 *   held-out log-loss gain over a coin with its 95% interval clear of
 *   zero. An estimate that stays near 50% is well calibrated and says
 *   nothing; where the interval reaches zero no drop is told apart.
 * - how far its percents are off what happened (`error`, beyond sampling
 *   noise): two estimates closer than twice that (`tellApart`) are not
 *   told apart.
 * - how much the review's own search varies (noise.json: `engine noise
 *   --data src/lab/data/dataset.pdds.gz --count 300 --seed 1 --out
 *   src/lib/engine-player/noise.json`, src/lab/noise.ts; the test beside
 *   the data checks it was measured with today's weights.json): the drop
 *   the review shows for a move its own search plays, which 1 move in 20
 *   reaches (`noise`). A drop under that is within the search's noise, so
 *   it is not told apart either, however well calibrated the percents.
 */
import { popcount, type Aim, type Position } from '../engine';
import calibration from './calibration.json';
import noise from './noise.json';

export type Phase = 'opening' | 'middle' | 'end';
export const PHASES: readonly Phase[] = ['opening', 'middle', 'end'];
/** Pieces on the board of each phase, fewest and most. */
export const PHASE_PIECES: Readonly<Record<Phase, readonly [number, number]>> = { opening: [17, 24], middle: [9, 16], end: [2, 8] };

/** The game's phase by pieces on the board: 17-24 opening, 9-16 middle, 2-8 end. */
export function phaseOf(pieces: number): Phase {
	return pieces >= 17 ? 'opening' : pieces >= 9 ? 'middle' : 'end';
}

/** The part of a phase's noise (src/lab/noise.ts NoiseSummary) the words use. */
export interface PhaseNoise {
	phase: string;
	positions: number;
	reviewP95: number;
}

/** The part of a phase's calibration (src/lab/fit-run.ts PhaseCalibration) the words use. */
export interface PhaseFigures {
	phase: string;
	positions: number;
	gain: number;
	gainHalfWidth: number;
	error: number;
	tellApart: number;
}

export interface EstimateTrust {
	phase: Phase;
	/** Held-out positions the figures come from. */
	positions: number;
	/** The estimate reads the results better than a coin in this phase (95% interval). */
	reads: boolean;
	/** Points: how far its percents are off what happened, beyond sampling noise. */
	error: number;
	/** Points: the drop the review shows for 1 move in 20 its own search plays (the 95th percentile); moves measured. */
	noise: number;
	noisePositions: number;
	/**
	 * Points: the smallest drop in expected result told apart in this
	 * phase, the larger of the calibration's and the noise's; null when none
	 * is (the estimate no better than a coin there, or the phase not
	 * measured).
	 */
	tellApart: number | null;
}

/** The trust of each phase from a calibration file's phases and a noise file's; a phase missing from either is trusted with nothing. */
export function trustTable(phases: readonly PhaseFigures[], noises: readonly PhaseNoise[]): Record<Phase, EstimateTrust> {
	const table = {} as Record<Phase, EstimateTrust>;
	for (const phase of PHASES) {
		const f = phases.find((p) => p.phase === phase);
		const n = noises.find((p) => p.phase === phase);
		const reads = f !== undefined && f.gain - f.gainHalfWidth > 0;
		table[phase] = {
			phase,
			positions: f?.positions ?? 0,
			reads,
			error: f?.error ?? 0,
			noise: n?.reviewP95 ?? 0,
			noisePositions: n?.positions ?? 0,
			tellApart: reads && f && n ? Math.max(f.tellApart, n.reviewP95) : null
		};
	}
	return table;
}

/** The app's evaluation (weights.json) as measured. */
export const APP_TRUST: Readonly<Record<Phase, EstimateTrust>> = trustTable(calibration.phases, noise.phases);

/** How far the app's estimate is trusted in a position with this many pieces. */
export function estimateTrust(pieces: number, table: Readonly<Record<Phase, EstimateTrust>> = APP_TRUST): EstimateTrust {
	return table[phaseOf(pieces)];
}

/**
 * How far the estimate is trusted in a position under an aim: the app's
 * measured calibration for giveaway; ordinary checkers' hand-set
 * evaluation (eval.ts russianEvaluator) was never measured, so nothing is
 * told apart there.
 */
export function trustOf(pos: Position, aim: Aim): EstimateTrust {
	const trust = estimateTrust(popcount(pos.white) + popcount(pos.black));
	return aim === 'giveaway' ? trust : { ...trust, reads: false, tellApart: null };
}
