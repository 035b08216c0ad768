/**
 * The course (/learn) and the endgame practice (/learn/practice): every
 * lesson's and exercise's words, the reasons a wrong answer gets, and the
 * drills' verdicts. Written for this app (facts of the rules and of the
 * classic examples from the project's source texts, in our own words).
 * Loaded with the course's own page (learn-more.ts), not with the others.
 * Moves and squares come in already shown (the notation setting).
 */
import { area } from './area';
import type { Color } from '$lib/engine';
import { enCount, ruCount, ruMoves } from './plural';

/** A lesson's title and its one idea. */
interface LessonWords {
	title: string;
	idea: string;
}
/** An exercise's task and what it showed, once solved. */
interface ExerciseWords {
	task: string;
	after: string;
}

const LESSONS_EN: Record<string, LessonWords> = {
	moves: {
		title: 'How men move',
		idea: 'A man steps one square diagonally forward onto a free dark square. Squares are named by a letter (the file, a to h from the left) and a number (the rank, 1 to 8 from White’s side).'
	},
	capture: {
		title: 'Capturing is compulsory',
		idea: 'When you can capture, you must. A man jumps an enemy piece next to it onto the empty square behind, forwards or backwards, and keeps jumping while it can. With several captures you choose.'
	},
	kings: {
		title: 'Kings and the Turkish strike',
		idea: 'A man that reaches the far rank becomes a king, which moves and captures along a diagonal at any distance. Captured pieces leave the board only when the whole move is over.'
	},
	aim: {
		title: 'How the game is won',
		idea: 'You win when it is your turn and you cannot move: no pieces left, or every one blocked. A position seen three times, or 15 moves each of kings only without a capture, is a draw.'
	},
	offer: {
		title: 'The offer',
		idea: 'Your weapon is the opponent’s duty to capture: put a man where it must be taken. And do not capture yourself without need: every piece you take is one the opponent no longer has to give away.'
	},
	lock: {
		title: 'Locked men and counting ahead',
		idea: 'A man that cannot move is no burden: once your other pieces are gone, a locked man wins the game. Before you offer a man, follow every forced reply to the end.'
	},
	classics: {
		title: 'Threat and constriction',
		idea: 'The two kinds of giveaway tactics, after a 1999-2000 magazine article (its diagrams are lost; these positions are rebuilt from its moves). Constriction takes away the opponent’s safe moves; a threat is a quiet move after which you could give everything away, marked + like check.'
	},
	twelve: {
		title: '12 against 1',
		idea: 'Twelve men against one, and the twelve win from most squares: more men, more moves to choose from. The plan: let the lone man become a king, then feed it your men in long chains.'
	}
};

const LESSONS_RU: Record<string, LessonWords> = {
	moves: {
		title: 'Как ходят шашки',
		idea: 'Простая шашка ходит на одно поле по диагонали вперёд, на свободное тёмное поле. Поле называют буквой (вертикаль, от a слева до h) и цифрой (горизонталь, от 1 со стороны белых до 8).'
	},
	capture: {
		title: 'Бить обязательно',
		idea: 'Если можно бить, бить нужно. Шашка перепрыгивает соседнюю шашку соперника на свободное поле за ней, вперёд или назад, и бьёт дальше, пока может. Если взятий несколько, выбираете вы.'
	},
	kings: {
		title: 'Дамки и турецкий удар',
		idea: 'Шашка, дошедшая до последней горизонтали, становится дамкой: она ходит и бьёт по диагонали на любое расстояние. Сбитые шашки снимают с доски только после всего хода.'
	},
	aim: {
		title: 'Как выиграть',
		idea: 'Вы выиграли, если сейчас ваш ход, а ходить нечем: шашек не осталось или все заперты. Позиция, повторившаяся трижды, или 15 ходов каждой стороны одними дамками без взятий — ничья.'
	},
	offer: {
		title: 'Отдача',
		idea: 'Ваше оружие — обязанность соперника бить: ставьте шашку туда, где её придётся взять. И не бейте сами без нужды: каждая взятая вами шашка — это шашка, которую сопернику больше не нужно отдавать.'
	},
	lock: {
		title: 'Запертые шашки и расчёт',
		idea: 'Шашка, которой некуда ходить, не обуза: когда остальных не останется, запертая шашка приносит победу. Прежде чем отдать шашку, просчитайте все вынужденные ответы до конца.'
	},
	classics: {
		title: 'Угроза и стеснение',
		idea: 'Два вида тактики поддавков по журнальной статье 1999-2000 годов (диаграммы утрачены, позиции восстановлены по ходам). Стеснение отнимает у соперника безопасные ходы; угроза — тихий ход, после которого вы могли бы отдать всё; её отмечают знаком +, как шах.'
	},
	twelve: {
		title: '12 против одной',
		idea: 'Двенадцать шашек против одной, и на большинстве полей выигрывают двенадцать: больше шашек — больше выбор ходов. План: дать одинокой шашке стать дамкой, а потом скармливать ей свои шашки длинными цепочками.'
	}
};

const EXERCISES_EN: Record<string, ExerciseWords> = {
	'moves/step': { task: 'The white man on c3 steps diagonally forward. Tap every square it can go to.', after: 'b4 and d4: one step, diagonally, forward.' },
	'moves/own-way': {
		task: 'Tap every square the man on f2 can go to.',
		after: 'Only g3: e3 is taken by your own man, and a man moves only onto an empty square.'
	},
	'moves/notation': {
		task: 'A move is written from-to: e3-f4 takes the man from e3 to f4. Play e3-f4.',
		after: 'The first square is where the piece stands, the second where it goes. A capture is written with colons between its landing squares: c3:e5.'
	},
	'moves/black': {
		task: 'Black’s men move down the board. It is Black’s turn: tap every square the man on d6 can go to.',
		after: 'c5 and e5: forward for Black is towards rank 1.'
	},
	'capture/must': {
		task: 'Capturing is compulsory. Tap every white man that must capture.',
		after: 'c3 and e3 can both take d4, and you choose which. g3 cannot take h4: there is no square behind it.'
	},
	'capture/backwards': {
		task: 'Men capture backwards too. Make the capture that goes backwards.',
		after: 'Only a capture may go backwards; a quiet move always goes forward.'
	},
	'capture/chain': {
		task: 'A capture goes on while the man can jump again. Take as many black men as you can in one move.',
		after: 'Three in one move. With several captures you may choose any of them, even a shorter one; here the task was the longest.'
	},
	'capture/choice': {
		task: 'You have three captures and may choose any. Choose the one after which Black has only one move.',
		after: 'Choosing a capture that leaves the opponent no choice is a basic skill of giveaway.'
	},
	'kings/crown': { task: 'Make a king: move a man to the last rank.', after: 'A white man on rank 8 is crowned; a black one on rank 1.' },
	'kings/king-moves': {
		task: 'Tap every square the king on c1 can reach.',
		after: 'Along both diagonals as far as the way is clear: your own man on f4 stops it at e3.'
	},
	'kings/king-captures': {
		task: 'The king must take d4. Tap every square it may land on.',
		after: 'A king captures from a distance and may land on any free square beyond the piece it takes.'
	},
	'kings/turkish': {
		task: 'How many black men does the longest capture of the white king take?',
		after: 'The man on e7, taken first, stays on the board until the move is over, so the king cannot jump d6 onto e7: that is the Turkish strike.'
	},
	'kings/crown-go-on': {
		task: 'A man that reaches the last rank during a capture is crowned and captures on as a king. Make such a capture.',
		after: 'Crowned on d8, the new king at once takes b6 from a distance.'
	},
	'aim/last-man': { task: 'Give away your last man: win in one move.', after: 'Black must take it, and White, to move with no pieces left, has won.' },
	'aim/blocked': {
		task: 'It is Black’s turn, and Black’s only man cannot move. Who has won?',
		after: 'Black: the side to move with no legal move wins. In ordinary checkers it would have lost.'
	},
	'aim/not-yet': { task: 'The same, but Black also has a man on h8. Who has won?', after: 'Nobody yet: the man on h8 can move, so the game goes on.' },
	'aim/repetition': {
		task: 'The kings went back and forth, and this position is on the board for the third time, White to move. What is the result?',
		after: 'A draw by threefold repetition. Fifteen moves in a row by each side with kings only and no capture are a draw too.'
	},
	'offer/offer': { task: 'Find the only move that forces Black to capture.', after: 'Every other move would let Black play freely.' },
	'offer/no-capture': {
		task: 'Make a move after which Black cannot force you to capture.',
		after: 'Whatever Black plays now, you are not made to take: your men stay free to be given away.'
	},
	'offer/offer-wins': { task: 'Win in 2: two moves of yours, whatever Black does.', after: 'An offer Black must accept, then the last man given away.' },
	'offer/two-offers': { task: 'Win in 2.', after: 'Each offer leaves Black one capture, and then you have nothing left.' },
	'lock/locked-a7': {
		task: 'Your man on a7 is locked by b8. Win in one move.',
		after: 'Black takes both free men; a7 cannot move, so White, to move, has won.'
	},
	'lock/locked-a3': { task: 'Your man on a3 is locked by b4 and c5. Win in 2.', after: 'Give away the two free men; the locked one then wins the game.' },
	'lock/quiet': { task: 'Make a move after which Black cannot force you to capture.', after: 'Your men stay out of Black’s reach for one more move.' },
	'lock/count': { task: 'Count every forced reply: win in 3.', after: 'Each of your moves left Black one capture: counted to the end, the plan holds.' },
	'classics/constriction': {
		task: 'Black’s safe moves are running out. Win in 3.',
		after:
			'A waiting move keeps the trap shut: Black has to step onto a square where a black man can be made to take everything. The article played f2-g3 here.'
	},
	'classics/constriction-end': {
		task: 'Black had to play onto g5. Finish it: win in 2.',
		after: 'The black man takes two and is crowned on c1, and the new king must take your last man: the end of the article’s example.'
	},
	'classics/threat': {
		task: 'Find the quiet move that threatens to give away all your men at once.',
		after: 'Now a1-b2 would let a3 take b2 and, crowned on c1, go on to take every white man. Black has to answer the threat.'
	},
	'classics/chase': { task: 'Win in 3.', after: 'Hand the man to Black for capture, then walk the last one into Black’s reach.' },
	'twelve/first-capture': {
		task: '12 against 1, the black man on d4. Tap every white man that must capture.',
		after: 'c3 and e3, and either capture loses at once: Black, left with no pieces, wins. On many other squares the twelve win: try them in 12 against 1.'
	},
	'twelve/feed-one': { task: 'The lone man has become a king. Win in one move.', after: 'The king takes both men in one chain.' },
	'twelve/feed-two': { task: 'Win in 2.', after: 'Each offer is taken, and the chains empty the board.' },
	'twelve/feed-three': { task: 'Win in 3.', after: 'That is the whole plan of 12 against 1: a king fed until nothing is left.' }
};

const EXERCISES_RU: Record<string, ExerciseWords> = {
	'moves/step': {
		task: 'Белая шашка c3 ходит по диагонали вперёд. Нажмите все поля, куда она может пойти.',
		after: 'b4 и d4: на одно поле, по диагонали, вперёд.'
	},
	'moves/own-way': {
		task: 'Нажмите все поля, куда может пойти шашка f2.',
		after: 'Только g3: поле e3 занято своей шашкой, а ходить можно только на свободное поле.'
	},
	'moves/notation': {
		task: 'Ход записывают «откуда-куда»: e3-f4 — шашка идёт с e3 на f4. Сыграйте e3-f4.',
		after: 'Первое поле — где шашка стоит, второе — куда идёт. Взятие записывают через двоеточие по полям остановок: c3:e5.'
	},
	'moves/black': {
		task: 'Чёрные шашки ходят вниз по доске. Ход чёрных: нажмите все поля, куда может пойти шашка d6.',
		after: 'c5 и e5: для чёрных «вперёд» — к первой горизонтали.'
	},
	'capture/must': {
		task: 'Бить обязательно. Нажмите все белые шашки, которые должны бить.',
		after: 'И c3, и e3 могут взять d4 — какой бить, решаете вы. g3 не может взять h4: за ней нет поля.'
	},
	'capture/backwards': { task: 'Простые шашки бьют и назад. Сделайте взятие назад.', after: 'Назад можно только бить; тихий ход всегда вперёд.' },
	'capture/chain': {
		task: 'Взятие продолжается, пока шашка может бить дальше. Возьмите за один ход как можно больше чёрных шашек.',
		after: 'Три за один ход. Если взятий несколько, можно выбрать любое, даже более короткое; здесь задание было — самое длинное.'
	},
	'capture/choice': {
		task: 'У вас три взятия, выбрать можно любое. Выберите то, после которого у чёрных останется единственный ход.',
		after: 'Выбирать взятие так, чтобы у соперника не было выбора, — одно из первых умений в поддавках.'
	},
	'kings/crown': {
		task: 'Проведите дамку: поставьте шашку на последнюю горизонталь.',
		after: 'Белая шашка становится дамкой на восьмой горизонтали, чёрная — на первой.'
	},
	'kings/king-moves': {
		task: 'Нажмите все поля, куда может пойти дамка c1.',
		after: 'По обеим диагоналям, пока путь свободен: своя шашка на f4 останавливает её на e3.'
	},
	'kings/king-captures': {
		task: 'Дамка должна бить d4. Нажмите все поля, где она может остановиться.',
		after: 'Дамка бьёт издалека и может встать на любое свободное поле за сбитой шашкой.'
	},
	'kings/turkish': {
		task: 'Сколько чёрных шашек возьмёт белая дамка самым длинным взятием?',
		after: 'Шашка e7, взятая первой, остаётся на доске до конца хода, поэтому дамка не может перепрыгнуть d6 на e7. Это и есть турецкий удар.'
	},
	'kings/crown-go-on': {
		task: 'Шашка, дошедшая до последней горизонтали во время взятия, становится дамкой и бьёт дальше уже как дамка. Сделайте такое взятие.',
		after: 'Став дамкой на d8, шашка сразу берёт b6 издалека.'
	},
	'aim/last-man': { task: 'Отдайте последнюю шашку: выигрыш в один ход.', after: 'Чёрные обязаны её взять, и белые, у которых ход, а шашек нет, выиграли.' },
	'aim/blocked': {
		task: 'Ход чёрных, а их единственной шашке некуда ходить. Кто выиграл?',
		after: 'Чёрные: сторона, у которой ход, но нет ходов, выигрывает. В обычных шашках она бы проиграла.'
	},
	'aim/not-yet': { task: 'То же, но у чёрных есть ещё шашка h8. Кто выиграл?', after: 'Пока никто: шашка h8 может ходить, игра продолжается.' },
	'aim/repetition': {
		task: 'Дамки ходили туда и обратно, и эта позиция на доске уже в третий раз, ход белых. Каков итог?',
		after: 'Ничья из-за троекратного повторения. Ничья и после 15 ходов подряд каждой стороны одними дамками без взятий.'
	},
	'offer/offer': { task: 'Найдите единственный ход, после которого чёрные обязаны бить.', after: 'Любой другой ход оставил бы чёрным свободу.' },
	'offer/no-capture': {
		task: 'Сделайте ход, после которого чёрные не смогут заставить вас бить.',
		after: 'Что бы ни сыграли чёрные, бить вам не придётся: ваши шашки по-прежнему можно отдавать.'
	},
	'offer/offer-wins': {
		task: 'Выигрыш в 2 хода: два ваших хода при любой игре чёрных.',
		after: 'Отдача, которую чёрные обязаны принять, а потом отдана последняя шашка.'
	},
	'offer/two-offers': { task: 'Выигрыш в 2 хода.', after: 'Каждая отдача оставляет чёрным одно взятие, и у вас ничего не остаётся.' },
	'lock/locked-a7': {
		task: 'Ваша шашка a7 заперта шашкой b8. Выиграйте в один ход.',
		after: 'Чёрные берут обе свободные шашки; a7 ходить не может, значит, белые, у которых ход, выиграли.'
	},
	'lock/locked-a3': { task: 'Шашка a3 заперта шашками b4 и c5. Выигрыш в 2 хода.', after: 'Отдайте две свободные шашки — запертая принесёт победу.' },
	'lock/quiet': { task: 'Сделайте ход, после которого чёрные не смогут заставить вас бить.', after: 'Ещё на один ход ваши шашки вне досягаемости чёрных.' },
	'lock/count': {
		task: 'Просчитайте все вынужденные ответы: выигрыш в 3 хода.',
		after: 'Каждый ваш ход оставлял чёрным одно взятие: план, просчитанный до конца, работает.'
	},
	'classics/constriction': {
		task: 'Безопасные ходы чёрных заканчиваются. Выигрыш в 3 хода.',
		after:
			'Выжидательный ход держит ловушку закрытой: чёрным придётся пойти на поле, где чёрную шашку можно заставить забрать всё. В статье здесь сыграно f2-g3.'
	},
	'classics/constriction-end': {
		task: 'Чёрные были вынуждены пойти на g5. Завершите: выигрыш в 2 хода.',
		after: 'Чёрная шашка берёт две и становится дамкой на c1, а дамка обязана взять вашу последнюю шашку: так кончается пример из статьи.'
	},
	'classics/threat': {
		task: 'Найдите тихий ход, который угрожает отдать все ваши шашки сразу.',
		after: 'Теперь a1-b2 позволило бы шашке a3 взять b2 и, став дамкой на c1, забрать все белые шашки. Чёрным приходится отвечать на угрозу.'
	},
	'classics/chase': { task: 'Выигрыш в 3 хода.', after: 'Отдайте шашку под взятие, а потом подведите последнюю под бой чёрных.' },
	'twelve/first-capture': {
		task: '12 против одной, чёрная шашка на d4. Нажмите все белые шашки, которые должны бить.',
		after:
			'c3 и e3, и любое взятие сразу проигрывает: чёрные, оставшись без шашек, выигрывают. На многих других полях выигрывают двенадцать: попробуйте в разделе «12 против одной».'
	},
	'twelve/feed-one': { task: 'Одинокая шашка стала дамкой. Выиграйте в один ход.', after: 'Дамка забирает обе шашки одной цепочкой.' },
	'twelve/feed-two': { task: 'Выигрыш в 2 хода.', after: 'Каждую отдачу берут, и цепочки очищают доску.' },
	'twelve/feed-three': { task: 'Выигрыш в 3 хода.', after: 'В этом весь план «12 против одной»: кормить дамку, пока ничего не останется.' }
};

export type DrillThemeName = 'king-v-men' | 'kings-v-king' | 'kings-v-man' | 'men-v-king' | 'one-plan' | 'hold';
export type OutcomeName = 'white' | 'black' | 'draw' | 'none';
/** Why a game in an outcome question ended (the engine's reasons), or null when it goes on. */
export type EndName = 'no-pieces' | 'blocked' | 'threefold-repetition' | 'kings-only' | 'three-kings' | null;

const THEMES_EN: Record<DrillThemeName, string> = {
	'king-v-men': 'A king against men',
	'kings-v-king': 'Kings against a king',
	'kings-v-man': 'Kings against a man',
	'men-v-king': 'Men against a king',
	'one-plan': 'Only one plan wins',
	hold: 'Hold the draw'
};
const THEMES_RU: Record<DrillThemeName, string> = {
	'king-v-men': 'Дамка против простых',
	'kings-v-king': 'Дамки против дамки',
	'kings-v-man': 'Дамки против простой',
	'men-v-king': 'Простые против дамки',
	'one-plan': 'Выигрывает только один план',
	hold: 'Удержите ничью'
};

const enMoves = (n: number): string => enCount(n, 'move');
const ruToMove = (side: Color): string => (side === 'white' ? 'Ход белых' : 'Ход чёрных');
/** Men and kings: "2 men, 1 king". */
const enPieces = ([men, kings]: readonly [number, number]): string =>
	[men ? enCount(men, 'man', 'men') : '', kings ? enCount(kings, 'king') : ''].filter(Boolean).join(', ');
const ruPieces = ([men, kings]: readonly [number, number]): string =>
	[men ? ruCount(men, 'простая', 'простые', 'простых') : '', kings ? ruCount(kings, 'дамка', 'дамки', 'дамок') : ''].filter(Boolean).join(', ');

export const learnTexts = area(
	{
		learnTitle: 'Learn',
		learnIntro:
			'A first course in giveaway checkers: eight short lessons, one idea each, from the rules to the first plans. Every answer is checked on this device by the rules engine and the solver.',
		learnLessonsHeading: 'Eight lessons',
		learnIdea: 'The idea of the lesson',
		learnPracticeLink: 'Endgame practice',
		learnPracticeNote: 'Won endings against perfect defence, from the endgame tables.',
		learnLessonTitle: (id: string): string => LESSONS_EN[id]?.title ?? id,
		learnLessonIdea: (id: string): string => LESSONS_EN[id]?.idea ?? '',
		learnLessonNumber: (i: number): string => `Lesson ${i}`,
		learnTask: (key: string): string => EXERCISES_EN[key]?.task ?? '',
		learnAfter: (key: string): string => EXERCISES_EN[key]?.after ?? '',
		learnStars: (n: number): string => (n === 0 ? 'No stars yet' : `${n} of 3 stars`),
		learnState: (state: 'locked' | 'open' | 'done'): string => ({ locked: 'Locked', open: 'Open', done: 'Done' })[state],
		learnStart: 'Start',
		learnContinue: (step: number, of: number): string => `Continue (${step} of ${of} done)`,
		learnAgain: 'Again',
		learnSkipTo: 'I know the earlier ones: open it',
		learnLoading: 'Opening your lessons…',
		learnExerciseOf: (i: number, n: number): string => `Exercise ${i} of ${n}`,
		learnYourTurn: 'Your turn.',
		learnFound: (found: number, of: number): string => `Found ${found} of ${of}.`,
		learnRight: 'Right!',
		learnThinking: 'Checking…',
		learnTryAgain: 'Try again',
		learnNext: 'Next exercise',
		learnLessonDone: (stars: number, mistakes: number): string =>
			`Lesson done: ${stars} of 3 stars (${mistakes === 0 ? 'no mistakes' : enCount(mistakes, 'mistake')}).`,
		learnNextLesson: 'Next lesson',
		learnAllLessons: 'All lessons',
		learnBack: 'Back to the lessons',
		learnCourseDone: 'That was the last lesson. Play a whole game of 12 against 1, or practise endgames against perfect defence.',
		learnPlayTwelve: 'Play 12 against 1',
		learnRefutation: 'Black’s answer',
		learnMovesPlayed: (moves: string): string => `Moves played: ${moves}`,
		learnChoices: 'Your answer',
		learnOutcomeChoice: (o: OutcomeName): string => ({ white: 'White has won', black: 'Black has won', draw: 'A draw', none: 'Nobody yet: play goes on' })[o],
		learnCountChoice: (n: string): string => n,
		learnMistake: 'Not quite.',
		// ---- the reasons of wrong answers ----
		learnWhyNotTarget: (piece: 'man' | 'king', from: string, square: string, capture: boolean): string =>
			`The ${piece} on ${from} cannot go to ${square}: ` +
			(capture
				? 'it must capture, and lands only beyond the piece it takes.'
				: piece === 'man'
					? 'a man steps one square diagonally forward, onto an empty square.'
					: 'a king moves along a diagonal over empty squares only.'),
		learnWhyCannotCapture: (square: string): string =>
			`The piece on ${square} has nothing to capture: it needs an enemy piece on its diagonal with an empty square right behind it.`,
		learnWhyNotOwn: (square: string, side: string): string => `${square} has no ${side} piece on it: tap your own.`,
		learnWhyCount: (right: string): string =>
			`No: ${right}. A captured piece stays on the board until the whole move is over; it cannot be jumped twice or passed through.`,
		learnWhyOutcome: (right: OutcomeName, reason: EndName): string =>
			right === 'none'
				? 'Nobody has won yet: the side to move still has a move.'
				: right === 'draw'
					? reason === 'threefold-repetition'
						? 'A draw: the same position, with the same side to move, has come a third time.'
						: 'A draw by the rules of play.'
					: `${right === 'white' ? 'White' : 'Black'} has won: the side to move ${reason === 'no-pieces' ? 'has no pieces left' : 'cannot move'}, and in giveaway that is a win.`,
		learnWhyNotTheMove: (played: string, wanted: string): string =>
			`That was ${played}. In ${wanted} the first square is where the man stands and the second where it goes.`,
		learnWhyForward: 'That capture went forwards. Men capture backwards as well: find the jump back.',
		learnWhyFewer: (took: number, most: number): string =>
			`That took ${took}; a capture here takes ${most}. You may choose any capture, but the task was the longest.`,
		learnWhyReplies: (moves: string, n: number): string => `After that Black has ${enMoves(n)}: ${moves}. Find the capture that leaves just one.`,
		learnWhyFree: (reply: string): string => `Black need not capture after that: ${reply} is possible.`,
		learnWhyNoPromotion: 'No man reached the last rank.',
		learnWhyCrownedStops: 'Crowned, but the capture stopped there. Find the capture that goes on after the crowning.',
		learnWhyNotCrowned: 'No man was crowned during that capture.',
		learnWhyMustCaptureAfter: (reply: string, capture: string): string => `After ${reply} you would have to capture: ${capture}.`,
		learnWhyNoThreat: 'Even with two moves in a row you could not give everything away after that.',
		learnWhyOfferNow: 'That is an offer Black must take at once, not a quiet threat.',
		learnWhyGivesWin: 'After that Black has no move at all, and the side that cannot move wins: Black has won.',
		learnWhyLoses: (n: number): string => `After that Black wins in ${enMoves(n)}: see Black’s play.`,
		learnWhySlow: (winsIn: number, n: number): string => `That wins too, but in ${enMoves(winsIn)}, not in ${n}. See Black’s best defence.`,
		learnWhyNoWin: (reply: string, n: number): string => `After ${reply} there is no win in ${enMoves(n)} left.`,
		learnWhyUnproved: 'The solver could not settle that move in time: try another.',
		// ---- endgame practice ----
		practiceTitle: 'Endgame practice',
		practiceIntro:
			'Endings of up to five pieces against perfect defence: the app answers every move from the endgame tables, which know the exact result. A win must come within the tables’ fastest plus 2 moves.',
		practiceBack: 'Back to the lessons',
		practiceTheme: (theme: DrillThemeName): string => THEMES_EN[theme],
		practiceGoalWin: 'Win',
		practiceGoalDraw: 'Draw',
		practiceNeedsPack: 'Needs the optional 5-piece endgame tables.',
		practiceStart: 'Start',
		practiceAgain: 'Again',
		practiceList: 'All drills',
		practiceLoading: 'Loading the endgame tables…',
		practiceNoPack: 'This drill has five pieces: it needs the 5-piece endgame tables, which are not on this device yet.',
		practiceDamaged: 'A table this drill needs failed its check on this device, so the drill cannot be judged.',
		practiceNotGoal: 'The tables do not give this drill’s goal.',
		practiceError: 'The endgame tables could not be read.',
		practiceTaskWin: (side: Color, limit: number, n: number): string =>
			`${side === 'white' ? 'White' : 'Black'} to play and win within ${enMoves(limit)} (the tables: ${n}, plus 2).`,
		practiceTaskDraw: (side: Color, hold: number): string => `${side === 'white' ? 'White' : 'Black'} to play and hold the draw for ${enMoves(hold)}.`,
		practiceCounter: (used: number, limit: number): string => `Move ${used} of ${limit}`,
		practiceNoteBest: 'Best move.',
		practiceNoteSlower: (by: number): string => `Still winning, ${enMoves(by)} slower than the best.`,
		practiceNoteHolds: 'The draw holds.',
		practiceNoteTooSlow: (winsIn: number): string => `Still winning, but it now takes ${enMoves(winsIn)}: over the limit.`,
		practiceNoteDrawn: 'The win is gone: with best play it is now a draw.',
		practiceNoteLoses: (n: number): string =>
			n === 0 ? 'That loses at once: the opponent has no move left, which wins for them.' : `That loses: the opponent now wins in ${enMoves(n)}.`,
		practiceWon: (used: number, n: number, stars: number): string => `Won in ${enMoves(used)} (the tables: ${n}): ${stars} of 3 stars.`,
		practiceHeld: 'Draw held: 3 of 3 stars.',
		practiceRuleDraw: (reason: string): string =>
			reason === 'threefold-repetition' ? 'Drawn by threefold repetition: the win slipped away.' : 'Drawn by the 15-move rule for kings: the win slipped away.',
		practiceRefutation: 'The app’s answer',
		practiceBestLine: 'Best line',
		practiceBest: (stars: number): string => (stars === 0 ? 'Not done yet' : `Best: ${stars} of 3 stars`),
		practiceMaterial: (side: Color, white: readonly [number, number], black: readonly [number, number]): string =>
			`${side === 'white' ? 'White' : 'Black'} to move · White: ${enPieces(white)} · Black: ${enPieces(black)}`
	},
	{
		learnTitle: 'Уроки',
		learnIntro:
			'Первый курс поддавков: восемь коротких уроков, в каждом одна мысль — от правил до первых планов. Каждый ответ проверяют здесь, на устройстве, движок правил и решатель.',
		learnLessonsHeading: 'Восемь уроков',
		learnIdea: 'Главная мысль урока',
		learnPracticeLink: 'Практика эндшпиля',
		learnPracticeNote: 'Выигранные окончания против безошибочной защиты по эндшпильным таблицам.',
		learnLessonTitle: (id: string): string => LESSONS_RU[id]?.title ?? id,
		learnLessonIdea: (id: string): string => LESSONS_RU[id]?.idea ?? '',
		learnLessonNumber: (i: number): string => `Урок ${i}`,
		learnTask: (key: string): string => EXERCISES_RU[key]?.task ?? '',
		learnAfter: (key: string): string => EXERCISES_RU[key]?.after ?? '',
		learnStars: (n: number): string => (n === 0 ? 'Звёзд пока нет' : `${n} из 3 звёзд`),
		learnState: (state: 'locked' | 'open' | 'done'): string => ({ locked: 'Закрыт', open: 'Открыт', done: 'Пройден' })[state],
		learnStart: 'Начать',
		learnContinue: (step: number, of: number): string => `Продолжить (сделано ${step} из ${of})`,
		learnAgain: 'Ещё раз',
		learnSkipTo: 'Я знаю предыдущие: открыть',
		learnLoading: 'Открываю ваши уроки…',
		learnExerciseOf: (i: number, n: number): string => `Упражнение ${i} из ${n}`,
		learnYourTurn: 'Ваш ход.',
		learnFound: (found: number, of: number): string => `Найдено ${found} из ${of}.`,
		learnRight: 'Верно!',
		learnThinking: 'Проверяю…',
		learnTryAgain: 'Ещё раз',
		learnNext: 'Следующее упражнение',
		learnLessonDone: (stars: number, mistakes: number): string =>
			`Урок пройден: ${stars} из 3 звёзд (${mistakes === 0 ? 'без ошибок' : ruCount(mistakes, 'ошибка', 'ошибки', 'ошибок')}).`,
		learnNextLesson: 'Следующий урок',
		learnAllLessons: 'Все уроки',
		learnBack: 'К списку уроков',
		learnCourseDone: 'Это был последний урок. Сыграйте целую партию «12 против одной» или потренируйте эндшпиль против безошибочной защиты.',
		learnPlayTwelve: 'Сыграть «12 против одной»',
		learnRefutation: 'Ответ чёрных',
		learnMovesPlayed: (moves: string): string => `Сыгранные ходы: ${moves}`,
		learnChoices: 'Ваш ответ',
		learnOutcomeChoice: (o: OutcomeName): string => ({ white: 'Выиграли белые', black: 'Выиграли чёрные', draw: 'Ничья', none: 'Пока никто: игра идёт' })[o],
		learnCountChoice: (n: string): string => n,
		learnMistake: 'Не совсем.',
		learnWhyNotTarget: (piece: 'man' | 'king', from: string, square: string, capture: boolean): string =>
			`${piece === 'man' ? 'Шашка' : 'Дамка'} ${from} не может пойти на ${square}: ` +
			(capture
				? 'она обязана бить и встаёт только за сбитой шашкой.'
				: piece === 'man'
					? 'простая ходит на одно поле по диагонали вперёд, на свободное поле.'
					: 'дамка ходит по диагонали только через свободные поля.'),
		learnWhyCannotCapture: (square: string): string => `Шашке ${square} нечего бить: нужна шашка соперника на её диагонали и свободное поле сразу за ней.`,
		learnWhyNotOwn: (square: string, side: string): string => `На ${square} нет шашки стороны «${side}»: нажимайте свои.`,
		learnWhyCount: (right: string): string =>
			`Нет: ${right}. Сбитая шашка остаётся на доске до конца хода: её нельзя перепрыгнуть дважды или пройти сквозь неё.`,
		learnWhyOutcome: (right: OutcomeName, reason: EndName): string =>
			right === 'none'
				? 'Пока никто не выиграл: у стороны, чей ход, ещё есть ход.'
				: right === 'draw'
					? reason === 'threefold-repetition'
						? 'Ничья: та же позиция при том же ходе повторилась в третий раз.'
						: 'Ничья по правилам игры.'
					: `Выиграли ${right === 'white' ? 'белые' : 'чёрные'}: у стороны, чей ход, ${reason === 'no-pieces' ? 'не осталось шашек' : 'нет ходов'}, а в поддавках это выигрыш.`,
		learnWhyNotTheMove: (played: string, wanted: string): string =>
			`Это был ход ${played}. В записи ${wanted} первое поле — где шашка стоит, второе — куда она идёт.`,
		learnWhyForward: 'Это взятие вперёд. Простые шашки бьют и назад: найдите взятие назад.',
		learnWhyFewer: (took: number, most: number): string =>
			`Взято ${took}, а здесь можно взять ${most}. Выбрать можно любое взятие, но задание было — самое длинное.`,
		learnWhyReplies: (moves: string, n: number): string =>
			`После этого у чёрных ${ruCount(n, 'ход', 'хода', 'ходов')}: ${moves}. Найдите взятие, после которого ход останется один.`,
		learnWhyFree: (reply: string): string => `После этого чёрные не обязаны бить: можно сыграть ${reply}.`,
		learnWhyNoPromotion: 'Ни одна шашка не дошла до последней горизонтали.',
		learnWhyCrownedStops: 'Дамкой шашка стала, но взятие на этом кончилось. Найдите взятие, которое продолжается после превращения.',
		learnWhyNotCrowned: 'В этом взятии ни одна шашка не стала дамкой.',
		learnWhyMustCaptureAfter: (reply: string, capture: string): string => `После ${reply} вам пришлось бы бить: ${capture}.`,
		learnWhyNoThreat: 'Даже сделав два хода подряд, вы не смогли бы после этого отдать всё.',
		learnWhyOfferNow: 'Это отдача, которую чёрные обязаны принять сразу, а не тихая угроза.',
		learnWhyGivesWin: 'После этого у чёрных вовсе нет ходов, а у кого нет ходов, тот выиграл: победа чёрных.',
		learnWhyLoses: (n: number): string => `После этого чёрные выигрывают за ${ruMoves(n)}: смотрите их игру.`,
		learnWhySlow: (winsIn: number, n: number): string => `Так тоже выигрыш, но за ${ruMoves(winsIn)}, а не за ${n}. Смотрите лучшую защиту чёрных.`,
		learnWhyNoWin: (reply: string, n: number): string => `После ${reply} выигрыша за ${ruMoves(n)} уже нет.`,
		learnWhyUnproved: 'Решатель не успел проверить этот ход: попробуйте другой.',
		practiceTitle: 'Практика эндшпиля',
		practiceIntro:
			'Окончания до пяти шашек против безошибочной защиты: приложение отвечает на каждый ход по эндшпильным таблицам, где известен точный результат. Выиграть нужно не дольше, чем за лучшее число ходов по таблицам плюс 2.',
		practiceBack: 'К списку уроков',
		practiceTheme: (theme: DrillThemeName): string => THEMES_RU[theme],
		practiceGoalWin: 'Выигрыш',
		practiceGoalDraw: 'Ничья',
		practiceNeedsPack: 'Нужны дополнительные таблицы для пяти шашек.',
		practiceStart: 'Начать',
		practiceAgain: 'Ещё раз',
		practiceList: 'Все задания',
		practiceLoading: 'Загружаю эндшпильные таблицы…',
		practiceNoPack: 'В этом задании пять шашек: нужны таблицы для пяти шашек, а на этом устройстве их пока нет.',
		practiceDamaged: 'Нужная таблица не прошла проверку на этом устройстве, поэтому задание не может быть оценено.',
		practiceNotGoal: 'Таблицы не подтверждают цель этого задания.',
		practiceError: 'Не удалось прочитать эндшпильные таблицы.',
		practiceTaskWin: (side: Color, limit: number, n: number): string =>
			`${ruToMove(side)}. Выиграйте не больше чем за ${ruCount(limit, 'ход', 'хода', 'ходов')} (по таблицам ${n}, плюс 2).`,
		practiceTaskDraw: (side: Color, hold: number): string => `${ruToMove(side)}. Удержите ничью ${ruCount(hold, 'ход', 'хода', 'ходов')}.`,
		practiceCounter: (used: number, limit: number): string => `Ход ${used} из ${limit}`,
		practiceNoteBest: 'Лучший ход.',
		practiceNoteSlower: (by: number): string => `Выигрыш сохранён, но на ${ruMoves(by)} медленнее лучшего.`,
		practiceNoteHolds: 'Ничья удержана.',
		practiceNoteTooSlow: (winsIn: number): string => `Выигрыш есть, но теперь нужно ${ruCount(winsIn, 'ход', 'хода', 'ходов')}: больше, чем позволено.`,
		practiceNoteDrawn: 'Выигрыш упущен: при лучшей игре теперь ничья.',
		practiceNoteLoses: (n: number): string =>
			n === 0 ? 'Это сразу проигрывает: у соперника не остаётся ходов, и это его победа.' : `Это проигрывает: теперь соперник выигрывает за ${ruMoves(n)}.`,
		practiceWon: (used: number, n: number, stars: number): string => `Выигрыш за ${ruMoves(used)} (по таблицам ${n}): ${stars} из 3 звёзд.`,
		practiceHeld: 'Ничья удержана: 3 из 3 звёзд.',
		practiceRuleDraw: (reason: string): string =>
			reason === 'threefold-repetition' ? 'Ничья троекратным повторением: выигрыш упущен.' : 'Ничья по правилу 15 ходов дамками: выигрыш упущен.',
		practiceRefutation: 'Ответ приложения',
		practiceBestLine: 'Лучший вариант',
		practiceBest: (stars: number): string => (stars === 0 ? 'Пока не пройдено' : `Лучшее: ${stars} из 3 звёзд`),
		practiceMaterial: (side: Color, white: readonly [number, number], black: readonly [number, number]): string =>
			`${ruToMove(side)} · белые: ${ruPieces(white)} · чёрные: ${ruPieces(black)}`
	}
);

/** The exercise keys and lesson ids that have words (a test compares them with the course). */
export const LEARN_TEXT_KEYS = {
	lessons: Object.keys(LESSONS_EN),
	exercises: Object.keys(EXERCISES_EN),
	lessonsRu: Object.keys(LESSONS_RU),
	exercisesRu: Object.keys(EXERCISES_RU)
};
