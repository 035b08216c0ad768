/**
 * The course (`/learn`) and the endgame practice (`/learn/practice`) as
 * data: positions and goals only. What each goal accepts is computed on
 * the device from the position (./goals.ts: the rules engine, the solver)
 * and a drill's limit from the endgame tables (./drill.ts); the words are
 * in src/lib/i18n/learn.ts, keyed by the ids here. course.test.ts holds
 * every exercise and drill to what its text claims.
 *
 * Positions were composed for this app (the classics lesson rebuilds the
 * threat and constriction examples of the 1999-2000 magazine article, as
 * puzzles/classics/magazine-1999.json does; the 12-against-1 lesson takes
 * positions from the proved lines of puzzles/classics/twelve-against-one.json).
 */
import type { Drill } from './drill';
import type { Exercise } from './goals';

export interface Lesson {
	id: string;
	exercises: readonly Exercise[];
}

const START_OF_TWELVE = 'W:Wa1,a3,b2,c1,c3,d2,e1,e3,f2,g1,g3,h2';

export const COURSE: readonly Lesson[] = [
	{
		// How men move, and the notation.
		id: 'moves',
		exercises: [
			{ id: 'step', fen: 'W:Wc3:Bf6', goal: { kind: 'targets', from: 'c3' } },
			{ id: 'own-way', fen: 'W:Wa3,e3,f2:Bd8', goal: { kind: 'targets', from: 'f2' }, unique: true },
			{ id: 'notation', fen: 'W:Wa3,c3,e3,g3:Bb6,d6,f6,h6', goal: { kind: 'play', move: 'e3-f4' }, unique: true },
			{ id: 'black', fen: 'B:Wc3,e3:Bd6,f6', goal: { kind: 'targets', from: 'd6' } }
		]
	},
	{
		// Capture is compulsory; men capture backwards; a chain is finished; free choice between captures.
		id: 'capture',
		exercises: [
			{ id: 'must', fen: 'W:Wa1,c3,e3,g3:Bd4,h4', goal: { kind: 'capturers' } },
			{ id: 'backwards', fen: 'W:Wa1,e5:Bd4,f6,h8', goal: { kind: 'capture-back' }, unique: true },
			{ id: 'chain', fen: 'W:Wc1:Bb2,d2,f4,f6', goal: { kind: 'most' }, unique: true },
			{ id: 'choice', fen: 'W:Wa3,e3,f4:Bb4,e5,g5', goal: { kind: 'forced-reply' }, unique: true }
		]
	},
	{
		// Kings; the Turkish strike; promotion in the middle of a capture.
		id: 'kings',
		exercises: [
			{ id: 'crown', fen: 'W:Wc7,e3:Bh6', goal: { kind: 'promote' } },
			{ id: 'king-moves', fen: 'W:Wf4,Kc1:Bh8', goal: { kind: 'targets', from: 'c1' } },
			{ id: 'king-captures', fen: 'W:WKa1:Bd4', goal: { kind: 'targets', from: 'a1' } },
			{ id: 'turkish', fen: 'W:WKd8:Bc3,d6,e3,e7', goal: { kind: 'count' } },
			{ id: 'crown-go-on', fen: 'W:Wc3,f6:Bb6,d4,e7,h8', goal: { kind: 'crown-and-go-on' }, unique: true }
		]
	},
	{
		// The aim (no pieces or no move wins) and the draw rules.
		id: 'aim',
		exercises: [
			{ id: 'last-man', fen: 'W:Wg3:Bc5,e5', goal: { kind: 'win', n: 1 }, unique: true },
			{ id: 'blocked', fen: 'B:Wb4,c3:Ba5', goal: { kind: 'outcome' } },
			{ id: 'not-yet', fen: 'B:Wb4,c3:Ba5,h8', goal: { kind: 'outcome' } },
			{
				id: 'repetition',
				fen: 'W:WKh2:BKa7',
				goal: { kind: 'outcome', moves: ['h2-g1', 'a7-b8', 'g1-h2', 'b8-a7', 'h2-g1', 'a7-b8', 'g1-h2', 'b8-a7'] }
			}
		]
	},
	{
		// Forcing the opponent to capture (the offer); not capturing yourself.
		id: 'offer',
		exercises: [
			{ id: 'offer', fen: 'W:Wc3,f4,h2:Bb6,d6,h8', goal: { kind: 'forces-capture' }, unique: true },
			{ id: 'no-capture', fen: 'W:Wc3,f2,g3:Bb6,e7,g5', goal: { kind: 'no-capture' }, unique: true },
			{ id: 'offer-wins', fen: 'W:Wb2,b4,e3:Bb8,f4,g5', goal: { kind: 'win', n: 2 }, unique: true },
			{ id: 'two-offers', fen: 'W:Wb2,e5,g5:Bc5,d2,h4', goal: { kind: 'win', n: 2 }, unique: true }
		]
	},
	{
		// Locking your own men; counting ahead.
		id: 'lock',
		exercises: [
			{ id: 'locked-a7', fen: 'W:Wa7,f4,g1:Bb8,d6,e5', goal: { kind: 'win', n: 1 }, unique: true },
			{ id: 'locked-a3', fen: 'W:Wa3,f4,h4:Bb4,c5,d4', goal: { kind: 'win', n: 2 }, unique: true },
			{ id: 'quiet', fen: 'W:Wd4,f4,g3:Bb8,d2,e7', goal: { kind: 'no-capture' }, unique: true },
			{ id: 'count', fen: 'W:Wc5,g5,g7:Ba5,g3,h8', goal: { kind: 'win', n: 3 }, unique: true }
		]
	},
	{
		// Threat and constriction, after the classic examples.
		id: 'classics',
		exercises: [
			{ id: 'constriction', fen: 'W:Wd2,e3,f2:Bd6,f6,h6', goal: { kind: 'win', n: 3 } },
			{ id: 'constriction-end', fen: 'W:Wd2,e3,g3:Bd6,g5,h6', goal: { kind: 'win', n: 2 }, unique: true },
			{ id: 'threat', fen: 'W:Wa1,e3,h2:Ba3,c7,g7', goal: { kind: 'threat' }, unique: true },
			{ id: 'chase', fen: 'W:Wf4,f6:Bd6', goal: { kind: 'win', n: 3 }, unique: true }
		]
	},
	{
		// The idea of 12 against 1.
		id: 'twelve',
		exercises: [
			{ id: 'first-capture', fen: `${START_OF_TWELVE}:Bd4`, goal: { kind: 'capturers' } },
			{ id: 'feed-one', fen: 'W:Wa1,c5:BKc1', goal: { kind: 'win', n: 1 }, unique: true },
			{ id: 'feed-two', fen: 'W:Wa1,c1,c5:BKf4', goal: { kind: 'win', n: 2 }, unique: true },
			{ id: 'feed-three', fen: 'W:Wa1,b2,c1,c5,e3:BKa5', goal: { kind: 'win', n: 3 }, unique: true }
		]
	}
];

/**
 * The endgame drills, chosen from the tables (up to 4 pieces ship with
 * the app; the 5-piece ones need the optional pack). A win's limit is the
 * tables' N plus DRILL_SLACK; a draw is held for `hold` moves.
 */
export const DRILLS: readonly Drill[] = [
	{ id: 'two-men-v-king', fen: 'W:Wd2,g3:BKd6', goal: 'win', theme: 'men-v-king' },
	{ id: 'k-two-men', fen: 'W:WKf6:Bd8,e7', goal: 'win', theme: 'king-v-men' },
	{ id: 'three-kings', fen: 'W:WKc1,Kf4,Kh6:BKe1', goal: 'win', theme: 'kings-v-king' },
	{ id: 'three-kings-one-way', fen: 'W:WKa1,Kc5,Ke7:BKb8', goal: 'win', theme: 'kings-v-king' },
	{ id: 'three-men-king', fen: 'B:WKc3:Bc5,e5,h2', goal: 'win', theme: 'men-v-king' },
	{ id: 'k-two-men-far', fen: 'W:WKe1:Bc7,g7', goal: 'win', theme: 'king-v-men' },
	{ id: 'k-three-men', fen: 'W:WKc1:Ba5,c7,f8', goal: 'win', theme: 'king-v-men' },
	{ id: 'kings-v-man', fen: 'W:WKe1,Kf2,Kf6:Bh4', goal: 'win', theme: 'kings-v-man' },
	{ id: 'two-v-one', fen: 'W:Wc3,h6:Ba5', goal: 'win', theme: 'one-plan' },
	{ id: 'three-v-one', fen: 'W:Wa5,f2,g3:Bc3', goal: 'win', theme: 'one-plan' },
	{ id: 'two-v-two', fen: 'W:Wf2,h2:Bb2,e5', goal: 'win', theme: 'one-plan' },
	{ id: 'hold-men', fen: 'W:Wb2,d2:Ba5,d6', goal: 'draw', theme: 'hold', hold: 6 },
	{ id: 'hold-king', fen: 'W:Wa3,Kc1:BKb2,g3', goal: 'draw', theme: 'hold', hold: 6 },
	{ id: 'pack-three-v-two', fen: 'W:Wa3,e5,f6:Bb6,f8', goal: 'win', theme: 'one-plan' },
	{ id: 'pack-three-v-two-long', fen: 'W:Wb2,e1,h2:Bd4,g5', goal: 'win', theme: 'one-plan' }
];

export function lessonById(id: string): Lesson | undefined {
	return COURSE.find((l) => l.id === id);
}

export function drillById(id: string): Drill | undefined {
	return DRILLS.find((d) => d.id === id);
}
