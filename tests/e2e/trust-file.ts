/** How far the engine's estimate is trusted per phase, read from the committed calibration (engine-player/calibration.json). */
import { readFileSync } from 'node:fs';
import { repo } from './built';

/** How far the estimate is trusted in a phase, as calibration.json measures it (read here, never copied: another fit may change it). */
export function trustFromFile(phase: string): { tellApart: string; words: { en: string; ru: string } } {
	const file = JSON.parse(readFileSync(`${repo}/src/lib/engine-player/calibration.json`, 'utf8')) as {
		phases: { phase: string; gain: number; gainHalfWidth: number; tellApart: number }[];
	};
	const p = file.phases.find((f) => f.phase === phase)!;
	const reads = p.gain - p.gainHalfWidth > 0;
	return reads
		? { tellApart: String(p.tellApart), words: { en: `a drop under ${p.tellApart} point`, ru: `потеря меньше ${p.tellApart} ` } }
		: { tellApart: 'none', words: { en: 'no better than a coin', ru: 'не лучше монетки' } };
}
