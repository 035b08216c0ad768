// Runs the command-line tool: bundles src/cli/main.ts (see bundle.js) and
// imports the bundle, which runs the command.
import { bundleAndImport } from './bundle.js';
import { stdoutClosed } from './stdout.js';

// Output nobody can read is a failure, not a success (`cmd >&-`).
if (stdoutClosed()) {
	process.stderr.write('error: standard output is closed: nothing could be printed\n');
	process.exit(2);
}

await bundleAndImport('src/cli/main.ts', 'cli', 'CLI_ENTRY');
