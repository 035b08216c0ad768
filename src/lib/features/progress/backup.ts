/**
 * A backup file of all progress in one tap: shared where the browser can
 * share a file (a phone's share sheet: Files, mail, a chat), else
 * downloaded. The file is the export of /progress (progress/transfer.ts),
 * which the import there reads back. Sharing and downloading are passed
 * in, so tests need no browser.
 */
export type BackupOutcome = 'shared' | 'downloaded' | 'cancelled';

export interface BackupDeps {
	canShare?: (data: ShareData) => boolean;
	share?: (data: ShareData) => Promise<void>;
	download: (file: File) => void;
}

export async function saveBackup(text: string, name: string, deps: BackupDeps = browserBackupDeps()): Promise<BackupOutcome> {
	const file = new File([text], name, { type: 'application/json' });
	const data: ShareData = { files: [file], title: name };
	if (deps.share && deps.canShare?.(data)) {
		try {
			await deps.share(data);
			return 'shared';
		} catch (e) {
			// The user closed the share sheet: nothing to do. Any other failure: download instead.
			if (e instanceof DOMException && e.name === 'AbortError') return 'cancelled';
		}
	}
	deps.download(file);
	return 'downloaded';
}

export function browserBackupDeps(): BackupDeps {
	return {
		canShare: typeof navigator.canShare === 'function' ? (d) => navigator.canShare(d) : undefined,
		share: typeof navigator.share === 'function' ? (d) => navigator.share(d) : undefined,
		download: (file) => {
			const url = URL.createObjectURL(file);
			const a = document.createElement('a');
			a.href = url;
			a.download = file.name;
			a.hidden = true;
			document.body.append(a);
			a.click();
			a.remove();
			// The download has its own copy once started; the URL only needs to outlive the click.
			setTimeout(() => URL.revokeObjectURL(url), 60_000);
		}
	};
}
