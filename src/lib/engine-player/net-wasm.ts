/**
 * The net evaluation in WebAssembly: NetEvaluator's computation (./net.ts)
 * with the two instructions JavaScript lacks, a population count for the
 * features' sets and two-lane double arithmetic for the hidden layer. The
 * same double operations in the same order, so the same value to the last
 * bit (net-wasm.test.ts; fixed-nodes.test.ts searches through it), at about
 * three quarters of the search's time a node.
 *
 * The module (scripts/net-wasm.js writes its bytes into ./net-wasm-bytes.ts)
 * has one function and a memory this file fills with the net's tables. It
 * serves nets whose rows are NET_WASM_LAYOUT.STRIDE long (11 to 16 hidden
 * units); where WebAssembly is missing or refused (a page whose security
 * policy forbids compiling it), netWasmEvaluator returns null and the
 * JavaScript evaluation does the same work.
 */
import { CONE, CONE_DOWN } from './features';
import { TERN, TERN_REV, type NetTables } from './net';
import { NET_WASM_BASE64, NET_WASM_LAYOUT as LAYOUT } from './net-wasm-bytes';

type Run = (white: number, black: number, kings: number, whiteToMove: number, limit: number) => number;

/** The compiled module (undefined: not tried yet; null: WebAssembly is not available here). */
let compiled: WebAssembly.Module | null | undefined;

function compiledModule(): WebAssembly.Module | null {
	if (compiled === undefined) {
		try {
			const text = atob(NET_WASM_BASE64);
			const bytes = new Uint8Array(text.length);
			for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
			compiled = new WebAssembly.Module(bytes);
		} catch {
			compiled = null;
		}
	}
	return compiled;
}

/** The search's Evaluator (./eval.ts) over the module's function. */
export class NetWasmEvaluator {
	constructor(
		private readonly run: Run,
		private readonly limit: number
	) {}

	evaluate(white: number, black: number, kings: number, whiteToMove: boolean): number {
		return this.run(white, black, kings, whiteToMove ? 1 : 0, this.limit);
	}
}

/** Whether an evaluation is the WebAssembly one (tests, the bench's line). */
export function isWasmEvaluator(e: object): boolean {
	return e instanceof NetWasmEvaluator;
}

/** The net's evaluation in WebAssembly, or null where it cannot run (another row length, no WebAssembly). */
export function netWasmEvaluator(t: NetTables, limit: number): NetWasmEvaluator | null {
	if (t.stride !== LAYOUT.STRIDE) return null;
	const mod = compiledModule();
	if (mod === null) return null;
	let instance: WebAssembly.Instance;
	try {
		instance = new WebAssembly.Instance(mod, {});
	} catch {
		return null;
	}
	const memory = (instance.exports.memory as WebAssembly.Memory).buffer;
	if (LAYOUT.TABLE + t.table.byteLength > memory.byteLength) return null;
	new Float64Array(memory, LAYOUT.LIN, t.lin.length).set(t.lin);
	new Float64Array(memory, LAYOUT.HALF, t.halfV.length).set(t.halfV);
	new Int32Array(memory, LAYOUT.CONE, 32).set(CONE);
	new Int32Array(memory, LAYOUT.CONE_DOWN, 32).set(CONE_DOWN);
	new Int32Array(memory, LAYOUT.TERN, 16).set(TERN);
	new Int32Array(memory, LAYOUT.TERN_REV, 16).set(TERN_REV);
	new Float64Array(memory, LAYOUT.BIAS, t.bias.length).set(t.bias);
	new Float64Array(memory, LAYOUT.TABLE, t.table.length).set(t.table);
	return new NetWasmEvaluator(instance.exports.evaluate as Run, limit);
}
