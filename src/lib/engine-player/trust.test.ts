import { describe, expect, it } from 'vitest';
import calibration from './calibration.json';
import { APP_TRUST, estimateTrust, phaseOf, PHASE_PIECES, PHASES, trustTable, type PhaseFigures } from './trust';

const figures = (phase: string, gain: number, gainHalfWidth: number, error: number): PhaseFigures => ({
	phase,
	positions: 1000,
	gain,
	gainHalfWidth,
	error,
	tellApart: Math.max(1, Math.ceil(2 * error))
});

describe('how far the estimate is trusted, per phase', () => {
	it('the phases cover 2 to 24 pieces, each count in exactly the phase its range names', () => {
		for (let pieces = 2; pieces <= 24; pieces++) {
			const [fewest, most] = PHASE_PIECES[phaseOf(pieces)];
			expect(pieces).toBeGreaterThanOrEqual(fewest);
			expect(pieces).toBeLessThanOrEqual(most);
		}
	});

	it('a phase tells drops apart only where its gain over a coin is clear of zero, and then from its own calibration', () => {
		const t = trustTable([figures('opening', 0.0068, 0.0119, 2.4), figures('middle', 0.0251, 0.0204, 6.2), figures('end', 0.0585, 0.0495, 16)]);
		expect(t.opening).toMatchObject({ reads: false, tellApart: null, error: 2.4 });
		expect(t.middle).toMatchObject({ reads: true, tellApart: 13 });
		expect(t.end).toMatchObject({ reads: true, tellApart: 32 });
		// A gain whose interval just reaches zero does not read.
		expect(trustTable([figures('middle', 0.02, 0.02, 3)]).middle.reads).toBe(false);
		// A phase the file lacks is trusted with nothing.
		expect(trustTable([]).end).toMatchObject({ reads: false, tellApart: null, positions: 0 });
	});

	it("the app's table is its measured calibration file's, one entry a phase", () => {
		for (const phase of PHASES) {
			const f = calibration.phases.find((p) => p.phase === phase)!;
			expect(APP_TRUST[phase].positions).toBe(f.positions);
			expect(APP_TRUST[phase].reads).toBe(f.gain - f.gainHalfWidth > 0);
			expect(APP_TRUST[phase].tellApart).toBe(APP_TRUST[phase].reads ? f.tellApart : null);
			expect(estimateTrust(PHASE_PIECES[phase][0])).toBe(APP_TRUST[phase]);
		}
	});
});
