/**
 * Claims from a progress file proved again on this device (issue 31): the
 * import's proving and its outcome, a personal puzzle's claim as proved,
 * refuted or not proved, a kept review proved again. Words from data: a
 * solver's result is a Proved (review.ts), never a text from a file.
 */
import { area } from './area';
import { enCount, ruCount } from './plural';
import type { Proved } from '../review/review';

export interface ClaimsSummary {
	puzzles: { proved: number; refuted: number; unproved: number };
	reviews: { proved: number; dropped: number; unproved: number };
}

const enFound = (p: Proved): string =>
	p.kind === 'win'
		? `a win in ${enCount(p.n, 'move')}`
		: p.kind === 'loss'
			? `a loss in ${enCount(p.n, 'move')}`
			: `no win within ${enCount(p.within, 'move')}`;
const ruFound = (p: Proved): string =>
	p.kind === 'win'
		? `выигрыш за ${ruCount(p.n, 'ход', 'хода', 'ходов')}`
		: p.kind === 'loss'
			? `проигрыш за ${ruCount(p.n, 'ход', 'хода', 'ходов')}`
			: `отсутствие выигрыша за ${ruCount(p.within, 'ход', 'хода', 'ходов')}`;

export const claims = area(
	{
		claimsProving: (done: number, total: number): string => `Proving the file’s claims on this device: ${done} of ${total}`,
		claimsProvingLabel: 'Proving the file’s claims',
		claimsProved: (s: ClaimsSummary): string =>
			[
				`Proved on this device: ${enCount(s.puzzles.proved, 'puzzle')} from your games, ${enCount(s.reviews.proved, 'game review')}.`,
				s.puzzles.refuted ? `Refuted by the solver: ${enCount(s.puzzles.refuted, 'puzzle')} (shown as false).` : '',
				s.reviews.dropped ? `${enCount(s.reviews.dropped, 'proof')} of the file did not prove and ${s.reviews.dropped === 1 ? 'was' : 'were'} taken out.` : '',
				s.puzzles.unproved + s.reviews.unproved ? `Not proved within the solver’s budget: ${s.puzzles.unproved + s.reviews.unproved} (shown as unproved).` : ''
			]
				.filter(Boolean)
				.join(' '),
		claimsFailed: 'The file’s claims could not be proved now; they are shown as unproved until they are.',
		claimsProveNow: (n: number): string => `${enCount(n, 'kept puzzle or review', 'kept puzzles and reviews')} not proved on this device yet: prove them`,
		ownClaimProving: (n: number): string => `The file claims a win in ${enCount(n, 'move')} here; proving it on this device…`,
		ownClaimRefuted: (n: number, found: Proved): string =>
			`The file claims a win in ${enCount(n, 'move')} here, but the solver proves ${enFound(found)}: this is no puzzle.`,
		ownClaimUnproved: (n: number): string =>
			`The file claims a win in ${enCount(n, 'move')} here; the solver has not proved it on this device, so every move is judged by the solver.`,
		ownUnprovedShort: 'not proved',
		ownRefutedShort: 'refuted',
		reviewProving: (done: number, total: number): string => `Proving the kept review’s proofs on this device: ${done} of ${total}`,
		reviewDropped: (n: number): string => `${enCount(n, 'proof')} of this review did not prove on this device and ${n === 1 ? 'is' : 'are'} not shown.`
	},
	{
		claimsProving: (done: number, total: number): string => `Проверка утверждений файла на этом устройстве: ${done} из ${total}`,
		claimsProvingLabel: 'Проверка утверждений файла',
		claimsProved: (s: ClaimsSummary): string =>
			[
				`Доказано на этом устройстве: ${ruCount(s.puzzles.proved, 'задача', 'задачи', 'задач')} из ваших партий, ${ruCount(s.reviews.proved, 'разбор', 'разбора', 'разборов')} партий.`,
				s.puzzles.refuted ? `Опровергнуто решателем: ${ruCount(s.puzzles.refuted, 'задача', 'задачи', 'задач')} (показаны как ложные).` : '',
				s.reviews.dropped ? `Не доказано и убрано доказательств из файла: ${s.reviews.dropped}.` : '',
				s.puzzles.unproved + s.reviews.unproved
					? `Не доказано в пределах бюджета решателя: ${s.puzzles.unproved + s.reviews.unproved} (показаны как недоказанные).`
					: ''
			]
				.filter(Boolean)
				.join(' '),
		claimsFailed: 'Утверждения файла сейчас проверить не удалось; до проверки они показаны как недоказанные.',
		claimsProveNow: (n: number): string => `Задач и разборов, ещё не доказанных на этом устройстве: ${n}. Доказать`,
		ownClaimProving: (n: number): string => `Файл утверждает здесь выигрыш за ${ruCount(n, 'ход', 'хода', 'ходов')}; идёт проверка на этом устройстве…`,
		ownClaimRefuted: (n: number, found: Proved): string =>
			`Файл утверждает здесь выигрыш за ${ruCount(n, 'ход', 'хода', 'ходов')}, но решатель доказывает ${ruFound(found)}: это не задача.`,
		ownClaimUnproved: (n: number): string =>
			`Файл утверждает здесь выигрыш за ${ruCount(n, 'ход', 'хода', 'ходов')}; решатель не доказал это на этом устройстве, поэтому каждый ход проверяет решатель.`,
		ownUnprovedShort: 'не доказано',
		ownRefutedShort: 'опровергнуто',
		reviewProving: (done: number, total: number): string => `Проверка доказательств сохранённого разбора на этом устройстве: ${done} из ${total}`,
		reviewDropped: (n: number): string => `Доказательств этого разбора, не подтверждённых на этом устройстве и не показанных: ${n}.`
	}
);
