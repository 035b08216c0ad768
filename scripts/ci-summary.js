#!/usr/bin/env node
// Totals every test report in test-results/ and prints one closing line,
// `N passed, M failed`, then exits non-zero if anything failed.
//
//   node scripts/ci-summary.js <exit code of npm test>
//
// Reports read: vitest.json (Vitest's JSON reporter), playwright.json
// (Playwright's JSON reporter) and any *.summary.json = {"passed": N, "failed": M}
// that other suites write. A missing Vitest or Playwright report counts as one
// failure when npm test failed (the suite never ran or crashed).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = 'test-results';
const exitCode = Number(process.argv[2] ?? 0) || 0;

/** @type {{ name: string, passed: number, failed: number, note?: string }[]} */
const suites = [];

/** @param {string} file */
function readJson(file) {
	try {
		return JSON.parse(readFileSync(file, 'utf8'));
	} catch (e) {
		return { __error: e instanceof Error ? e.message : String(e) };
	}
}

/** @param {unknown} x */
function count(x) {
	return typeof x === 'number' && Number.isFinite(x) ? x : 0;
}

/**
 * @param {string} name
 * @param {string} file
 * @param {(report: any) => { passed: number, failed: number, note?: string }} tally
 */
function suite(name, file, tally) {
	const path = join(dir, file);
	if (!existsSync(path)) {
		if (exitCode !== 0) suites.push({ name, passed: 0, failed: 1, note: `no ${path}` });
		else suites.push({ name, passed: 0, failed: 0, note: `no ${path}` });
		return;
	}
	const report = readJson(path);
	if (report.__error) {
		suites.push({ name, passed: 0, failed: 1, note: `unreadable ${path}: ${report.__error}` });
		return;
	}
	suites.push({ name, ...tally(report) });
}

suite('vitest', 'vitest.json', (r) => {
	// A test file that fails to load has no tests but a failed status.
	const brokenFiles = Array.isArray(r.testResults)
		? r.testResults.filter((/** @type {any} */ t) => t.status === 'failed' && !(t.assertionResults ?? []).some((/** @type {any} */ a) => a.status === 'failed'))
				.length
		: 0;
	return {
		passed: count(r.numPassedTests),
		failed: count(r.numFailedTests) + brokenFiles,
		note: brokenFiles ? `${brokenFiles} test file(s) failed outside any test` : undefined
	};
});

suite('playwright', 'playwright.json', (r) => {
	const s = r.stats ?? {};
	// Errors outside tests (web server did not start, config error, ...).
	const errors = Array.isArray(r.errors) ? r.errors.length : 0;
	return {
		passed: count(s.expected) + count(s.flaky),
		failed: count(s.unexpected) + errors,
		note: [count(s.flaky) ? `${count(s.flaky)} flaky` : '', errors ? `${errors} error(s) outside tests` : ''].filter(Boolean).join(', ') || undefined
	};
});

if (existsSync(dir)) {
	for (const file of readdirSync(dir).sort()) {
		if (!file.endsWith('.summary.json')) continue;
		suite(file.slice(0, -'.summary.json'.length), file, (r) => ({ passed: count(r.passed), failed: count(r.failed) }));
	}
}

let passed = 0;
let failed = 0;
for (const s of suites) {
	passed += s.passed;
	failed += s.failed;
	console.log(`  ${s.name}: ${s.passed} passed, ${s.failed} failed${s.note ? ` (${s.note})` : ''}`);
}
if (exitCode !== 0 && failed === 0) {
	console.log(`  npm test exited with ${exitCode} but no report shows a failure: counted as 1 failed`);
	failed = 1;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(exitCode !== 0 ? exitCode : failed > 0 ? 1 : 0);
