/**
 * A real phone-speed slowdown for the benches: Chrome DevTools' CPU
 * throttling (Emulation.setCPUThrottlingRate) slows the page but not its
 * workers, where the solver, the engine and the review run. So the
 * renderer process (page and workers together) is held to 1/rate of one
 * core with cpulimit (Debian package `cpulimit`). Without cpulimit the
 * bench says so and falls back to CDP, which then measures the workers
 * unslowed.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import type { Browser, Page } from '@playwright/test';

/** The slowdown asked for by PHONE_CPU_RATE (or the bench's own variable), 4 by default. */
export function cpuRate(variable = 'PHONE_CPU_RATE'): number {
	return Number(process.env[variable] ?? process.env.PHONE_CPU_RATE ?? 4);
}

/** Holds every renderer process of the browser to `percent` of one core; returns a stop function, or null without cpulimit. */
async function limitRenderers(browser: Browser, percent: number): Promise<(() => void) | null> {
	if (spawnSync('cpulimit', ['--help']).error) return null;
	const cdp = await browser.newBrowserCDPSession();
	const { processInfo } = (await cdp.send('SystemInfo.getProcessInfo')) as { processInfo: { type: string; id: number }[] };
	const limits: ChildProcess[] = processInfo
		.filter((p) => p.type === 'renderer')
		.map((p) => spawn('cpulimit', ['-l', String(percent), '-p', String(p.id), '-z'], { stdio: 'ignore' }));
	return () => limits.forEach((l) => l.kill());
}

/** Slows the page's renderer (page and workers) `rate` times; returns how, and a stop function. Call after the page is open. */
export async function slowDown(browser: Browser, page: Page, rate: number): Promise<{ how: string; stop: () => void }> {
	if (rate <= 1) return { how: 'unslowed', stop: () => {} };
	const stop = await limitRenderers(browser, Math.round(100 / rate));
	if (stop) return { how: `renderer held to 1/${rate} of a core by cpulimit`, stop };
	await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate });
	return { how: 'CDP throttling: the workers are not slowed', stop: () => {} };
}

/** `N what, median, p95, max, over 2 s` of times in ms. */
export function figures(what: string, times: readonly number[]): string {
	const sorted = [...times].sort((a, b) => a - b);
	if (!sorted.length) return `0 ${what}`;
	return `${sorted.length} ${what}, median ${percentile(sorted, 50)} ms, p95 ${percentile(sorted, 95)} ms, max ${sorted[sorted.length - 1]} ms, over 2 s: ${sorted.filter((t) => t > 2000).length}`;
}

export function percentile(sorted: readonly number[], p: number): number {
	return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}
