import { opposite, type Aim, type Color, type EditTool, type FenError, type Outcome, type SetupProblem } from '$lib/engine';
import { decimal } from './numbers';
import type { PdnError } from '$lib/engine';
import { area } from './area';
import { clip, errors } from './errors';
import { enCount, ruMovesWithin, ruWord } from './plural';

/** The side left without a move when a game is decided. */
type PlayEnd = Omit<Outcome, 'reason'> & { reason: Outcome['reason'] | 'resigned' | 'time' };
const stuckSide = (o: PlayEnd, aim: Aim): Color => (o.result === 'draw' ? 'white' : aim === 'giveaway' ? o.result : opposite(o.result));

const fmt = (lang: string, n: number) => new Intl.NumberFormat(lang).format(n);

export const analysis = area(
	{
		analysisTitle: 'Analysis board',
		analysisIntro: 'Play moves on the board or paste a position, then ask the solver for the verdict of the side to move.',
		fenLabel: 'Position (FEN)',
		load: 'Load',
		badFen: (error: FenError): string => `This position cannot be read: ${errors.en.fenError(error)}.`,
		badFenFromUrl: (error: FenError): string => `The position in the address cannot be read (${errors.en.fenError(error)}); showing the start position.`,
		aimLabel: 'Aim',
		solve: 'Solve',
		moveVerdicts: 'Move verdicts',
		solverHeading: 'Solver',
		solverIdle: 'Press Solve for the verdict of the side to move, or Move verdicts for every legal move.',
		solverKeepsRunning: 'The board stays playable while the solver works; the solver keeps working on the position it was given.',
		workingSolve: 'Solving…',
		workingMoves: 'Judging every move…',
		moveVerdictPending: 'proving…',
		moveVerdictsSoFar: (done: number, all: number): string => `${done} of ${all} moves settled; each verdict shows as soon as it is proved.`,
		moveVerdictBudget: (seconds: number): string => `“Unknown”: not proved within ${seconds} s for that move.`,
		progress: (bound: number | null, nodes: number, seconds: number): string =>
			(bound === null ? 'starting' : `no result within ${enCount(bound, 'move')} yet`) + ` · ${fmt('en', nodes)} nodes · ${seconds} s`,
		cancelled: 'Cancelled.',
		failed: (message: string): string => `The solver failed: ${message}`,
		verdictUnknown: 'No forced win found (unknown)',
		unknownDetail: (settled: number | null, maxMoves: number, seconds: number): string =>
			settled === maxMoves
				? `Proved: neither side wins by force within ${enCount(maxMoves, 'move')} (a longer win or a draw is still possible).`
				: `The ${seconds} s ran out${settled === null ? '' : ` with no result within ${enCount(settled, 'move')}`}, before the search reached ${maxMoves}.`,
		bestLine: 'Best line',
		searchStats: (nodes: number, ms: number): string => `${fmt('en', nodes)} nodes in ${decimal('en', ms / 1000)} s`,
		noLegalMoves: 'The side to move has no legal move.',
		moveVerdictsCaption: (side: string): string => `${side}'s moves:`,
		moveVerdictWin: (n: number): string => `win in ${n}`,
		moveVerdictNoWin: 'no win',
		moveVerdictUnknown: 'unknown',
		analysedPosition: (fen: string, aim: string): string => `Position: ${fen} (${aim})`,
		staleResult: 'The board has changed since: this is about the position below.',
		// Position editor
		editPosition: 'Edit position',
		editorHeading: 'Position editor',
		editorHelp:
			'Choose a piece, then tap squares to put it there; tapping the same piece again takes it off. With a keyboard: arrow keys to a square, then Enter.',
		paletteLabel: 'Piece to place',
		toolName: (tool: EditTool): string =>
			({ 'white man': 'White man', 'black man': 'Black man', 'white king': 'White king', 'black king': 'Black king', empty: 'Eraser' })[tool],
		sideToMoveLabel: 'Side to move',
		clearBoard: 'Clear board',
		startPosition: 'Start position',
		mirrorPosition: 'Mirror (swap colours)',
		doneEditing: 'Done',
		setupRefused: (p: SetupProblem): string =>
			p.kind === 'man-on-king-row'
				? `Not allowed: a ${p.color} man cannot stand on ${p.square}, the row where ${p.color === 'white' ? 'White' : 'Black'}'s men are crowned. Put a king there instead.`
				: `Not allowed: ${p.color === 'white' ? 'White' : 'Black'} already has 12 pieces, the most a side can have.`,
		// FEN and PDN in and out
		copyFen: 'Copy FEN',
		pasteFen: 'Paste',
		copied: 'Copied to the clipboard.',
		copyFailed: 'Could not copy: the text is selected, copy it with Ctrl+C (or a long press).',
		pasteFailed: 'The app cannot read the clipboard here: paste into the field (Ctrl+V or a long press), then press Load.',
		pdnLabel: 'Game or position (PDN)',
		pdnHelp: 'Paste a PDN game or position. The moves are replayed on the board; Back and Forward step through them.',
		loadPdn: 'Load PDN',
		badPdn: (e: PdnError): string => {
			if (e.kind === 'moves' && e.error.reason === 'move' && e.error.move.kind !== 'syntax') {
				const { ply, label, token, move } = e.error;
				const how = move.kind === 'ambiguous' ? 'could be' : 'cannot be played:';
				return `Ply ${ply} (${label}): the move "${clip(token)}" ${how} ${errors.en.moveErrorReason(move)}. Nothing was changed.`;
			}
			return `This PDN cannot be read: ${errors.en.pdnError(e)}. Nothing was changed.`;
		},
		pdnLoaded: (moves: number, games: number): string =>
			(moves === 0 ? 'Position loaded.' : `Loaded ${enCount(moves, 'move')}; Back and Forward step through them.`) +
			(games > 1 ? ` The text holds ${games} games: this is the first.` : ''),
		// The best line on the board
		showLine: 'Show on the board',
		lineHelp: 'Then Forward and Back under the board step through it; or pick a move.',
		lineShown: 'The best line is on the board: press Forward to step through it.',
		lineStep: (step: number, total: number): string => (step === 0 ? `Start of the line (${enCount(total, 'move')})` : `Move ${step} of ${total}`),
		// Playing out against the app
		playHeading: 'Play out against the app',
		playIntro: 'Play this position to the end against the app: it answers each of your moves.',
		yourSide: 'You play',
		strengthLabel: 'The app’s level',
		startPlay: 'Start the game',
		playingAs: (color: Color, level: number): string => `You play ${color === 'white' ? 'White' : 'Black'}; the app plays at level ${level}.`,
		playYourMove: 'Your move.',
		appThinking: 'The app is thinking…',
		takeBack: 'Take back',
		stopPlay: 'Stop and analyse',
		playAgain: 'Play again',
		appMoved: (side: string, move: string): string => `The app (${side}): ${move}.`,
		tookBack: 'Your last move was taken back.',
		outcomeHeadline: (who: 'you' | 'app' | 'draw'): string => (who === 'you' ? 'You win!' : who === 'app' ? 'The app wins.' : 'Draw.'),
		outcomeReason: (o: PlayEnd, aim: Aim): string => {
			if (o.reason === 'resigned') return 'You resigned.';
			if (o.reason === 'time') return `${o.result === 'black' ? 'White' : 'Black'} ran out of time.`;
			if (o.reason === 'threefold-repetition') return 'The same position occurred three times with the same side to move.';
			if (o.reason === 'kings-only') return 'Each side made 15 moves with only kings moving and no capture.';
			if (o.reason === 'three-kings') return 'Three kings holding the main road did not capture the lone king within 15 moves.';
			const who = stuckSide(o, aim) === 'white' ? 'White' : 'Black';
			const why = o.reason === 'no-pieces' ? `${who} has no pieces left` : `${who} has no legal move: every piece is blocked`;
			return aim === 'giveaway'
				? `${why}, and in giveaway the side that cannot move wins.`
				: `${why}, and in ordinary checkers the side that cannot move loses.`;
		},
		playMovesLabel: 'Moves',
		noMovesYet: 'No moves yet.',
		exportHeading: 'Export the line played as PDN',
		downloadPdn: 'Download PDN',
		copyPdn: 'Copy PDN',
		pdnEvent: 'Play-out against the app',
		pdnPlayer: 'Player',
		pdnApp: (level: number): string => `Poddavki app (level ${level})`,
		pdnResigned: 'resigned',
		pdnTime: 'time forfeit'
	},
	{
		analysisTitle: 'Доска анализа',
		analysisIntro: 'Делайте ходы на доске или вставьте позицию, затем спросите решатель, чем кончится дело для стороны, чей ход.',
		fenLabel: 'Позиция (FEN)',
		load: 'Загрузить',
		badFen: (error: FenError): string => `Не удаётся прочитать позицию: ${errors.ru.fenError(error)}.`,
		badFenFromUrl: (error: FenError): string => `Позицию из адреса не удаётся прочитать (${errors.ru.fenError(error)}); показана начальная.`,
		aimLabel: 'Цель игры',
		solve: 'Решить',
		moveVerdicts: 'Оценка ходов',
		solverHeading: 'Решатель',
		solverIdle: 'Нажмите «Решить», чтобы узнать исход для стороны, чей ход, или «Оценка ходов» — для каждого хода.',
		solverKeepsRunning: 'Пока решатель думает, на доске можно играть; он продолжает считать позицию, которую получил.',
		workingSolve: 'Считаю…',
		workingMoves: 'Оцениваю каждый ход…',
		moveVerdictPending: 'доказываю…',
		moveVerdictsSoFar: (done: number, all: number): string => `Оценено ходов: ${done} из ${all}; каждая оценка появляется, как только доказана.`,
		moveVerdictBudget: (seconds: number): string => `«Неизвестно»: не доказано за ${seconds} с на этот ход.`,
		progress: (bound: number | null, nodes: number, seconds: number): string =>
			(bound === null ? 'начало' : `в пределах ${ruMovesWithin(bound)} пока ничего`) + ` · ${fmt('ru', nodes)} позиций · ${seconds} с`,
		cancelled: 'Отменено.',
		failed: (message: string): string => `Ошибка решателя: ${message}`,
		verdictUnknown: 'Форсированного выигрыша не найдено (неизвестно)',
		unknownDetail: (settled: number | null, maxMoves: number, seconds: number): string =>
			settled === maxMoves
				? `Доказано: ни одна сторона не выигрывает форсированно в пределах ${ruMovesWithin(maxMoves)} (более долгий выигрыш или ничья ещё возможны).`
				: `${seconds} с истекли${settled === null ? '' : ` (в пределах ${ruMovesWithin(settled)} результата нет)`}, прежде чем поиск дошёл до ${maxMoves}.`,
		bestLine: 'Лучшая игра',
		searchStats: (nodes: number, ms: number): string => `${fmt('ru', nodes)} позиций за ${decimal('ru', ms / 1000)} с`,
		noLegalMoves: 'У стороны, чей ход, нет ходов.',
		moveVerdictsCaption: (side: string): string => `Ходы (${side.toLowerCase()}):`,
		moveVerdictWin: (n: number): string => `выигрыш за ${n}`,
		moveVerdictNoWin: 'не выигрывает',
		moveVerdictUnknown: 'неизвестно',
		analysedPosition: (fen: string, aim: string): string => `Позиция: ${fen} (${aim})`,
		staleResult: 'С тех пор доска изменилась: результат относится к позиции ниже.',
		// Position editor
		editPosition: 'Расставить позицию',
		editorHeading: 'Расстановка',
		editorHelp:
			'Выберите фигуру и нажимайте на поля, чтобы поставить её; повторное нажатие на ту же фигуру снимает её. С клавиатуры: стрелками к полю, затем Enter.',
		paletteLabel: 'Что ставить',
		toolName: (tool: EditTool): string =>
			({ 'white man': 'Белая простая', 'black man': 'Чёрная простая', 'white king': 'Белая дамка', 'black king': 'Чёрная дамка', empty: 'Ластик' })[tool],
		sideToMoveLabel: 'Чей ход',
		clearBoard: 'Очистить доску',
		startPosition: 'Начальная позиция',
		mirrorPosition: 'Отразить (поменять цвета)',
		doneEditing: 'Готово',
		setupRefused: (p: SetupProblem): string =>
			p.kind === 'man-on-king-row'
				? `Так нельзя: ${p.color === 'white' ? 'белая' : 'чёрная'} простая не может стоять на ${p.square} — на этом ряду она становится дамкой. Поставьте туда дамку.`
				: `Так нельзя: у ${p.color === 'white' ? 'белых' : 'чёрных'} уже 12 шашек — больше не бывает.`,
		// FEN and PDN in and out
		copyFen: 'Копировать FEN',
		pasteFen: 'Вставить',
		copied: 'Скопировано в буфер обмена.',
		copyFailed: 'Скопировать не удалось: текст выделен, скопируйте его сами (Ctrl+C или долгим нажатием).',
		pasteFailed: 'Приложению здесь недоступен буфер обмена: вставьте текст в поле (Ctrl+V или долгим нажатием) и нажмите «Загрузить».',
		pdnLabel: 'Партия или позиция (PDN)',
		pdnHelp: 'Вставьте партию или позицию в формате PDN. Ходы будут сыграны на доске; кнопки «Назад» и «Вперёд» проходят по ним.',
		loadPdn: 'Загрузить PDN',
		badPdn: (e: PdnError): string => {
			if (e.kind === 'moves' && e.error.reason === 'move' && e.error.move.kind !== 'syntax') {
				const { ply, label, token, move } = e.error;
				return move.kind === 'ambiguous'
					? `Полуход ${ply} (${label}): ход «${clip(token)}» можно понять по-разному (${errors.ru.moveErrorReason(move)}) — запишите его полнее. Ничего не изменено.`
					: `Полуход ${ply} (${label}): ход «${clip(token)}» невозможен: ${errors.ru.moveErrorReason(move)}. Ничего не изменено.`;
			}
			return `Не удаётся прочитать PDN: ${errors.ru.pdnError(e)}. Ничего не изменено.`;
		},
		pdnLoaded: (moves: number, games: number): string =>
			(moves === 0 ? 'Позиция загружена.' : `Загружено полуходов: ${moves}; «Назад» и «Вперёд» проходят по ним.`) +
			(games > 1 ? ` В тексте ${games} ${ruWord(games, 'партия', 'партии', 'партий')}: показана первая.` : ''),
		// The best line on the board
		showLine: 'Показать на доске',
		lineHelp: 'Затем кнопки «Вперёд» и «Назад» под доской проходят по ней; можно и выбрать ход.',
		lineShown: 'Лучшая игра на доске: нажимайте «Вперёд», чтобы пройти её.',
		lineStep: (step: number, total: number): string => (step === 0 ? `Начало варианта (полуходов: ${total})` : `Полуход ${step} из ${total}`),
		// Playing out against the app
		playHeading: 'Доиграть с приложением',
		playIntro: 'Доиграйте эту позицию до конца против приложения: оно отвечает на каждый ваш ход.',
		yourSide: 'Вы играете',
		strengthLabel: 'Уровень приложения',
		startPlay: 'Начать партию',
		playingAs: (color: Color, level: number): string => `Вы играете ${color === 'white' ? 'белыми' : 'чёрными'}; приложение играет на уровне ${level}.`,
		playYourMove: 'Ваш ход.',
		appThinking: 'Приложение думает…',
		takeBack: 'Взять ход назад',
		stopPlay: 'Закончить и анализировать',
		playAgain: 'Сыграть ещё раз',
		appMoved: (side: string, move: string): string => `Приложение (${side.toLowerCase()}): ${move}.`,
		tookBack: 'Ваш последний ход взят назад.',
		outcomeHeadline: (who: 'you' | 'app' | 'draw'): string => (who === 'you' ? 'Вы выиграли!' : who === 'app' ? 'Выиграло приложение.' : 'Ничья.'),
		outcomeReason: (o: PlayEnd, aim: Aim): string => {
			if (o.reason === 'resigned') return 'Вы сдались.';
			if (o.reason === 'time') return `У ${o.result === 'black' ? 'белых' : 'чёрных'} кончилось время.`;
			if (o.reason === 'threefold-repetition') return 'Одна и та же позиция повторилась трижды при том же ходе.';
			if (o.reason === 'kings-only') return 'Обе стороны сделали по 15 ходов одними дамками, без взятий.';
			if (o.reason === 'three-kings') return 'Три дамки, владея большой дорогой, не поймали одинокую дамку за 15 ходов.';
			const who = stuckSide(o, aim) === 'white' ? 'белых' : 'чёрных';
			const why = o.reason === 'no-pieces' ? `У ${who} не осталось шашек` : `У ${who} нет ходов: все шашки заперты`;
			return aim === 'giveaway'
				? `${why}, а в поддавках тот, кому некуда ходить, выигрывает.`
				: `${why}, а в обычных шашках тот, кому некуда ходить, проигрывает.`;
		},
		playMovesLabel: 'Ходы',
		noMovesYet: 'Ходов пока нет.',
		exportHeading: 'Сохранить сыгранное в PDN',
		downloadPdn: 'Скачать PDN',
		copyPdn: 'Копировать PDN',
		pdnEvent: 'Доигрывание с приложением',
		pdnPlayer: 'Игрок',
		pdnApp: (level: number): string => `Приложение «Поддавки» (уровень ${level})`,
		pdnResigned: 'сдача',
		pdnTime: 'просрочка времени'
	}
);
