import { area } from './area';

/** The offline app: the banner offering a new version. */
export const pwa = area(
	{
		updateReady: 'A new version is ready.',
		updateReload: 'Reload',
		updateLater: 'Later'
	},
	{
		updateReady: 'Готова новая версия.',
		updateReload: 'Перезагрузить',
		updateLater: 'Позже'
	}
);
