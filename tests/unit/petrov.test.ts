import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseGameText, makeFen, applyMove, legalMoves, sameMove, START } from '../../src/lib/engine';
import { english } from '../../src/lib/i18n/errors';

const FIXTURE = readFileSync(new URL('../fixtures/petrov-1827.txt', import.meta.url), 'utf8');

/** The game as the 1827 book prints it (seed 000, line 1353), errors included. */
const PRINTED =
	'1.g3—h5 b6—a5, 2.f2—g3 c7— b6, 3.e3—f4 f6—g5, 4. h5:f6 e7: e3, 5. d2:f4 g7—f6, 6.g3—h5 f8— e7, ' +
	'7.h4—g3 b6—c5, 8.g1—h4 c5—b4 9.a3: c5 d6:d2, 10.c1: e3 a7— b6 , 11.b2—c3 b6—c5, 12. a1—b2 b8—c7, ' +
	'13. b2—a3 c7—d6, 14. e1—d2 a5—b4, 15. c3:a5 c5—d4, 16. e3:c5 d6:b4, 17. a3:c5 f6—g5, 18. h5:f6 e7:c1, ' +
	'19. c5—d6 h6—g5, 20. d6—c7 d8: b6, 21. a5: c7 g5—h5, 22. c7—b8 h5:f2, 23. h4—g3 f2:h5, 24. b8—h4 c1—e3, ' +
	'25. h4—e5 e3—a7, 26. e5—b8 a7— g1, 27. b8— h4 g1—d4, 28. h4—d6 d4— f6, 29. d6—f4 f6—d4, 30. f4— d6 h8— g7, ' +
	'31. d6—f4 g7—f6, 32. f4—d6 d4— a7, 33. d6— b8 f6—g5, 34. b8—e5 a7—b8, 35. e5—a1';

/** Relabel the printed h-file squares; `map` gives the true rank for each printed one. */
function relabel(text: string, map: Record<string, string>): string {
	return text.replace(/h\d/g, (sq) => map[sq] ?? sq);
}

describe("Petrov's game (1827)", () => {
	it('the corrected fixture is 69 legal plies from the start', () => {
		const r = parseGameText(START, FIXTURE);
		if (!r.ok) throw new Error(JSON.stringify(r.error));
		const line = r.value.mainline;
		expect(line.length).toBe(69);
		let pos = START;
		for (const node of line) {
			expect(
				legalMoves(pos).some((m) => sameMove(m, node.move)),
				`ply ${node.ply} ${node.notation}`
			).toBe(true);
			pos = applyMove(pos, node.move);
			expect(makeFen(pos)).toBe(node.fenAfter);
		}
		expect(makeFen(pos)).toBe('B:WKa1:BKb8,g5,h4');
		expect(line[0].commentBefore).toMatch(/^Petrov's game/);
	});

	it('the printed text fails at ply 1 with an illegal move', () => {
		const r = parseGameText(START, PRINTED);
		expect(r.ok).toBe(false);
		if (r.ok) return;
		expect(r.error.kind).toBe('illegal-move');
		expect(r.error.ply).toBe(1);
		expect(r.error.token).toBe('g3—h5');
		expect(english.gameTextError(r.error)).toBe('ply 1 (1.): illegal move "g3—h5": h5 is a light square');
	});

	it('printed h5 = h4 and printed h4 = h2 turn the print into the fixture', () => {
		const r = parseGameText(START, relabel(PRINTED, { h4: 'h2', h5: 'h4' }));
		const fixture = parseGameText(START, FIXTURE);
		if (!r.ok || !fixture.ok) throw new Error('does not parse');
		expect(r.value.mainline.map((n) => n.notation)).toEqual(fixture.value.mainline.map((n) => n.notation));
	});

	it('no other relabelling of the printed h-squares makes the whole text legal', () => {
		const printed = ['h4', 'h5', 'h6', 'h8'];
		const working: string[] = [];
		for (let code = 0; code < 8 ** printed.length; code++) {
			const map: Record<string, string> = {};
			printed.forEach((sq, i) => (map[sq] = `h${(Math.floor(code / 8 ** i) % 8) + 1}`));
			if (parseGameText(START, relabel(PRINTED, map)).ok) working.push(printed.map((sq) => `${sq}=${map[sq]}`).join(' '));
		}
		expect(working).toEqual(['h4=h2 h5=h4 h6=h6 h8=h8']);
	});
});
