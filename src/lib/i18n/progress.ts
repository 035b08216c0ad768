import type { ImportError } from '$lib/progress/transfer';
import { upTo } from './numbers';
import { area } from './area';
import { dayMonth } from './dates';
import { enCount, ruCount } from './plural';

/** The progress page: figures, calendar, review queue, export and import. */

type TwelveOutcome = 'won' | 'lost' | 'drawn' | 'abandoned';

/** Noun forms by count: 1 день, 2 дня, 5 дней; 1 day, 2 days. */
const ru = ruCount;
const en = enCount;

/** A calendar day `YYYY-MM-DD` in words; formatted in UTC so no time zone can shift it. */
function day(lang: string, date: string, form: 'full' | 'weekday' | 'short' = 'full'): string {
	const [y, m, d] = date.split('-').map(Number);
	const options: Intl.DateTimeFormatOptions =
		form === 'full'
			? { day: 'numeric', month: 'short', year: 'numeric' }
			: form === 'weekday'
				? { weekday: 'short', day: 'numeric', month: 'short' }
				: { day: 'numeric', month: 'short' };
	return new Intl.DateTimeFormat(lang, { ...options, timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** 5242880 -> "5". */
const megabytes = (bytes: number, lang: string): string => upTo(lang, bytes / 1024 / 1024);

const percent = (lang: string, fraction: number): string => new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 0 }).format(fraction);

function split(ms: number): [number, number] {
	const total = Math.max(0, Math.round(ms / 1000));
	return [Math.floor(total / 60), total % 60];
}

export const progress = area(
	{
		progTitle: 'Progress',
		progIntro: 'Everything on this page is kept on this device only; nothing is sent anywhere.',
		progLoading: 'Reading your progress…',
		progNotKept: 'This browser does not let the app store data, so this progress lasts only until the page is closed. Export it below if you want to keep it.',
		progOpenFailed: (why: string): string => `Your progress could not be read: ${why}`,
		progActionFailed: (why: string): string => `That did not work: ${why}`,
		progEmpty: 'No puzzle tried yet.',
		progStartToday: "Start with today's puzzle",
		progStartBank: 'or pick one from the bank',

		progSummary: 'Results',
		progSolved: 'Puzzles solved',
		progFailed: 'Puzzles not solved yet',
		progTries: (n: number, solved: number, failed: number): string => `${en(n, 'try', 'tries')}: ${solved} solved, ${failed} failed`,
		progFirstTry: 'Solved at the first try',
		progFirstTryDetail: (k: number, n: number): string => `${k} of ${en(n, 'puzzle')}`,
		progStreakCurrent: 'Daily streak',
		progStreakBest: 'Best daily streak',
		progDays: (n: number): string => en(n, 'day'),
		progStreakNote: 'Days in a row with the daily puzzle solved.',
		progNone: '—',

		progCalendar: 'Daily puzzles',
		progCalendarIntro: (weeks: number): string => `The last ${weeks} weeks, Monday to Sunday; today is outlined.`,
		progCalendarSummary: (weeks: number, solved: number, missed: number, none: number): string =>
			`Daily puzzles of the last ${weeks} weeks: ${solved} solved, ${missed} not solved, ${none} not played.`,
		progCalendarTable: 'Day by day',
		progDayState: (state: 'solved' | 'missed' | 'none' | 'future'): string =>
			state === 'solved' ? 'solved' : state === 'missed' ? 'not solved' : state === 'none' ? 'not played' : 'to come',
		progWeekday: (i: number): string => ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'][i] ?? '',
		progDate: (date: string): string => day('en', date),
		progDateShort: (date: string): string => day('en', date, 'weekday'),
		progDayMonth: (date: string): string => day('en', date, 'short'),
		progDateColumn: 'Date',
		progTriesOfDay: (n: number): string => en(n, 'try', 'tries'),

		progByTheme: 'Accuracy by theme',
		progByThemeIntro: 'Share of tries solved, weakest theme first.',
		progByDifficulty: 'Accuracy by difficulty',
		progTheme: 'Theme',
		progDifficulty: 'Difficulty',
		progAccuracy: 'Solved',
		progTriesColumn: 'Tries',
		progBucket: (solved: number, tries: number): string => `${solved} of ${en(tries, 'try', 'tries')}`,
		progNoBankTries: 'No try at a puzzle of the bank yet.',
		progUnknown: (n: number): string => `${en(n, 'try', 'tries')} at puzzles no longer in the bank ${n === 1 ? 'is' : 'are'} left out here.`,
		progPercent: (fraction: number): string => percent('en', fraction),

		progTime: 'Time per puzzle',
		progMeanTime: 'Average time of a try',
		progMedianTime: 'Median time to solve',
		progTimeIntro: (n: number): string => `Your last ${en(n, 'try', 'tries')}, newest first.`,
		progPuzzle: 'Puzzle',
		progTimeColumn: 'Time',
		progResult: 'Result',
		progTryDetail: (solved: boolean, hint: boolean, date: string): string =>
			`${solved ? 'solved' : 'not solved'}${hint ? ', with a hint' : ''}, ${day('en', date)}`,
		progDuration: (ms: number): string => {
			const [m, s] = split(ms);
			return m ? `${m} min ${s} s` : `${s} s`;
		},

		progTwelve: '12 against 1',
		progTwelveIntro: 'Your games, newest first: the moves you needed against the proved minimum for the square.',
		progTwelveNone: 'No game played yet.',
		progTwelvePlay: 'Play 12 against 1',
		progSquare: 'Square',
		progYourMoves: 'Your moves',
		progOptimum: 'Minimum',
		progTwelveResult: (r: TwelveOutcome): string => (r === 'won' ? 'won' : r === 'lost' ? 'spoiled' : r === 'drawn' ? 'drawn' : 'abandoned'),
		progTwelveEarlier: (n: number): string => `…and ${en(n, 'earlier game')}.`,

		progReview: 'Review',
		progReviewIntro:
			'Spaced repetition: a puzzle you fail comes back for review, then again at longer and longer intervals each time you solve it. On from the start; switched back on, it queues the puzzles whose latest try failed.',
		progReviewEnable: 'Review failed puzzles',
		progReviewPause: 'Pause reviews',
		progReviewOff: 'Off: failed puzzles are not queued for review.',
		progReviewPaused: (due: number, total: number): string => `Paused: nothing is offered (${due} due, ${total} in the queue).`,
		progReviewCounts: (due: number, total: number): string => `${due} due now, ${en(total, 'puzzle')} in the queue.`,
		progReviewNothing: 'Nothing to review now.',
		progReviewStudy: (id: string): string => `Study position (${id})`,
		progReviewSince: (date: string): string => `due since ${day('en', date)}`,
		progReviewNext: (days: readonly { date: string; count: number }[]): string =>
			`Next: ${days.map((d) => `${en(d.count, 'puzzle')} on ${dayMonth('en', d.date)}`).join(', ')}.`,
		progReviewNote: (date: string): string => `This puzzle comes back for review on ${dayMonth('en', date)}.`,
		progReviewNoteLink: 'Review queue',

		progTransfer: 'Export, import, clear',
		progExport: 'Export progress',
		progExportHint:
			'Saves everything — results, daily puzzles, reviews, 12-against-1 games, settings — to a JSON file you can import later or on another device.',
		progExported: (name: string): string => `Saved as ${name}.`,
		progImport: 'Import progress',
		progImportFile: 'Progress file (JSON)',
		progImportMerge: 'Merge with the progress on this device',
		progImportReplace: "Replace the progress on this device with the file's",
		progImportButton: 'Import',
		progImportNoFile: 'Choose a progress file first.',
		progImportConfirmReplace: "This deletes the progress on this device and keeps only the file's. Replace it?",
		progImportConfirm: 'Replace',
		progImported: (added: number, updated: number): string =>
			added + updated === 0 ? 'Imported: the file had nothing new.' : `Imported: ${en(added, 'record')} added, ${updated} updated.`,
		progImportError: (error: ImportError): string => {
			switch (error.kind) {
				case 'too-large':
					return `The file is larger than ${megabytes(error.maxBytes, 'en')} MB; a progress file is much smaller.`;
				case 'not-json':
					return 'The file is not a progress file: it is not valid JSON (damaged or of another kind).';
				case 'foreign':
					return 'The file is not a progress file of this app.';
				case 'newer-version':
					return `The file was made by a newer version of the app (format ${error.version}; this one reads up to ${error.supported}). Update the app, then import it.`;
				case 'invalid':
					return error.duplicate
						? `The progress file is damaged: ${error.path} is the same record a second time.`
						: `The progress file is damaged: the error is at ${error.path}.`;
				case 'write-failed':
					return error.cause.kind === 'quota'
						? 'The device has no room left for progress; nothing of the file was saved. The progress on this device is unchanged.'
						: 'Saving the file’s progress failed; the progress on this device is unchanged.';
			}
		},
		progImportUnchanged: 'The progress on this device was not changed.',
		progClearTitle: 'Clear progress',
		progClear: 'Clear progress…',
		progClearHint: 'Deletes every result, daily puzzle, review card and 12-against-1 game kept on this device. Settings stay.',
		progClearConfirm: 'Delete all progress on this device? This cannot be undone: export it first if you may want it back.',
		progClearYes: 'Delete all progress',
		progCleared: 'Progress cleared.'
	},
	{
		progTitle: 'Прогресс',
		progIntro: 'Всё на этой странице хранится только на этом устройстве и никуда не отправляется.',
		progLoading: 'Читаю ваш прогресс…',
		progNotKept:
			'Браузер не даёт приложению сохранять данные, поэтому прогресс сохранится, только пока открыта страница. Чтобы не потерять его, экспортируйте его ниже.',
		progOpenFailed: (why: string): string => `Не удалось прочитать прогресс: ${why}`,
		progActionFailed: (why: string): string => `Не получилось: ${why}`,
		progEmpty: 'Вы ещё не решали задач.',
		progStartToday: 'Начните с задачи дня',
		progStartBank: 'или выберите задачу в банке',

		progSummary: 'Результаты',
		progSolved: 'Решено задач',
		progFailed: 'Пока не решено',
		progTries: (n: number, solved: number, failed: number): string => `${ru(n, 'попытка', 'попытки', 'попыток')}: решено ${solved}, ошибок ${failed}`,
		progFirstTry: 'Решено с первой попытки',
		progFirstTryDetail: (k: number, n: number): string => `${k} из ${n}`,
		progStreakCurrent: 'Дни подряд',
		progStreakBest: 'Рекорд дней подряд',
		progDays: (n: number): string => ru(n, 'день', 'дня', 'дней'),
		progStreakNote: 'Дни подряд, когда задача дня решена.',
		progNone: '—',

		progCalendar: 'Задачи дня',
		progCalendarIntro: (weeks: number): string =>
			`Последние ${ru(weeks, 'неделя', 'недели', 'недель')}, с понедельника по воскресенье; сегодняшний день обведён.`,
		progCalendarSummary: (weeks: number, solved: number, missed: number, none: number): string =>
			`Задачи дня за ${ru(weeks, 'неделю', 'недели', 'недель')}: решено ${solved}, не решено ${missed}, пропущено ${none}.`,
		progCalendarTable: 'По дням',
		progDayState: (state: 'solved' | 'missed' | 'none' | 'future'): string =>
			state === 'solved' ? 'решена' : state === 'missed' ? 'не решена' : state === 'none' ? 'не играли' : 'впереди',
		progWeekday: (i: number): string => ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'][i] ?? '',
		progDate: (date: string): string => day('ru', date),
		progDateShort: (date: string): string => day('ru', date, 'weekday'),
		progDayMonth: (date: string): string => day('ru', date, 'short'),
		progDateColumn: 'Дата',
		progTriesOfDay: (n: number): string => ru(n, 'попытка', 'попытки', 'попыток'),

		progByTheme: 'Точность по темам',
		progByThemeIntro: 'Доля решённых попыток; сначала самые слабые темы.',
		progByDifficulty: 'Точность по сложности',
		progTheme: 'Тема',
		progDifficulty: 'Сложность',
		progAccuracy: 'Решено',
		progTriesColumn: 'Попытки',
		progBucket: (solved: number, tries: number): string => `${solved} из ${ru(tries, 'попытки', 'попыток', 'попыток')}`,
		progNoBankTries: 'Задачи из банка ещё не решались.',
		progUnknown: (n: number): string => `${ru(n, 'попытка', 'попытки', 'попыток')} по задачам, которых больше нет в банке, здесь не учтены.`,
		progPercent: (fraction: number): string => percent('ru', fraction),

		progTime: 'Время на задачу',
		progMeanTime: 'Среднее время попытки',
		progMedianTime: 'Медиана времени решения',
		progTimeIntro: (n: number): string => `Недавние попытки (${n}), сначала новые.`,
		progPuzzle: 'Задача',
		progTimeColumn: 'Время',
		progResult: 'Результат',
		progTryDetail: (solved: boolean, hint: boolean, date: string): string =>
			`${solved ? 'решена' : 'не решена'}${hint ? ', с подсказкой' : ''}, ${day('ru', date)}`,
		progDuration: (ms: number): string => {
			const [m, s] = split(ms);
			return m ? `${m} мин ${s} с` : `${s} с`;
		},

		progTwelve: '12 против 1',
		progTwelveIntro: 'Ваши партии, сначала новые: сколько ходов вам понадобилось и доказанный минимум для этого поля.',
		progTwelveNone: 'Партий ещё не было.',
		progTwelvePlay: 'Сыграть 12 против 1',
		progSquare: 'Поле',
		progYourMoves: 'Ваши ходы',
		progOptimum: 'Минимум',
		progTwelveResult: (r: TwelveOutcome): string => (r === 'won' ? 'выигрыш' : r === 'lost' ? 'выигрыш упущен' : r === 'drawn' ? 'ничья' : 'брошена'),
		progTwelveEarlier: (n: number): string => `…и ещё ${ru(n, 'партия', 'партии', 'партий')} раньше.`,

		progReview: 'Повторение',
		progReviewIntro:
			'Интервальное повторение: задача, в которой вы ошиблись, возвращается на повторение, а после каждого верного решения — через всё больший срок. Включено с самого начала; если включить его снова, в очередь встанут задачи, последняя попытка которых была неудачной.',
		progReviewEnable: 'Повторять задачи с ошибками',
		progReviewPause: 'Приостановить повторение',
		progReviewOff: 'Выключено: задачи с ошибками не ставятся в очередь.',
		progReviewPaused: (due: number, total: number): string => `Приостановлено: ничего не предлагается (пора повторить: ${due}, всего в очереди: ${total}).`,
		progReviewCounts: (due: number, total: number): string => `Пора повторить: ${due}. Всего в очереди: ${ru(total, 'задача', 'задачи', 'задач')}.`,
		progReviewNothing: 'Сейчас повторять нечего.',
		progReviewStudy: (id: string): string => `Позиция из этюда (${id})`,
		progReviewSince: (date: string): string => `пора с ${day('ru', date)}`,
		progReviewNext: (days: readonly { date: string; count: number }[]): string =>
			`Дальше: ${days.map((d) => `${dayMonth('ru', d.date)} — ${ru(d.count, 'задача', 'задачи', 'задач')}`).join(', ')}.`,
		progReviewNote: (date: string): string => `Эта задача вернётся на повторение ${dayMonth('ru', date)}.`,
		progReviewNoteLink: 'Очередь повторения',

		progTransfer: 'Экспорт, импорт, сброс',
		progExport: 'Экспортировать прогресс',
		progExportHint:
			'Сохраняет всё — результаты, задачи дня, повторение, партии «12 против 1», настройки — в файл JSON, который можно импортировать позже или на другом устройстве.',
		progExported: (name: string): string => `Сохранено в файл ${name}.`,
		progImport: 'Импортировать прогресс',
		progImportFile: 'Файл прогресса (JSON)',
		progImportMerge: 'Объединить с прогрессом на этом устройстве',
		progImportReplace: 'Заменить прогресс на этом устройстве прогрессом из файла',
		progImportButton: 'Импортировать',
		progImportNoFile: 'Сначала выберите файл прогресса.',
		progImportConfirmReplace: 'Прогресс на этом устройстве будет удалён, останется только прогресс из файла. Заменить?',
		progImportConfirm: 'Заменить',
		progImported: (added: number, updated: number): string =>
			added + updated === 0 ? 'Импорт выполнен: в файле нет ничего нового.' : `Импорт выполнен: добавлено записей — ${added}, обновлено — ${updated}.`,
		progImportError: (error: ImportError): string => {
			switch (error.kind) {
				case 'too-large':
					return `Файл больше ${megabytes(error.maxBytes, 'ru')} МБ, а файл прогресса намного меньше.`;
				case 'not-json':
					return 'Это не файл прогресса: он не в формате JSON (повреждён или другого типа).';
				case 'foreign':
					return 'Это не файл прогресса этого приложения.';
				case 'newer-version':
					return `Файл создан более новой версией приложения (формат ${error.version}, а это приложение читает форматы до ${error.supported}). Обновите приложение и импортируйте файл снова.`;
				case 'invalid':
					return error.duplicate ? `Файл прогресса повреждён: запись ${error.path} повторяется.` : `Файл прогресса повреждён (ошибка в ${error.path}).`;
				case 'write-failed':
					return error.cause.kind === 'quota'
						? 'На устройстве нет места для прогресса: из файла ничего не сохранено. Прогресс на этом устройстве не изменился.'
						: 'Сохранить прогресс из файла не удалось; прогресс на этом устройстве не изменился.';
			}
		},
		progImportUnchanged: 'Прогресс на этом устройстве не изменился.',
		progClearTitle: 'Сбросить прогресс',
		progClear: 'Сбросить прогресс…',
		progClearHint: 'Удаляет все результаты, задачи дня, карточки повторения и партии «12 против 1» на этом устройстве. Настройки сохраняются.',
		progClearConfirm: 'Удалить весь прогресс на этом устройстве? Отменить это нельзя: если он может понадобиться, сначала экспортируйте его.',
		progClearYes: 'Удалить весь прогресс',
		progCleared: 'Прогресс сброшен.'
	}
);
