/** scripts/chunk-groups.js: which shared chunk a module of the client build goes to. */
import { describe, expect, it } from 'vitest';
import { chunkGroup } from '../../scripts/chunk-groups.js';

interface Node {
	imports?: string[];
	dynamic?: string[];
	entry?: boolean;
}

/** A module graph as Rolldown's ChunkingContext shows it. */
function graph(nodes: Record<string, Node>) {
	const info = (id: string) => {
		const node = nodes[id];
		if (!node) return null;
		const others = Object.entries(nodes);
		return {
			isEntry: !!node.entry,
			importedIds: node.imports ?? [],
			importers: others.filter(([, n]) => n.imports?.includes(id)).map(([other]) => other),
			dynamicImporters: others.filter(([, n]) => n.dynamic?.includes(id)).map(([other]) => other)
		};
	};
	return { getModuleInfo: info };
}

const ctx = graph({
	'/kit/generated/client-optimized/app.js': { entry: true, imports: ['/nm/svelte/internal.js'] },
	'/kit/generated/client-optimized/nodes/0.js': { entry: true, imports: ['/app/src/routes/+layout.svelte'] },
	'/kit/generated/client-optimized/nodes/2.js': { entry: true, imports: ['/app/src/routes/+page.svelte'] },
	'/kit/generated/client-optimized/nodes/3.js': { entry: true, imports: ['/app/src/routes/analysis/+page.svelte'] },
	'/kit/generated/client-optimized/nodes/4.js': { entry: true, imports: ['/app/src/routes/twelve/+page.svelte'] },
	'/app/src/routes/+layout.svelte': { imports: ['/nm/svelte/internal.js', '/app/src/lib/i18n.ts'], dynamic: ['/app/src/lib/progress/index.ts'] },
	'/app/src/routes/+page.svelte': { imports: ['/nm/svelte/internal.js', '/app/src/lib/board.svelte'] },
	'/app/src/routes/analysis/+page.svelte': { imports: ['/app/src/lib/board.svelte', '/app/src/lib/solver.ts'] },
	'/app/src/routes/twelve/+page.svelte': { imports: ['/app/src/lib/solver.ts', '/app/src/lib/twelve.ts'] },
	'/app/src/lib/progress/index.ts': { imports: ['/nm/dexie.js', '/app/src/lib/i18n.ts'] },
	'/nm/svelte/internal.js': {},
	'/nm/dexie.js': {},
	'/app/src/lib/i18n.ts': {},
	'/app/src/lib/board.svelte': {},
	'/app/src/lib/solver.ts': {},
	'/app/src/lib/twelve.ts': {}
});

describe('chunkGroup', () => {
	it('puts a module that `/` and another page share in the app chunk', () => {
		expect(chunkGroup('/nm/svelte/internal.js', ctx)).toBe('app');
		expect(chunkGroup('/app/src/lib/board.svelte', ctx)).toBe('app');
	});

	it('puts a module only other pages share in the pages chunk', () => {
		expect(chunkGroup('/app/src/lib/solver.ts', ctx)).toBe('pages');
	});

	it('leaves a module one page alone uses, and the entries themselves, where they are', () => {
		expect(chunkGroup('/app/src/lib/twelve.ts', ctx)).toBeNull();
		expect(chunkGroup('/app/src/routes/twelve/+page.svelte', ctx)).toBeNull();
		expect(chunkGroup('/kit/generated/client-optimized/nodes/3.js', ctx)).toBeNull();
	});

	it('leaves dynamically imported modules and what they share to the automatic split', () => {
		expect(chunkGroup('/app/src/lib/progress/index.ts', ctx)).toBeNull();
		expect(chunkGroup('/nm/dexie.js', ctx)).toBeNull();
		// Shared by the layout and the dynamically imported progress store.
		expect(chunkGroup('/app/src/lib/i18n.ts', ctx)).toBeNull();
	});
});
