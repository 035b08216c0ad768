/**
 * The committed evaluation is the fit of the committed dataset: the file's
 * SHA-256 is the one weights.json and docs/engine.md name, and the fit
 * `engine fit --data` runs (its command read from weights.json) gives
 * weights.json and calibration.json again, byte for byte: the weights
 * themselves, every one of them, not a note about them.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DATASET_PATH } from './dataset';
import { readDataset } from './dataset-file';
import { jsonText, RECIPES, runFit } from './fit-run';

const WEIGHTS = 'src/lib/engine-player/weights.json';
const CALIBRATION = 'src/lib/engine-player/calibration.json';

describe('the committed evaluation', () => {
	it('is the fit of the committed dataset, byte for byte, with its calibration', () => {
		const bytes = new Uint8Array(readFileSync(DATASET_PATH));
		const sha = createHash('sha256').update(bytes).digest('hex');
		const weights = JSON.parse(readFileSync(WEIGHTS, 'utf8')) as { fit: { command: string; data: string } };
		expect(weights.fit.data).toBe(sha);
		expect(readFileSync('docs/engine.md', 'utf8')).toContain(sha);
		const m = /^engine fit --data (\S+) --model (\S+)$/.exec(weights.fit.command);
		expect(m, weights.fit.command).not.toBeNull();
		expect(m![1]).toBe(DATASET_PATH);
		const report = runFit(readDataset(bytes), RECIPES[m![2]], weights.fit.command, sha);
		expect(jsonText(report.file)).toBe(readFileSync(WEIGHTS, 'utf8'));
		expect(jsonText(report.calibration)).toBe(readFileSync(CALIBRATION, 'utf8'));
	}, 600_000);
});
