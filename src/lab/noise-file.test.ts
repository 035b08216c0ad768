/**
 * The app's noise file (src/lib/engine-player/noise.json, what
 * engine-player/trust.ts reads) is the output of its own command on the
 * committed dataset with today's weights.json:
 * - it names the SHA-256 of today's weights.json (a new evaluation without
 *   a new measure fails here);
 * - its per-phase figures are the summary of the committed per-position
 *   lines (src/lab/data/noise.txt, the same command's standard output);
 * - those lines are the positions the command's seed draws, and the first
 *   of each phase measured again here gives the same line (the whole run:
 *   about 10 minutes on two cores; every budget is a node count, so it is
 *   the same on any machine).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DATASET_PATH } from './dataset';
import { readDataset } from './dataset-file';
import { NoiseMeter, noiseLine, noiseSample, parseNoiseLine, summarise, type NoiseFile, type NoiseResult } from './noise';
import { PHASES } from '../lib/engine-player/trust';
import { diskLoader } from '../lib/tablebase/files-node';
import { TableSet } from '../lib/tablebase/table';

const NOISE = 'src/lib/engine-player/noise.json';
const LINES = 'src/lab/data/noise.txt';
const WEIGHTS = 'src/lib/engine-player/weights.json';

const file = JSON.parse(readFileSync(NOISE, 'utf8')) as NoiseFile;
const lines = readFileSync(LINES, 'utf8').split('\n').filter(Boolean);
/** The per-position lines (the summary lines after them do not parse as one). */
const results = lines.map((l, i) => parseNoiseLine(l, i)).filter((r): r is NoiseResult => r !== null);

function option(name: string): number {
	const m = new RegExp(`--${name} (\\d+)`).exec(file.command);
	expect(m, `${NOISE}'s command has --${name}`).not.toBeNull();
	return Number(m![1]);
}

describe("the app's measured search noise", () => {
	it("was measured with today's weights, on the committed dataset", () => {
		expect(file.weights).toBe(createHash('sha256').update(readFileSync(WEIGHTS)).digest('hex'));
		expect(file.command).toMatch(new RegExp(`^engine noise --data ${DATASET_PATH} `));
		expect(file.command).not.toMatch(/--eval/);
	});

	it('is the summary of the committed per-position lines, a phase at a time', () => {
		expect(results.length).toBe(PHASES.length * option('count'));
		expect(file.phases).toEqual(PHASES.map((p) => summarise(results, p)));
		// The summary lines follow the positions': one a phase and one for all.
		expect(lines.length).toBe(results.length + PHASES.length + 1);
	});

	it("its lines are the positions the command's seed draws, and the first of each phase measures the same again", () => {
		const tasks = noiseSample(readDataset(new Uint8Array(readFileSync(DATASET_PATH))), option('count'), option('seed'));
		expect(tasks.length).toBe(results.length);
		const meter = new NoiseMeter({ movetimeMs: file.movetimeMs, factor: file.factor, tablebase: new TableSet(diskLoader('.')) });
		for (const phase of PHASES) {
			const k = results.findIndex((r) => r.phase === phase);
			expect(noiseLine(meter.measure(tasks[k])), `${LINES} line ${k + 1}`).toBe(lines[k]);
		}
	}, 120_000);
});
