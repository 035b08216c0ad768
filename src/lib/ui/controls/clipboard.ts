/**
 * Copying, pasting and saving text from the page, with fallbacks: the
 * asynchronous clipboard where the browser allows it, else the old
 * select-and-copy command; reading the clipboard may be refused, and the
 * caller then asks the user to paste by hand.
 */

/** Copy `text`; `select` is a field holding it, selected when copying fails so the user can copy by hand. */
export async function copyText(text: string, select?: HTMLInputElement | HTMLTextAreaElement | null): Promise<boolean> {
	try {
		if (navigator.clipboard?.writeText) {
			await navigator.clipboard.writeText(text);
			return true;
		}
	} catch {
		// Refused (no permission, not focused): try the old way.
	}
	const field = select ?? hiddenField(text);
	try {
		field.focus();
		field.select();
		// Deprecated but still the only synchronous way in some browsers.
		return document.execCommand('copy');
	} catch {
		return false;
	} finally {
		if (!select) field.remove();
		else select.select();
	}
}

function hiddenField(text: string): HTMLTextAreaElement {
	const area = document.createElement('textarea');
	area.value = text;
	area.setAttribute('readonly', '');
	area.style.position = 'fixed';
	area.style.opacity = '0';
	area.style.left = '0';
	area.style.top = '0';
	document.body.append(area);
	return area;
}

/** The clipboard's text, or null when the browser will not give it. */
export async function readClipboard(): Promise<string | null> {
	try {
		if (!navigator.clipboard?.readText) return null;
		return await navigator.clipboard.readText();
	} catch {
		return null;
	}
}

/** Offer `text` as a file download. */
export function downloadText(filename: string, text: string, type = 'application/x-pdn;charset=utf-8'): void {
	const url = URL.createObjectURL(new Blob([text], { type }));
	const a = document.createElement('a');
	a.href = url;
	a.download = filename;
	a.rel = 'noopener';
	document.body.append(a);
	a.click();
	a.remove();
	setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
