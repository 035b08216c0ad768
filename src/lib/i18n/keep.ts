import { area } from './area';

/** /progress: whether the browser keeps the progress, what eviction means, and a backup file. */
export const keep = area(
	{
		keepHeading: 'Keeping your progress',
		keepPersisted: 'This browser keeps your progress: it will not delete it to free space.',
		keepBestEffort: 'This browser has not promised to keep your progress: it may delete it (see below).',
		keepUnsupported: 'This browser does not say whether it keeps your progress.',
		keepNotKept: 'This browser does not let the app store data: your progress is kept only until you close the page.',
		keepChecking: 'Checking…',
		keepEviction:
			'Your progress lives only on this device, in the storage browsers give websites. A browser may clear that storage to free space ("eviction"), and Safari on iPhone, iPad and Mac deletes everything a website stored after 7 days without a visit, unless the app was added to the Home Screen. Add the app to the Home Screen, and keep a backup file: the Import above reads it back.',
		keepAsk: 'Ask the browser to keep it',
		keepBackup: 'Save a backup file',
		keepShared: (name: string): string => `Backup ${name} handed to the share sheet.`,
		keepDownloaded: (name: string): string => `Backup saved as ${name}.`,
		keepBackupFailed: (why: string): string => `The backup could not be made: ${why}`
	},
	{
		keepHeading: 'Сохранность прогресса',
		keepPersisted: 'Этот браузер хранит ваш прогресс: он не удалит его, чтобы освободить место.',
		keepBestEffort: 'Этот браузер не обещал хранить ваш прогресс: он может его удалить (см. ниже).',
		keepUnsupported: 'Этот браузер не сообщает, хранит ли он ваш прогресс.',
		keepNotKept: 'Этот браузер не позволяет приложению хранить данные: прогресс сохранится только до закрытия страницы.',
		keepChecking: 'Проверяем…',
		keepEviction:
			'Ваш прогресс хранится только на этом устройстве, в хранилище, которое браузер выделяет сайтам. Браузер может очистить его, чтобы освободить место («вытеснение»), а Safari на iPhone, iPad и Mac удаляет всё, что сайт сохранил, после 7 дней без посещения, если приложение не добавлено на экран «Домой». Добавьте приложение на экран «Домой» и храните резервную копию: «Импорт» выше прочитает её обратно.',
		keepAsk: 'Попросить браузер сохранить',
		keepBackup: 'Сохранить резервную копию',
		keepShared: (name: string): string => `Копия ${name} передана в меню «Поделиться».`,
		keepDownloaded: (name: string): string => `Копия сохранена в файл ${name}.`,
		keepBackupFailed: (why: string): string => `Не удалось сделать копию: ${why}`
	}
);
