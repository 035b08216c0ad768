/** The accessibility check shared by the specs: axe-core's serious and critical findings on the page as it stands. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const BLOCKING = new Set(['serious', 'critical']);

/** One line per serious or critical finding, with the elements it is about; empty when there is none. */
export async function accessibilityFindings(page: Page): Promise<string[]> {
	const results = await new AxeBuilder({ page }).analyze();
	return results.violations
		.filter((v) => v.impact && BLOCKING.has(v.impact))
		.map((v) => `${v.impact} ${v.id}: ${v.help} - ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
