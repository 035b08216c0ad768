/**
 * The proof-number search and the lone-piece bound against the plain
 * alpha-beta search and the reference (./reference): the same answers on
 * random positions, whatever the order of work.
 */
import { describe, expect, it } from 'vitest';
import { legalMoves, makeFen, makePosition, parseFen, type Aim, type Position } from '../engine';
import { rng } from '../random';
import { ProofNumberSearch, ProofNumberTable, PN_FRONTIER } from './proof-numbers';
import { loneBound, ProofSearch } from './search';
import { TranspositionTable } from './tt';
import { Oracle } from './reference';
import { twelvePosition } from './twelve';

/** `own` pieces of the side to move (kings now and then) against `theirs` of the other side. */
function randomPosition(rand: () => number, own: number, theirs: number, kingChance: number): Position {
	const wtm = rand() < 0.5;
	let mine = 0;
	let other = 0;
	let kings = 0;
	const place = (count: number, white: boolean) => {
		for (let placed = 0; placed < count;) {
			const sq = Math.floor(rand() * 32);
			if ((((mine | other) >>> sq) & 1) !== 0) continue;
			// A man on its own promotion rank cannot exist: make it a king.
			if (rand() < kingChance || (white ? sq >= 28 : sq < 4)) kings |= 1 << sq;
			if (white === wtm) mine |= 1 << sq;
			else other |= 1 << sq;
			placed++;
		}
	};
	place(own, wtm);
	place(theirs, !wtm);
	return wtm ? makePosition(mine, other, kings, true) : makePosition(other, mine, kings, false);
}

function fresh(aim: Aim): ProofSearch {
	const s = new ProofSearch(new TranspositionTable(1), aim);
	s.setBudget({});
	return s;
}

describe('loneBound', () => {
	it('is 5 at the start of 12 against 1 (a1, c1, e1, g1 and h2 must move) and 0 where the a7 man stands blocked by b8', () => {
		const start = twelvePosition('f8');
		expect(loneBound(start.white, start.black, true)).toBe(5);
		const blocked = parseFen('W:Wa7:Bb8');
		if (!blocked.ok) throw new Error('bad FEN');
		expect(loneBound(blocked.value.white, blocked.value.black, true)).toBe(0);
		expect(legalMoves(blocked.value)).toEqual([]);
		// Black to move with the pieces turned round: the same.
		const turned = parseFen('B:Wg1:Bh2');
		if (!turned.ok) throw new Error('bad FEN');
		expect(loneBound(turned.value.black, turned.value.white, false)).toBe(0);
	});

	it('is 0 unless the opponent has exactly one piece', () => {
		const start = twelvePosition('f8');
		expect(loneBound(start.white, 0, true)).toBe(0);
		expect(loneBound(start.white, (1 << 31) | (1 << 30), true)).toBe(0);
	});

	it('never says more than the truth: no win within a bound below it (300 random positions, 3-12 pieces against one)', () => {
		const rand = rng(4242);
		const oracle = new Oracle('giveaway');
		let bit = 0;
		for (let run = 0; run < 300; run++) {
			const pos = randomPosition(rand, 3 + Math.floor(rand() * 10), 1, run % 3 === 0 ? 0.2 : 0);
			const own = pos.whiteToMove ? pos.white : pos.black;
			const other = pos.whiteToMove ? pos.black : pos.white;
			const bound = loneBound(own, other, pos.whiteToMove);
			// The reference searches full width: bounds up to 3 keep it quick.
			const n = Math.min(bound - 1, 3);
			if (n < 0) continue;
			bit++;
			expect(oracle.winWithin(pos, n), `${makeFen(pos)}: bound ${bound}, yet a win within ${n}`).toBe(false);
			oracle.trim();
		}
		expect(bit).toBeGreaterThan(100);
	});
});

describe('ProofNumberSearch', () => {
	for (const aim of ['giveaway', 'russian'] as const) {
		it(`the same answers as the alpha-beta search, bounds ${PN_FRONTIER + 1}-6, random 2-7 piece positions, aim ${aim}`, () => {
			const rand = rng(aim === 'giveaway' ? 777 : 778);
			// Russian king endings cost both searches more: fewer of them.
			const runs = aim === 'giveaway' ? 100 : 50;
			let wins = 0;
			let noWins = 0;
			for (let run = 0; run < runs; run++) {
				const pos = randomPosition(rand, 1 + Math.floor(rand() * 4), 1 + Math.floor(rand() * 3), 0.3);
				const n = PN_FRONTIER + 1 + Math.floor(rand() * (6 - PN_FRONTIER));
				const plain = fresh(aim).winWithin(pos.white, pos.black, pos.kings, pos.whiteToMove, n);
				const pns = new ProofNumberSearch(fresh(aim), new ProofNumberTable(1));
				const where = `${makeFen(pos)} within ${n}, aim ${aim}`;
				expect(pns.winWithin(pos.white, pos.black, pos.kings, pos.whiteToMove, n), where).toBe(plain);
				// everyReplyWins: the position is the opponent's, after our move.
				const replies = fresh(aim).everyReplyWins(pos.white, pos.black, pos.kings, pos.whiteToMove, n);
				expect(
					new ProofNumberSearch(fresh(aim), new ProofNumberTable(1)).everyReplyWins(pos.white, pos.black, pos.kings, pos.whiteToMove, n),
					`${where} (every reply)`
				).toBe(replies);
				if (plain) wins++;
				else noWins++;
			}
			// Both answers occur often enough to mean something.
			expect(wins).toBeGreaterThan(runs / 10);
			expect(noWins).toBeGreaterThan(runs / 10);
		});
	}

	it('a tiny shared table (entries overwritten all the time) changes no answer', () => {
		const rand = rng(99);
		const table = new ProofNumberTable(0);
		expect(table.entries).toBe(2);
		const s = fresh('giveaway');
		const pns = new ProofNumberSearch(s, table);
		for (let run = 0; run < 40; run++) {
			const pos = randomPosition(rand, 2 + Math.floor(rand() * 3), 1 + Math.floor(rand() * 2), 0.3);
			const n = 4 + Math.floor(rand() * 2);
			expect(pns.winWithin(pos.white, pos.black, pos.kings, pos.whiteToMove, n), `${makeFen(pos)} within ${n}`).toBe(
				fresh('giveaway').winWithin(pos.white, pos.black, pos.kings, pos.whiteToMove, n)
			);
		}
	});

	it('12 against 1 on c7: no win within 17, a win within 18, in a small fraction of the alpha-beta nodes', () => {
		const pos = twelvePosition('c7');
		const s = new ProofSearch(new TranspositionTable(32), 'giveaway');
		s.setBudget({});
		const pns = new ProofNumberSearch(s);
		expect(pns.winWithin(pos.white, pos.black, pos.kings, true, 17)).toBe(false);
		expect(pns.winWithin(pos.white, pos.black, pos.kings, true, 18)).toBe(true);
		// The alpha-beta search alone needs about 4.5 M nodes for these two; measured, not a limit of the method.
		expect(s.nodes).toBeLessThan(1_000_000);
	});
});
