// Runs the command-line tool: bundles src/cli/main.ts (see bundle.js) and
// imports the bundle, which runs the command.
import { bundleAndImport } from './bundle.js';

await bundleAndImport('src/cli/main.ts', 'cli');
