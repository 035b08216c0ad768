import { area } from './area';
import { enCount, ruCount } from './plural';
import type { Proved } from '../review/review';
import type { PdnTextError } from '../review/pdn-text';

type Cls = 'best' | 'good' | 'inaccuracy' | 'unclear' | 'mistake' | 'blunder';
const EN_CLASSES: Record<Cls, string> = { best: 'best', good: 'good', inaccuracy: 'inaccuracy', unclear: 'unclear', mistake: 'mistake', blunder: 'blunder' };
const RU_CLASSES: Record<Cls, string> = {
	best: 'лучший',
	good: 'хороший',
	inaccuracy: 'неточность',
	unclear: 'неясно',
	mistake: 'ошибка',
	blunder: 'грубая ошибка'
};

/** A proved result of the mover, before or after its move (review.ts Proved), in words. */
function enProved(p: Proved, side: 'before' | 'after'): string {
	if (p.kind === 'win') return `win in ${p.n}`;
	if (p.kind === 'loss') return `loss in ${p.n}`;
	return side === 'before' ? 'no loss' : 'no win';
}

function ruProved(p: Proved, side: 'before' | 'after'): string {
	if (p.kind === 'win') return `выигрыш в ${p.n}`;
	if (p.kind === 'loss') return `проигрыш в ${p.n}`;
	return side === 'before' ? 'нет проигрыша' : 'нет выигрыша';
}

/** The review of a game (/review), the review buttons elsewhere and a study's main line reviewed. */
export const review = area(
	{
		reviewPageTitle: 'Game review',
		reviewIntro: 'Every move judged by the engine, and where the solver proves it, by the proved result.',
		reviewPdnLabel: 'A game or a collection of games as PDN',
		reviewPdnFile: 'Or open a PDN file',
		reviewPdnRead: 'Read the games',
		reviewPdnBad: (why: string): string => `These games cannot be read: ${why}`,
		reviewPdnCount: (n: number): string => `${enCount(n, 'game')} in the text; pick one to review.`,
		reviewPdnGame: (k: number, white: string, black: string, extra: string, plies: number): string =>
			`${k}. ${white || '?'} – ${black || '?'}${extra ? `, ${extra}` : ''} (${enCount(plies, 'ply', 'plies')})`,
		reviewPdnRussian: 'ordinary checkers: no puzzles from it',
		reviewPdnNoMoves: 'no moves',
		reviewPdnReading: (read: number, total: number): string => `Reading the games: ${read} of ${total}`,
		reviewPdnReadingLabel: 'Reading the games',
		reviewPdnBadCount: (n: number): string => `${enCount(n, 'game')} cannot be read; ${n === 1 ? 'it is' : 'they are'} marked in the list.`,
		reviewPdnBadGame: (k: number, why: string): string => `${k}. This game cannot be read: ${why}`,
		reviewPdnEncoding: 'The file is not UTF-8: it was read as Windows-1251.',
		reviewPdnFailed: 'the reader stopped with an error; try again',
		reviewPdnTextError: (e: PdnTextError): string =>
			e.kind === 'too-large' ? `the file is larger than ${Math.round(e.maxBytes / 1048576)} MB` : `line ${e.line} is longer than ${e.maxLine} characters`,
		reviewPdnPage: (from: number, to: number, total: number): string => `Games ${from}–${to} of ${total}`,
		reviewPdnPrevious: 'Previous games',
		reviewPdnNext: 'Next games',
		reviewSideLabel: 'Which side was yours? (your thrown-away wins become puzzles)',
		reviewSideNone: 'Neither',
		reviewPick: 'Review this game',
		reviewOtherGame: 'Another game',
		reviewMissing: 'This game is not on this device (it may have been deleted).',
		reviewWorking: (done: number, total: number): string => `Reviewing: position ${done} of ${total}`,
		reviewProgressLabel: 'Review progress',
		reviewMakingPuzzles: 'Every position looked at; making puzzles of your thrown-away wins…',
		reviewCancel: 'Cancel',
		reviewCancelled: 'The review was cancelled.',
		reviewRestart: 'Review it',
		reviewFailed: 'The review stopped with an error.',
		reviewBadGame: 'This game cannot be replayed: a move is not legal. Nothing was changed.',
		reviewEnded: (why: string): string => `Reviewed up to the end of the game: ${why}.`,
		reviewAgain: 'Review again',
		reviewFromStored: (date: string): string => `Reviewed before (${date}), kept on this device.`,
		reviewUnsaved: 'The review could not be kept on this device; it is shown all the same.',
		reviewMovesHeading: 'Moves',
		reviewClass: (c: string): string => EN_CLASSES[c as Cls] ?? c,
		reviewMoveLabel: (number: string, move: string, cls: string): string => `${number} ${move}: ${EN_CLASSES[cls as Cls] ?? cls}`,
		reviewProof: (before: Proved, after: Proved): string => `proved: ${enProved(before, 'before')} → ${enProved(after, 'after')}`,
		reviewMissed: (move: string, line: string): string => `The winning move was ${move}; its line: ${line}.`,
		reviewShowLine: 'Show the winning line on the board',
		reviewBackToGame: 'Back to the game',
		reviewBetter: (move: string): string => `The engine preferred ${move}.`,
		reviewStart: 'Start',
		reviewPrevious: 'Previous move',
		reviewNext: 'Next move',
		reviewPrevKey: 'Previous key moment',
		reviewNextKey: 'Next key moment',
		reviewKeyShort: 'Key moment',
		reviewNoKey: 'No key moments: no mistake or blunder in this game.',
		reviewAccuracy: 'Accuracy',
		reviewAccuracyOf: (side: string, value: string): string => `${side}: ${value}`,
		reviewNoChoice: 'no choice',
		reviewGraphCaption: 'White’s expected result after each move',
		reviewGraphLabel: 'Evaluation graph: choose a move',
		reviewGraphValue: (ply: number, percent: number): string => `after ply ${ply}: White ${percent}%`,
		reviewGraphPly: 'Ply',
		reviewGraphMove: 'Move',
		reviewGraphWhite: 'White’s expected result',
		reviewGraphClass: 'Class',
		reviewPuzzlesHeading: 'Puzzles made from this game',
		reviewPuzzlesNone: 'None: no win of yours was proved thrown away.',
		reviewPuzzlesNotAsked: 'No side was chosen as yours, so no puzzles were made.',
		reviewPuzzle: (move: string, n: number): string => `Your move ${move} threw the win away: find the win in ${n}`,
		reviewOpen: 'Review',
		reviewReviewed: 'reviewed',
		reviewPlayout: 'Review this game',
		studyReviewButton: 'Review the main line',
		studyReviewHeading: 'The main line reviewed',
		studyReviewAuthor: 'Author’s mark',
		studyReviewOurs: 'The review',
		studyReviewGood: (mark: string): string => `The author’s “${mark}” and the review agree.`,
		studyReviewDisagreeGood: (mark: string, cls: string): string =>
			`The author marks this “${mark}”, but the review finds it a ${cls}: the engine or the solver sees a stronger move.`,
		studyReviewDisagreeBad: (mark: string): string => `The author marks this “${mark}”, but the review finds nothing wrong with it: no better move was found.`,
		studyReviewRussian:
			'Ordinary checkers, judged by its own rules: the solver’s proofs where they reach, elsewhere estimates from hand-set weights (the engine learned only giveaway), so read its classes as a guide.'
	},
	{
		reviewPageTitle: 'Разбор партии',
		reviewIntro: 'Каждый ход оценён движком, а где решатель доказывает результат, — доказанным результатом.',
		reviewPdnLabel: 'Партия или сборник партий в PDN',
		reviewPdnFile: 'Или откройте файл PDN',
		reviewPdnRead: 'Прочитать партии',
		reviewPdnBad: (why: string): string => `Эти партии нельзя прочитать: ${why}`,
		reviewPdnCount: (n: number): string => `В тексте ${ruCount(n, 'партия', 'партии', 'партий')}; выберите одну для разбора.`,
		reviewPdnGame: (k: number, white: string, black: string, extra: string, plies: number): string =>
			`${k}. ${white || '?'} – ${black || '?'}${extra ? `, ${extra}` : ''} (${ruCount(plies, 'полуход', 'полухода', 'полуходов')})`,
		reviewPdnRussian: 'обычные шашки: задач из них не будет',
		reviewPdnNoMoves: 'нет ходов',
		reviewPdnReading: (read: number, total: number): string => `Чтение партий: ${read} из ${total}`,
		reviewPdnReadingLabel: 'Чтение партий',
		reviewPdnBadCount: (n: number): string => `Не читается ${ruCount(n, 'партия', 'партии', 'партий')}; в списке они отмечены.`,
		reviewPdnBadGame: (k: number, why: string): string => `${k}. Эту партию нельзя прочитать: ${why}`,
		reviewPdnEncoding: 'Файл не в UTF-8: он прочитан как Windows-1251.',
		reviewPdnFailed: 'чтение остановилось с ошибкой; попробуйте ещё раз',
		reviewPdnTextError: (e: PdnTextError): string =>
			e.kind === 'too-large' ? `файл больше ${Math.round(e.maxBytes / 1048576)} МБ` : `строка ${e.line} длиннее ${e.maxLine} символов`,
		reviewPdnPage: (from: number, to: number, total: number): string => `Партии ${from}–${to} из ${total}`,
		reviewPdnPrevious: 'Предыдущие партии',
		reviewPdnNext: 'Следующие партии',
		reviewSideLabel: 'Какой стороной играли вы? (упущенные вами выигрыши станут задачами)',
		reviewSideNone: 'Никакой',
		reviewPick: 'Разобрать эту партию',
		reviewOtherGame: 'Другая партия',
		reviewMissing: 'Этой партии нет на устройстве (возможно, она удалена).',
		reviewWorking: (done: number, total: number): string => `Разбор: позиция ${done} из ${total}`,
		reviewProgressLabel: 'Ход разбора',
		reviewMakingPuzzles: 'Все позиции просмотрены; составляются задачи из упущенных вами выигрышей…',
		reviewCancel: 'Отменить',
		reviewCancelled: 'Разбор отменён.',
		reviewRestart: 'Разобрать',
		reviewFailed: 'Разбор остановился с ошибкой.',
		reviewBadGame: 'Эту партию нельзя воспроизвести: в ней недопустимый ход. Ничего не изменено.',
		reviewEnded: (why: string): string => `Разбор до конца партии: ${why}.`,
		reviewAgain: 'Разобрать заново',
		reviewFromStored: (date: string): string => `Разобрана раньше (${date}), разбор хранится на этом устройстве.`,
		reviewUnsaved: 'Разбор не удалось сохранить на устройстве; он всё равно показан.',
		reviewMovesHeading: 'Ходы',
		reviewClass: (c: string): string => RU_CLASSES[c as Cls] ?? c,
		reviewMoveLabel: (number: string, move: string, cls: string): string => `${number} ${move}: ${RU_CLASSES[cls as Cls] ?? cls}`,
		reviewProof: (before: Proved, after: Proved): string => `доказано: ${ruProved(before, 'before')} → ${ruProved(after, 'after')}`,
		reviewMissed: (move: string, line: string): string => `Выигрывал ход ${move}; его вариант: ${line}.`,
		reviewShowLine: 'Показать выигрыш на доске',
		reviewBackToGame: 'Назад к партии',
		reviewBetter: (move: string): string => `Движок предпочёл ${move}.`,
		reviewStart: 'Начало',
		reviewPrevious: 'Предыдущий ход',
		reviewNext: 'Следующий ход',
		reviewPrevKey: 'Предыдущий ключевой момент',
		reviewNextKey: 'Следующий ключевой момент',
		reviewKeyShort: 'Ключевой момент',
		reviewNoKey: 'Ключевых моментов нет: ни ошибок, ни грубых ошибок.',
		reviewAccuracy: 'Точность',
		reviewAccuracyOf: (side: string, value: string): string => `${side}: ${value}`,
		reviewNoChoice: 'не было выбора',
		reviewGraphCaption: 'Ожидаемый результат белых после каждого хода',
		reviewGraphLabel: 'График оценки: выберите ход',
		reviewGraphValue: (ply: number, percent: number): string => `после полухода ${ply}: белые ${percent}%`,
		reviewGraphPly: 'Полуход',
		reviewGraphMove: 'Ход',
		reviewGraphWhite: 'Ожидаемый результат белых',
		reviewGraphClass: 'Оценка',
		reviewPuzzlesHeading: 'Задачи из этой партии',
		reviewPuzzlesNone: 'Нет: доказанно упущенных вами выигрышей не найдено.',
		reviewPuzzlesNotAsked: 'Ваша сторона не выбрана, поэтому задачи не составлялись.',
		reviewPuzzle: (move: string, n: number): string => `Ваш ход ${move} упустил выигрыш: найдите выигрыш в ${n}`,
		reviewOpen: 'Разбор',
		reviewReviewed: 'разобрана',
		reviewPlayout: 'Разобрать эту партию',
		studyReviewButton: 'Разобрать главный вариант',
		studyReviewHeading: 'Разбор главного варианта',
		studyReviewAuthor: 'Знак автора',
		studyReviewOurs: 'Разбор',
		studyReviewGood: (mark: string): string => `Знак автора «${mark}» и разбор согласны.`,
		studyReviewDisagreeGood: (mark: string, cls: string): string =>
			`Автор ставит «${mark}», но разбор находит здесь: ${cls} — движок или решатель видит ход сильнее.`,
		studyReviewDisagreeBad: (mark: string): string => `Автор ставит «${mark}», но разбор не находит здесь ошибки: лучшего хода не найдено.`,
		studyReviewRussian:
			'Обычные шашки, по их собственным правилам: доказательства решателя, где он достаёт, а в остальном оценки с весами, заданными вручную (движок учился только на поддавках), так что оценки ходов здесь — ориентир.'
	}
);
