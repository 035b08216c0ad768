import { area } from './area';
import { decimal } from './numbers';
import { enCount, ruCount } from './plural';

/** The endgame tablebase on the analysis board and its optional 5-piece pack. */
export const tablebase = area(
	{
		tablebaseHeading: 'Endgame tablebase',
		tablebaseLoading: 'Looking the position up…',
		tablebaseDraw: (side: string): string => `Draw: neither side can force the end (${side} to move).`,
		tablebaseMoveDraw: 'draw',
		tablebaseMovesCaption: (side: string): string => `Every move of ${side}, by the tables:`,
		tablebaseTooMany: 'The tables cover positions of up to 5 pieces.',
		tablebaseDamaged:
			'A table this position needs failed its integrity check on this device (a damaged or altered file), so no verdict is given. Reload the app; for 5 pieces, download the pack again on the Progress page.',
		tablebaseNoPack:
			'Five pieces: the tables for 5 pieces are not on this device. They are an optional download; once downloaded they work on this device, with or without a network.',
		packGet: 'Get the 5-piece tables',
		tablebaseKingRun: (moves: number): string =>
			`The tables' fastest line has ${enCount(moves, 'move')} by each side in a row with only kings moving and no capture: in a game the 15-move rule calls a draw first.`,
		tablebaseRulesNote: 'The tables ignore the draw rules of play (15 king moves, three kings against one, repetition).',
		tablebaseFailed: (message: string): string => `The tables could not be read: ${message}`,
		tablebaseTime: (ms: number): string => `${ms < 10 ? decimal('en', ms) : Math.round(ms)} ms`,
		packHeading: 'Endgame tables for 5 pieces',
		packAbout:
			'Positions of up to 4 pieces are always looked up on the analysis board. This optional download adds every position of 5 pieces; it is kept on this device and works with or without a network.',
		packSize: (tables: number, megabytes: string, positions: string): string => `${tables} tables, ${megabytes} MB, ${positions} positions.`,
		packChecking: 'Checking…',
		packAbsent: 'Not installed.',
		packUnavailable: 'This copy of the app has no 5-piece pack to download.',
		packInstalled: 'Installed on this device.',
		packProgress: (done: string, total: string): string => `Downloading: ${done} of ${total} MB`,
		packDamaged: (files: number): string =>
			`The pack on this device is damaged: ${enCount(files, 'file')} no longer ${files === 1 ? 'matches its' : 'match their'} checksum, so the 5-piece tables are not used. Download it again.`,
		packReinstall: 'Download again',
		packInstall: 'Download',
		packCancel: 'Stop',
		packRemove: 'Remove',
		packFailed: (kind: string, file: string): string =>
			`The download failed (${kind === 'storage' ? 'no room on the device' : kind === 'network' ? 'no connection' : 'a damaged file'}${file ? `: ${file}` : ''}). Try again later.`
	},
	{
		tablebaseHeading: 'База окончаний',
		tablebaseLoading: 'Ищем позицию в базе…',
		tablebaseDraw: (side: string): string => `Ничья: ни одна сторона не может добиться конца игры (ход: ${side.toLowerCase()}).`,
		tablebaseMoveDraw: 'ничья',
		tablebaseMovesCaption: (side: string): string => `Все ходы (${side.toLowerCase()}) по базе:`,
		tablebaseTooMany: 'База знает позиции не более чем из 5 шашек.',
		tablebaseDamaged:
			'Таблица, нужная для этой позиции, не прошла проверку целостности на устройстве (файл повреждён или изменён), поэтому оценки нет. Перезагрузите приложение; для 5 шашек загрузите пакет заново на странице «Прогресс».',
		tablebaseNoPack:
			'Пять шашек: таблиц на 5 шашек на этом устройстве нет. Их можно загрузить по желанию; после загрузки они работают на устройстве — и с сетью, и без неё.',
		packGet: 'Загрузить таблицы на 5 шашек',
		tablebaseKingRun: (moves: number): string =>
			`В самой быстрой линии базы ${ruCount(moves, 'ход', 'хода', 'ходов')} подряд с каждой стороны ходят только дамки, без взятий: в партии правило 15 ходов раньше даст ничью.`,
		tablebaseRulesNote: 'База не учитывает правила ничьей в партии (15 ходов дамками, три дамки против одной, повторение).',
		tablebaseFailed: (message: string): string => `Не удалось прочитать базу: ${message}`,
		tablebaseTime: (ms: number): string => `${ms < 10 ? decimal('ru', ms) : Math.round(ms)} мс`,
		packHeading: 'База окончаний на 5 шашек',
		packAbout:
			'Позиции до 4 шашек доска анализа знает всегда. Эта загрузка по желанию добавляет все позиции из 5 шашек; она хранится на этом устройстве и работает и с сетью, и без неё.',
		packSize: (tables: number, megabytes: string, positions: string): string => `Таблиц: ${tables}, ${megabytes} МБ, позиций: ${positions}.`,
		packChecking: 'Проверяем…',
		packAbsent: 'Не установлена.',
		packUnavailable: 'В этой копии приложения нет пакета на 5 шашек.',
		packInstalled: 'Установлена на этом устройстве.',
		packProgress: (done: string, total: string): string => `Загрузка: ${done} из ${total} МБ`,
		packDamaged: (files: number): string =>
			`Пакет на устройстве повреждён: ${ruCount(files, 'файл', 'файла', 'файлов')} не ${files === 1 ? 'совпадает' : 'совпадают'} с контрольной суммой, поэтому таблицы на 5 шашек не используются. Загрузите его заново.`,
		packReinstall: 'Загрузить заново',
		packInstall: 'Загрузить',
		packCancel: 'Остановить',
		packRemove: 'Удалить',
		packFailed: (kind: string, file: string): string =>
			`Загрузка не удалась (${kind === 'storage' ? 'не хватает места' : kind === 'network' ? 'нет связи' : 'файл повреждён'}${file ? `: ${file}` : ''}). Попробуйте позже.`
	}
);
