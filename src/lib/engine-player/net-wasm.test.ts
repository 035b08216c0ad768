/**
 * The WebAssembly evaluation is the JavaScript one to the last bit: on
 * self-play positions and random boards, either side to move, for the app's
 * net, the lab's, nets of other sizes with random weights and one whose
 * values run past the limit; where WebAssembly is missing (an old browser)
 * the JavaScript evaluation serves, with the same values; and the committed
 * bytes are what scripts/net-wasm.js makes of its source today.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { BYTES_FILE, bytesModule, netWasm } from '../../../scripts/net-wasm.js';
import { rng } from '../random';
import { defaultEvaluator, EVAL_LIMIT, evaluatorOf, type WeightsFile } from './eval';
import { FEATURE_COUNT, FEATURE_NAMES } from './features';
import { NET_INPUTS, NetEvaluator, type NetFile } from './net';
import { isWasmEvaluator, netWasmEvaluator } from './net-wasm';
import { randomPositions } from './testing';
import weights from './weights.json';

const APP = weights as NetFile;
const LAB = JSON.parse(readFileSync('src/lab/data/fit-net-pst.json', 'utf8')) as NetFile;

/** A net of H hidden units with random weights of about `scale`. */
function randomNet(H: number, pst: boolean, scale: number, seed: number): NetFile {
	const random = rng(seed);
	const values = (n: number) => Array.from({ length: n }, () => (random() - 0.5) * scale);
	return {
		model: 'net',
		hidden: H,
		features: [...FEATURE_NAMES],
		params: {
			linear: values(FEATURE_COUNT),
			w: values(NET_INPUTS * H),
			b: values(H),
			p: values(H),
			v: values(H),
			...(pst ? { pst: values(2 * NET_INPUTS) } : {})
		}
	};
}

/** The positions where the two evaluations differ (or the WebAssembly one is -0), at most 5. */
function differences(file: NetFile, count: number, seed: number): string[] {
	const js = new NetEvaluator(file, EVAL_LIMIT);
	const wasm = netWasmEvaluator(js.tables, EVAL_LIMIT);
	if (wasm === null) return ['no WebAssembly evaluation'];
	const out: string[] = [];
	for (const p of randomPositions(count, seed)) {
		const a = js.evaluate(p.white, p.black, p.kings, p.whiteToMove);
		const b = wasm.evaluate(p.white, p.black, p.kings, p.whiteToMove);
		if (a !== b || Object.is(b, -0)) out.push(`${p.white} ${p.black} ${p.kings} ${p.whiteToMove}: ${a} against ${b}`);
		if (out.length >= 5) break;
	}
	return out;
}

describe('the net evaluation in WebAssembly', () => {
	it('gives the JavaScript evaluation’s values for the app’s net and the lab’s, with and without the piece-square table', () => {
		const { pst, ...params } = LAB.params;
		expect(pst).toBeDefined();
		for (const file of [APP, LAB, { ...LAB, params }]) expect(differences(file, 20_000, 5)).toEqual([]);
	});

	it('gives them for 11 to 16 hidden units, and where the values pass the limit', () => {
		for (const [H, seed] of [
			[11, 1],
			[13, 2],
			[16, 3]
		])
			expect(differences(randomNet(H, seed % 2 === 1, 0.5, seed), 4000, seed)).toEqual([]);
		const wild = randomNet(16, true, 400, 4);
		const js = new NetEvaluator(wild, EVAL_LIMIT);
		const clamped = randomPositions(2000, 4).filter((p) => Math.abs(js.evaluate(p.white, p.black, p.kings, p.whiteToMove)) === EVAL_LIMIT);
		expect(clamped.length).toBeGreaterThan(100);
		expect(differences(wild, 2000, 4)).toEqual([]);
	});

	it('is the app’s evaluation here, and other sizes keep the JavaScript one', () => {
		expect(isWasmEvaluator(defaultEvaluator())).toBe(true);
		expect(isWasmEvaluator(evaluatorOf(LAB as WeightsFile))).toBe(true);
		// 8 hidden units: rows of 12 values, not the module's 18.
		const small = randomNet(8, true, 0.5, 6);
		expect(netWasmEvaluator(new NetEvaluator(small, EVAL_LIMIT).tables, EVAL_LIMIT)).toBeNull();
		expect(evaluatorOf(small)).toBeInstanceOf(NetEvaluator);
	});

	it('where WebAssembly is missing, is not there, and the evaluation is the JavaScript one with the same values', async () => {
		vi.resetModules();
		vi.stubGlobal('WebAssembly', undefined);
		try {
			const fresh = await import('./eval');
			const e = fresh.defaultEvaluator();
			expect((await import('./net-wasm')).isWasmEvaluator(e)).toBe(false);
			const wasm = defaultEvaluator();
			for (const p of randomPositions(2000, 8))
				expect(e.evaluate(p.white, p.black, p.kings, p.whiteToMove)).toBe(wasm.evaluate(p.white, p.black, p.kings, p.whiteToMove));
		} finally {
			vi.unstubAllGlobals();
			vi.resetModules();
		}
	});

	it('is built from its source: the committed bytes are what scripts/net-wasm.js makes', async () => {
		expect(readFileSync(BYTES_FILE, 'utf8')).toBe(bytesModule(await netWasm()));
	});
});
