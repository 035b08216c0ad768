#!/usr/bin/env node
// Writes the WebAssembly form of the net evaluation
// (src/lib/engine-player/net.ts) into src/lib/engine-player/net-wasm-bytes.ts:
//
//   node scripts/net-wasm.js
//
// The module computes exactly what NetEvaluator.evaluate computes (the
// linear features' weighted sum, then the hidden layer and the output), the
// same double operations in the same order, so the same value to the last
// bit: net-wasm.test.ts compares the two on random positions and checks that
// the committed bytes are what this script makes. What it adds is two
// instructions JavaScript lacks: i32.popcnt (the features count about forty
// sets) and f64x2 arithmetic (the hidden layer's 18 sums two at a time).
//
// The text is generated, not written by hand: the board shifts and the
// feature terms are spelt out once here, in the same names as
// weightedSum (features.ts), and expanded inline.
//
// Memory (bytes; the page fills the tables, net-wasm.ts):
//   LIN     26 f64: the linear weights
//   HALF    18 f64: v[h] / 2 at lane h + 2 (lanes 0-1: 0)
//   CONE    32 i32: a man's forward cone moving up; CONE_DOWN moving down
//   TERN    16 i32: a rank's 4 bits as base-3 digits; TERN_REV reversed
//   ROWS    40 i32: scratch, the byte offsets of a position's table rows
//   BIAS    25 rows of 18 f64: the hidden units' bias per piece count
//   TABLE   (8 x 81 + 128) rows of 18 f64: the rank and king rows
// A row is STRIDE = 18 doubles: the piece-square (open, end) sums and 16
// hidden units, so the module serves nets of 11 to 16 hidden units (the
// stride NetEvaluator gives them); others keep the JavaScript evaluation.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const LAYOUT = { LIN: 0, HALF: 256, CONE: 512, CONE_DOWN: 640, TERN: 768, TERN_REV: 832, ROWS: 896, BIAS: 1024, TABLE: 8192, STRIDE: 18, PAGES: 2 };
const { LIN, HALF, CONE, CONE_DOWN, TERN, TERN_REV, ROWS, BIAS, TABLE, STRIDE, PAGES } = LAYOUT;
const ROW_BYTES = STRIDE * 8;
/** Rows after the ranks' 8 x 81 are one input each: own kings at +32, the opponent's at +96. */
const KING_ROWS = 8 * 81;

/** @param {string} n */
const get = (n) => `(local.get $${n})`;
/** @param {string} n @param {string} e */
const set = (n, e) => `(local.set $${n} ${e})`;
/** @param {number} v */
const int = (v) => `(i32.const ${v | 0})`;
/** @param {string} a @param {string} b */
const and = (a, b) => `(i32.and ${a} ${b})`;
/** @param {...string} xs */
const or = (...xs) => xs.reduce((a, b) => `(i32.or ${a} ${b})`);
/** @param {...string} xs */
const add = (...xs) => xs.reduce((a, b) => `(i32.add ${a} ${b})`);
/** @param {string} a @param {string} b */
const sub = (a, b) => `(i32.sub ${a} ${b})`;
/** @param {string} x */
const not = (x) => `(i32.xor ${x} (i32.const -1))`;
/** @param {string} x */
const count = (x) => `(i32.popcnt ${x})`;
// One diagonal step of a whole board (squares.ts: shiftNE, shiftNW, shiftSE, shiftSW).
/** @param {string} x */
const ne = (x) => `(i32.or (i32.shl ${and(x, int(0x0f0f0f0f))} (i32.const 4)) (i32.shl ${and(x, int(0x70707070))} (i32.const 5)))`;
/** @param {string} x */
const nw = (x) => `(i32.or (i32.shl ${and(x, int(0x0e0e0e0e))} (i32.const 3)) (i32.shl ${and(x, int(0xf0f0f0f0))} (i32.const 4)))`;
/** @param {string} x */
const se = (x) => `(i32.or (i32.shr_u ${and(x, int(0x0f0f0f0f))} (i32.const 4)) (i32.shr_u ${and(x, int(0x70707070))} (i32.const 3)))`;
/** @param {string} x */
const sw = (x) => `(i32.or (i32.shr_u ${and(x, int(0x0e0e0e0e))} (i32.const 5)) (i32.shr_u ${and(x, int(0xf0f0f0f0))} (i32.const 4)))`;
/** An i32 table entry at byte offset `table` + 4 x index. @param {number} table @param {string} index */
const entry = (table, index) => `(i32.load offset=${table} (i32.shl ${index} (i32.const 2)))`;

/** The module's text. */
export function netWat() {
	/** @type {string[]} */
	const out = [];
	/** @param {string} s */
	const line = (s) => out.push(s);
	const ints =
		'occ empty wm bm wk bk eNE eNW eSE eSW wNE wNW bSW bSE bNE bNW bSE2 bSW2 wNE2 wNW2 wSE2 wSW2 wLocked bLocked t0 t1 t2 t3 t4 t5 t6 t7 t8 t9 t10 t11 wGiving bGiving m wRunaway bRunaway n rows c i o'.split(
			' '
		);
	line('(module');
	line(` (memory (export "memory") ${PAGES})`);
	line(' (func (export "evaluate") (param $white i32) (param $black i32) (param $kings i32) (param $wtm i32) (param $limit f64) (result i32)');
	for (const n of ints) line(`  (local $${n} i32)`);
	for (const n of ['phase', 'rest', 's', 'z', 'x', 'r']) line(`  (local $${n} f64)`);
	for (let j = 0; j < STRIDE / 2; j++) line(`  (local $a${j} v128)`);

	// The features (weightedSum): White's terms minus Black's, each side's own way up the board.
	line(set('occ', or(get('white'), get('black'))));
	line(set('empty', not(get('occ'))));
	line(set('wm', and(get('white'), not(get('kings')))));
	line(set('bm', and(get('black'), not(get('kings')))));
	line(set('wk', and(get('white'), get('kings'))));
	line(set('bk', and(get('black'), get('kings'))));
	line(set('eNE', ne(get('empty'))));
	line(set('eNW', nw(get('empty'))));
	line(set('eSE', se(get('empty'))));
	line(set('eSW', sw(get('empty'))));
	line(set('wNE', and(ne(get('wm')), get('empty'))));
	line(set('wNW', and(nw(get('wm')), get('empty'))));
	line(set('bSW', and(sw(get('bm')), get('empty'))));
	line(set('bSE', and(se(get('bm')), get('empty'))));
	line(set('bNE', ne(get('black'))));
	line(set('bNW', nw(get('black'))));
	line(set('bSE2', se(get('black'))));
	line(set('bSW2', sw(get('black'))));
	line(set('wNE2', ne(get('white'))));
	line(set('wNW2', nw(get('white'))));
	line(set('wSE2', se(get('white'))));
	line(set('wSW2', sw(get('white'))));
	line(set('wLocked', and(get('wm'), not(or(get('eSW'), get('eSE'))))));
	line(set('bLocked', and(get('bm'), not(or(get('eNE'), get('eNW'))))));
	line(set('t0', sub(count(get('wm')), count(get('bm')))));
	line(set('t1', sub(count(get('wk')), count(get('bk')))));
	/** Tempo: men on ranks whose number (from the own back rank) has bit 1, 2, 4 set. @param {string} x @param {number} m1 @param {number} m2 @param {number} m4 */
	const tempo = (x, m1, m2, m4) =>
		add(count(and(x, int(m1))), `(i32.shl ${count(and(x, int(m2)))} (i32.const 1))`, `(i32.shl ${count(and(x, int(m4)))} (i32.const 2))`);
	line(set('t2', sub(tempo(get('wm'), 0xf0f0f0f0, 0xff00ff00, 0xffff0000), tempo(get('bm'), 0x0f0f0f0f, 0x00ff00ff, 0x0000ffff))));
	line(
		set(
			'wGiving',
			add(
				count(and(get('wNE'), or(get('bSW2'), and(get('bSE2'), get('eNW')), and(get('bNW'), get('eSE'))))),
				count(and(get('wNW'), or(get('bSE2'), and(get('bSW2'), get('eNE')), and(get('bNE'), get('eSW')))))
			)
		)
	);
	line(
		set(
			'bGiving',
			add(
				count(and(get('bSW'), or(get('wNE2'), and(get('wNW2'), get('eSE')), and(get('wSE2'), get('eNW'))))),
				count(and(get('bSE'), or(get('wNW2'), and(get('wNE2'), get('eSW')), and(get('wSW2'), get('eNE')))))
			)
		)
	);
	line(set('t3', sub(sub(add(count(get('wNE')), count(get('wNW'))), get('wGiving')), sub(add(count(get('bSW')), count(get('bSE'))), get('bGiving')))));
	line(set('t4', sub(get('wGiving'), get('bGiving'))));
	/** @param {string} k */
	const around = (k) => or(ne(k), nw(k), se(k), sw(k));
	line(set('t5', sub(count(and(around(get('wk')), get('empty'))), count(and(around(get('bk')), get('empty'))))));
	line(set('t6', sub(count(and(get('wm'), int(0x81818181))), count(and(get('bm'), int(0x81818181))))));
	line(set('t7', sub(count(and(get('wm'), int(0x0000000f))), count(and(get('bm'), int(0xf0000000))))));
	line(set('t8', sub(count(get('wLocked')), count(get('bLocked')))));
	line(set('t9', sub(count(and(get('wLocked'), int(0x81818181 & 0x0ffff000))), count(and(get('bLocked'), int(0x81818181 & 0x000ffff0))))));
	/** Runaway men: free squares ahead, and nothing in the forward cone. @param {string} total @param {string} men @param {string} ahead @param {number} mask @param {number} cone */
	const runaway = (total, men, ahead, mask, cone) => {
		line(set('m', and(and(men, not(ahead)), int(mask))));
		line(`  (block $${total}Done (loop $${total}Next`);
		line(`   (br_if $${total}Done (i32.eqz ${get('m')}))`);
		line(`   (if (i32.eqz ${and(entry(cone, `(i32.ctz ${get('m')})`), get('occ'))}) (then ${set(total, add(get(total), int(1)))}))`);
		line(`   ${set('m', and(get('m'), sub(get('m'), int(1))))}`);
		line(`   (br $${total}Next)))`);
	};
	runaway('wRunaway', get('wm'), or(sw(get('occ')), se(get('occ'))), 0x0fffffff, CONE);
	runaway('bRunaway', get('bm'), or(ne(get('occ')), nw(get('occ'))), 0xfffffff0, CONE_DOWN);
	line(set('t10', sub(get('wRunaway'), get('bRunaway'))));
	line(set('t11', sub(`(i32.eq ${count(get('white'))} (i32.const 1))`, `(i32.eq ${count(get('black'))} (i32.const 1))`)));
	line(set('n', count(get('occ'))));
	line(set('phase', `(f64.div (f64.convert_i32_s ${get('n')}) (f64.const 24))`));
	line(set('rest', `(f64.sub (f64.const 1) ${get('phase')})`));
	// The weighted sum, term by term in weightedSum's order: w[i] * (d_i * phase), then w[12 + i] * (d_i * rest), then the constants.
	/** The mover's minus the other's, as a double. @param {number} i */
	const d = (i) => `(f64.convert_i32_s (if (result i32) ${get('wtm')} (then ${get('t' + i)}) (else ${sub(int(0), get('t' + i))})))`;
	/** @param {number} i */
	const w = (i) => `(f64.load offset=${LIN + 8 * i} (i32.const 0))`;
	line(set('s', `(f64.mul ${w(0)} (f64.mul ${d(0)} ${get('phase')}))`));
	for (let i = 1; i < 12; i++) line(set('s', `(f64.add ${get('s')} (f64.mul ${w(i)} (f64.mul ${d(i)} ${get('phase')})))`));
	for (let i = 0; i < 12; i++) line(set('s', `(f64.add ${get('s')} (f64.mul ${w(12 + i)} (f64.mul ${d(i)} ${get('rest')})))`));
	line(set('s', `(f64.add ${get('s')} (f64.mul ${w(24)} ${get('phase')}))`));
	line(set('s', `(f64.add ${get('s')} (f64.mul ${w(25)} ${get('rest')}))`));

	// The net's rows in NetEvaluator's order: the ranks with men, then the mover's kings, then the opponent's.
	/** @param {string} row */
	const push = (row) =>
		`(i32.store offset=${ROWS} (i32.shl ${get('rows')} (i32.const 2)) (i32.mul ${row} (i32.const ${ROW_BYTES}))) ${set('rows', add(get('rows'), int(1)))}`;
	/** A rank's configuration: `own`'s men as digit 1, `other`'s as 2. @param {number} table @param {string} own @param {string} other @param {number} r */
	const rank = (table, own, other, r) =>
		add(
			entry(table, and(`(i32.shr_u ${own} (i32.const ${4 * r}))`, int(15))),
			`(i32.shl ${entry(table, and(`(i32.shr_u ${other} (i32.const ${4 * r}))`, int(15)))} (i32.const 1))`
		);
	/** Kings lowest square first (`up`) or highest first, at rows `base` + square (or + 31 - square). @param {string} set0 @param {number} base @param {boolean} up @param {string} tag */
	const kings = (set0, base, up, tag) => {
		line(`   ${set('m', set0)}`);
		line(`   (block $${tag}Done (loop $${tag}Next (br_if $${tag}Done (i32.eqz ${get('m')}))`);
		if (up) {
			line(`    ${push(`(i32.add (i32.const ${base}) (i32.ctz ${get('m')}))`)}`);
			line(`    ${set('m', and(get('m'), sub(get('m'), int(1))))} (br $${tag}Next)))`);
		} else {
			line(`    ${push(`(i32.add (i32.const ${base}) (i32.clz ${get('m')}))`)}`);
			line(`    ${set('m', `(i32.xor ${get('m')} (i32.shl (i32.const 1) (i32.sub (i32.const 31) (i32.clz ${get('m')}))))`)} (br $${tag}Next)))`);
		}
	};
	line(`  (if ${get('wtm')} (then`);
	for (let r = 0; r < 8; r++) {
		line(`   ${set('c', rank(TERN, get('wm'), get('bm'), r))}`);
		line(`   (if ${get('c')} (then ${push(`(i32.add (i32.const ${r * 81}) ${get('c')})`)}))`);
	}
	kings(get('wk'), KING_ROWS + 32, true, 'whiteKings');
	kings(get('bk'), KING_ROWS + 96, true, 'blackKings');
	line('  ) (else');
	// Black moving up is the board turned: its rank 7 - r, each rank's squares reversed.
	for (let r = 7; r >= 0; r--) {
		line(`   ${set('c', rank(TERN_REV, get('bm'), get('wm'), r))}`);
		line(`   (if ${get('c')} (then ${push(`(i32.add (i32.const ${(7 - r) * 81}) ${get('c')})`)}))`);
	}
	kings(get('bk'), KING_ROWS + 32, false, 'blackKingsTurned');
	kings(get('wk'), KING_ROWS + 96, false, 'whiteKingsTurned');
	line('  ))');

	// Each lane: its bias, then the rows in order (two lanes an instruction, each its own sum).
	line(`  ${set('o', `(i32.mul ${get('n')} (i32.const ${ROW_BYTES}))`)}`);
	for (let j = 0; j < STRIDE / 2; j++) line(`  (local.set $a${j} (v128.load offset=${BIAS + 16 * j} ${get('o')}))`);
	line(`  ${set('i', int(0))}`);
	line(`  (block $sumDone (loop $sumNext (br_if $sumDone (i32.ge_u ${get('i')} ${get('rows')}))`);
	line(`   ${set('o', entry(ROWS, get('i')))}`);
	for (let j = 0; j < STRIDE / 2; j++) line(`   (local.set $a${j} (f64x2.add (local.get $a${j}) (v128.load offset=${TABLE + 16 * j} ${get('o')})))`);
	line(`   ${set('i', add(get('i'), int(1)))} (br $sumNext)))`);

	// The output: the piece-square lanes by phase, then v[h] / 2 * (a + |a|) lane by lane.
	line(
		set(
			'z',
			`(f64.add (f64.add ${get('s')} (f64.mul ${get('phase')} (f64x2.extract_lane 0 (local.get $a0)))) (f64.mul (f64.sub (f64.const 1) ${get('phase')}) (f64x2.extract_lane 1 (local.get $a0))))`
		)
	);
	for (let j = 1; j < STRIDE / 2; j++) {
		line(`  (local.set $a${j} (f64x2.mul (v128.load offset=${HALF + 16 * j} (i32.const 0)) (f64x2.add (local.get $a${j}) (f64x2.abs (local.get $a${j})))))`);
		line(set('z', `(f64.add ${get('z')} (f64x2.extract_lane 0 (local.get $a${j})))`));
		line(set('z', `(f64.add ${get('z')} (f64x2.extract_lane 1 (local.get $a${j})))`));
	}
	// Math.round(z * 100): the nearest integer, halves up (ceil, less one where that is over half away).
	line(set('x', `(f64.mul ${get('z')} (f64.const 100))`));
	line(set('r', `(f64.ceil ${get('x')})`));
	line(`  (if (f64.gt (f64.sub ${get('r')} (f64.const 0.5)) ${get('x')}) (then ${set('r', `(f64.sub ${get('r')} (f64.const 1))`)}))`);
	line(`  (if (f64.gt ${get('r')} ${get('limit')}) (then ${set('r', get('limit'))}))`);
	line(`  (if (f64.lt ${get('r')} (f64.neg ${get('limit')})) (then ${set('r', `(f64.neg ${get('limit')})`)}))`);
	line(`  (i32.trunc_f64_s ${get('r')})`);
	line(' )');
	line(')');
	return out.join('\n') + '\n';
}

/** The module's bytes. */
export async function netWasm() {
	const wabt = await (await import('wabt')).default();
	const mod = wabt.parseWat('net.wat', netWat(), { simd: true });
	try {
		mod.validate();
		return new Uint8Array(mod.toBinary({}).buffer);
	} finally {
		mod.destroy();
	}
}

/** The TypeScript module the page imports: the bytes in base64 and the memory layout. @param {Uint8Array} bytes */
export function bytesModule(bytes) {
	return [
		'// Written by `node scripts/net-wasm.js` (the WebAssembly form of the net evaluation); do not edit.',
		'export const NET_WASM_LAYOUT = {',
		Object.entries(LAYOUT)
			.map(([k, v]) => `\t${k}: ${v}`)
			.join(',\n'),
		'} as const;',
		`export const NET_WASM_BASE64 =\n\t'${Buffer.from(bytes).toString('base64')}';`,
		''
	].join('\n');
}

export const BYTES_FILE = fileURLToPath(new URL('../src/lib/engine-player/net-wasm-bytes.ts', import.meta.url));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
	const bytes = await netWasm();
	writeFileSync(BYTES_FILE, bytesModule(bytes));
	console.log(`${BYTES_FILE}: ${bytes.length} bytes of WebAssembly`);
}
