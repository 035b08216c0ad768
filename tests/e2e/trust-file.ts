/** How far the engine's estimate is trusted per phase, read from the committed calibration and noise (engine-player/calibration.json, noise.json). */
import { readFileSync } from 'node:fs';
import { repo } from './built';

/** How far the estimate is trusted in a phase, as calibration.json measures it (read here, never copied: another fit may change it). */
export function trustFromFile(phase: string): { tellApart: string; words: { en: string; ru: string } } {
	const file = JSON.parse(readFileSync(`${repo}/src/lib/engine-player/calibration.json`, 'utf8')) as {
		phases: { phase: string; gain: number; gainHalfWidth: number; tellApart: number }[];
	};
	const noise = JSON.parse(readFileSync(`${repo}/src/lib/engine-player/noise.json`, 'utf8')) as { phases: { phase: string; reviewP95: number }[] };
	const p = file.phases.find((f) => f.phase === phase)!;
	const reads = p.gain - p.gainHalfWidth > 0;
	// The larger of what the calibration tells apart and the search's own noise (noise.json).
	const tellApart = Math.max(p.tellApart, noise.phases.find((f) => f.phase === phase)!.reviewP95);
	return reads
		? { tellApart: String(tellApart), words: { en: `a drop under ${tellApart} point`, ru: `потеря меньше ${tellApart} ` } }
		: { tellApart: 'none', words: { en: 'no better than a coin', ru: 'не лучше монетки' } };
}
