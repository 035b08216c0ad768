import { describe, expect, it } from 'vitest';
import calibration from './calibration.json';
import noise from './noise.json';
import { APP_TRUST, estimateTrust, phaseOf, PHASE_PIECES, PHASES, trustTable, type PhaseFigures, type PhaseNoise } from './trust';

const figures = (phase: string, gain: number, gainHalfWidth: number, error: number): PhaseFigures => ({
	phase,
	positions: 1000,
	gain,
	gainHalfWidth,
	error,
	tellApart: Math.max(1, Math.ceil(2 * error))
});
const noisy = (phase: string, reviewP95: number): PhaseNoise => ({ phase, positions: 300, reviewP95 });
const QUIET = ['opening', 'middle', 'end'].map((p) => noisy(p, 0));

describe('how far the estimate is trusted, per phase', () => {
	it('the phases cover 2 to 24 pieces, each count in exactly the phase its range names', () => {
		for (let pieces = 2; pieces <= 24; pieces++) {
			const [fewest, most] = PHASE_PIECES[phaseOf(pieces)];
			expect(pieces).toBeGreaterThanOrEqual(fewest);
			expect(pieces).toBeLessThanOrEqual(most);
		}
	});

	it('a phase tells drops apart only where its gain over a coin is clear of zero, and then from its own calibration', () => {
		const t = trustTable([figures('opening', 0.0068, 0.0119, 2.4), figures('middle', 0.0251, 0.0204, 6.2), figures('end', 0.0585, 0.0495, 16)], QUIET);
		expect(t.opening).toMatchObject({ reads: false, tellApart: null, error: 2.4 });
		expect(t.middle).toMatchObject({ reads: true, tellApart: 13 });
		expect(t.end).toMatchObject({ reads: true, tellApart: 32 });
		// A gain whose interval just reaches zero does not read.
		expect(trustTable([figures('middle', 0.02, 0.02, 3)], QUIET).middle.reads).toBe(false);
		// A phase the file lacks is trusted with nothing.
		expect(trustTable([], QUIET).end).toMatchObject({ reads: false, tellApart: null, positions: 0 });
	});

	it("a drop within the search's own noise is not told apart, however well calibrated the phase", () => {
		const cal = [figures('opening', 0.02, 0.006, 2.6), figures('middle', 0.04, 0.01, 5.5)];
		const t = trustTable(cal, [noisy('opening', 9), noisy('middle', 24), noisy('end', 36)]);
		// The noise is the larger: it decides.
		expect(t.opening).toMatchObject({ reads: true, tellApart: 9, noise: 9, noisePositions: 300 });
		expect(t.middle).toMatchObject({ reads: true, tellApart: 24 });
		// The calibration is the larger: it decides.
		expect(trustTable(cal, [noisy('opening', 3)]).opening.tellApart).toBe(6);
		// No noise measured for a phase: the estimate still reads (it counts in the accuracy), but no drop is told apart.
		expect(trustTable(cal, [noisy('opening', 3)]).middle).toMatchObject({ reads: true, tellApart: null });
	});

	it("the app's table is its measured calibration and noise files', one entry a phase", () => {
		for (const phase of PHASES) {
			const f = calibration.phases.find((p) => p.phase === phase)!;
			expect(APP_TRUST[phase].positions).toBe(f.positions);
			expect(APP_TRUST[phase].reads).toBe(f.gain - f.gainHalfWidth > 0);
			const n = noise.phases.find((p) => p.phase === phase)!;
			expect(APP_TRUST[phase].noise).toBe(n.reviewP95);
			expect(APP_TRUST[phase].tellApart).toBe(APP_TRUST[phase].reads ? Math.max(f.tellApart, n.reviewP95) : null);
			expect(estimateTrust(PHASE_PIECES[phase][0])).toBe(APP_TRUST[phase]);
		}
	});
});
