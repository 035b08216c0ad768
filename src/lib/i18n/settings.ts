import { area } from './area';

/** /progress: the settings section (notation, board, flights, sounds, runs). */
export const settings = area(
	{
		setHeading: 'Settings',
		setIntro: 'Kept on this device with your progress (and in the backup file); they apply at once.',
		setNotation: 'Notation of moves',
		setNotationAlgebraic: 'Letters and numbers (c3-d4)',
		setNotationNumeric: 'Numbers 1-32 (22-18)',
		setNotationNote: 'Either can be typed as a move, whichever is shown.',
		setBoard: 'Board colours',
		setBoardClassic: 'Classic brown',
		setBoardGreen: 'Green',
		setBoardSlate: 'Slate blue',
		setSpeed: 'Piece movement',
		setSpeedAuto: 'As the system asks (none with reduced motion)',
		setSpeedOff: 'Off: moves show at once',
		setSpeedFast: 'Fast',
		setSpeedNormal: 'Normal',
		setSpeedSlow: 'Slow',
		setSounds: 'Move sounds',
		setAutoAdvance: 'Streak and Storm move on by themselves after an answer',
		setEvaluation: "The engine's judgement on the analysis board and study pages",
		setEvalArrow: "The engine's best move as an arrow on the board",
		setSaveFailed: 'The choice applies now, but this device did not keep it.'
	},
	{
		setHeading: 'Настройки',
		setIntro: 'Хранятся на этом устройстве вместе с прогрессом (и в файле копии); действуют сразу.',
		setNotation: 'Запись ходов',
		setNotationAlgebraic: 'Буквы и цифры (c3-d4)',
		setNotationNumeric: 'Номера полей 1–32 (22-18)',
		setNotationNote: 'Ход можно набрать в любой записи, какая бы ни была показана.',
		setBoard: 'Цвета доски',
		setBoardClassic: 'Классическая коричневая',
		setBoardGreen: 'Зелёная',
		setBoardSlate: 'Серо-голубая',
		setSpeed: 'Движение шашек',
		setSpeedAuto: 'Как в системе (без движения, если оно уменьшено)',
		setSpeedOff: 'Выключено: ход виден сразу',
		setSpeedFast: 'Быстро',
		setSpeedNormal: 'Обычно',
		setSpeedSlow: 'Медленно',
		setSounds: 'Звук ходов',
		setAutoAdvance: 'В «Серии задач» и «Штурме» переходить дальше самому после ответа',
		setEvaluation: 'Оценка движка на доске анализа и в этюдах',
		setEvalArrow: 'Лучший ход движка стрелкой на доске',
		setSaveFailed: 'Выбор действует, но устройство его не сохранило.'
	}
);
