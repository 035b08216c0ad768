/** Small studies for the study tests. */
import type { Study } from '$lib/bank/types';

const text = (en: string) => ({ en, ru: en });

/**
 * The end of the magazine's constriction example (White to move, from
 * move 3): 3.e1-f2 g7-h6 4.f2-g3 f6-g5 5.e3-f4 g5:e3:c1 6.g3-f4. Here
 * 3.d2-c3 wins too, and at move 4 e3-f4 loses.
 */
export const constriction: Study = {
	id: 'test-constriction',
	title: text('Constriction'),
	description: text('A trap'),
	aim: 'giveaway',
	fen: 'W:Wd2,e1,e3:Bd6,f6,g7',
	source: text('test'),
	moves: [
		{ move: 'e1-f2', marks: ['!'], comment: text('The trap') },
		{ move: 'g7-h6', variations: [[{ move: 'd6-c5' }, { move: 'e3-d4', marks: ['+'] }]] },
		{ move: 'f2-g3' },
		{ move: 'f6-g5' },
		{ move: 'e3-f4' },
		{ move: 'g5:e3:c1' },
		{ move: 'g3-f4', marks: ['x'] }
	]
};
