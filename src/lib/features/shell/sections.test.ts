import { describe, expect, it } from 'vitest';
import { SECTIONS, sectionOf } from './sections';

describe('sectionOf', () => {
	it('gives each section its own page', () => {
		for (const s of SECTIONS) expect(sectionOf(s.href)).toBe(s.id);
	});

	it('counts pages below a section, the training runs as puzzles and game review as play', () => {
		expect(sectionOf('/puzzles/gen-0001')).toBe('puzzles');
		expect(sectionOf('/streak')).toBe('puzzles');
		expect(sectionOf('/review')).toBe('play');
		expect(sectionOf('/storm/')).toBe('puzzles');
		expect(sectionOf('/studies/petrov-1827')).toBe('studies');
		expect(sectionOf('/twelve/')).toBe('twelve');
		expect(sectionOf('/learn/practice')).toBe('learn');
	});

	it('knows no section for an unknown address, even one that starts like a section', () => {
		expect(sectionOf('/nowhere')).toBeNull();
		expect(sectionOf('/puzzlesx')).toBeNull();
		expect(sectionOf('/stormy')).toBeNull();
	});
});
