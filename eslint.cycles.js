// `local/no-cycle`: no import cycle among our modules, where every import counts:
// `import type` too (import-x/no-cycle skips type-only imports, so a cycle of types
// passed unseen), `export ... from` and `import()`. docs/architecture.md says "no
// cycles"; tests/unit/boundaries.test.ts shows this rule failing on a planted cycle.
//
// Each file's imports are read once per lint run (TypeScript's preProcessFile on the
// file, or on a Svelte file's scripts) and resolved as the app resolves them: `$lib/`
// and relative paths, with the extensions and index files the bundler tries. Packages
// are not followed. The file being linted is read from its text, so a probe linted
// from memory (lintText) counts as it is written.
import ts from 'typescript';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = process.cwd();
const LIB = path.join(ROOT, 'src', 'lib');
const TRIES = ['', '.ts', '.js', '.svelte', '.svelte.ts', '/index.ts', '/index.js'];

const isFile = (p) => existsSync(p) && statSync(p).isFile();

/** The file an import names, or null for a package or anything not ours. */
function resolveImport(spec, from) {
	let base;
	if (spec === '$lib' || spec.startsWith('$lib/')) base = path.join(LIB, spec.slice(4));
	else if (spec.startsWith('./') || spec.startsWith('../')) base = path.resolve(path.dirname(from), spec);
	else return null;
	for (const t of TRIES) if (isFile(base + t)) return base + t;
	return null;
}

/** The import specifiers of a file's source (every kind: value, type, re-export, dynamic). */
function specifiersOf(file, text) {
	const code = file.endsWith('.svelte') ? [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('\n') : text;
	return ts.preProcessFile(code, true, true).importedFiles.map((f) => f.fileName);
}

const edges = new Map();
function importsOf(file) {
	let out = edges.get(file);
	if (!out) {
		const text = isFile(file) ? readFileSync(file, 'utf8') : '';
		out = [
			...new Set(
				specifiersOf(file, text)
					.map((s) => resolveImport(s, file))
					.filter((p) => p !== null)
			)
		];
		edges.set(file, out);
	}
	return out;
}

/** A path of imports from `start` back to `target` (files after `start`), or null. */
function pathBack(start, target) {
	const seen = new Set([start]);
	const stack = [[start, [start]]];
	while (stack.length) {
		const [file, route] = stack.pop();
		for (const next of importsOf(file)) {
			if (next === target) return route;
			if (seen.has(next)) continue;
			seen.add(next);
			stack.push([next, [...route, next]]);
		}
	}
	return null;
}

const rel = (p) => path.relative(ROOT, p);

export const noCycle = {
	meta: {
		type: 'problem',
		docs: { description: 'Forbid import cycles among our modules, type-only imports included.' },
		schema: [],
		messages: { cycle: 'Import cycle (type imports count): {{route}}' }
	},
	create(context) {
		const file = context.physicalFilename;
		if (!path.isAbsolute(file)) return {};
		const check = (node, spec) => {
			if (typeof spec !== 'string') return;
			const target = resolveImport(spec, file);
			if (!target || target === file) return;
			const route = pathBack(target, file);
			if (route) context.report({ node, messageId: 'cycle', data: { route: [file, ...route, file].map(rel).join(' -> ') } });
		};
		return {
			ImportDeclaration: (node) => check(node, node.source.value),
			ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
			ExportAllDeclaration: (node) => check(node, node.source.value),
			ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value)
		};
	}
};

export const cyclesPlugin = { rules: { 'no-cycle': noCycle } };
