/**
 * The labelled dataset's file (`engine dataset`, docs/engine.md "The
 * dataset"): self-play games stored as their moves from the start, each
 * labelled position's search score and exact result, then standalone
 * positions (the endgame tables' and the bank's). Binary, little-endian,
 * gzip-compressed as a whole (level 9: the same bytes on every run).
 *
 *     "PDDS" u8 version=1
 *     u32 n, n bytes of UTF-8 JSON: the header (DatasetHeader)
 *     u32 games, then per game:
 *       u8  opening (0 random, 1 book) | result << 2 (0 white, 1 black, 2 draw)
 *       u8  level of the play after the opening, u8 opening plies,
 *       u8  the first labelled ply
 *       u32 the movers' node budget a move, u16 plies
 *       u16 x plies: the moves from the start (from | to << 5 | alt << 10,
 *           alt: the move's rank among the legal moves with that from and
 *           to, ordered by captured squares then path)
 *       u16 labels, then per label (the quiet positions with a legal move
 *           from the first labelled ply on, in game order): i16 score, u8 exact
 *     u32 positions, then per position: u32 white, u32 black, u32 kings,
 *       u8 flags (bit 0 white to move, bit 1 the bank, else the tables), u8 exact
 *
 * A score is the side to move's: an estimate in evaluation units (at most
 * EVAL_LIMIT either way), a proved win in n as WIN_BASE - n, a loss in n
 * as -(WIN_BASE - n), NO_SCORE when not searched. Exact: bits 0-1 the side
 * to move's result (0 unknown, 1 win, 2 loss, 3 draw), bits 2-4 who proved
 * it (1 the tables, 2 the solver, 3 the bank's proof, 4 the labelling search:
 * a forced end within its tree, the tables inside).
 *
 * Positions are rebuilt by replaying the moves under the rules; a move the
 * rules do not allow there is a damaged file (or other rules), never a guess.
 */
import { gunzipSync, gzipSync } from 'node:zlib';
import { applyMove, generateMoves, hasCapture, hasMove, legalMoves, moveAt, MoveList, START, type Move, type Position } from '../lib/engine';

export const DATASET_MAGIC = 'PDDS';
export const DATASET_VERSION = 1;
/** A proved win in n is stored as WIN_BASE - n (a loss as its negation). */
export const WIN_BASE = 30_000;
export const NO_SCORE = -32_768;

export type Exact = 'win' | 'loss' | 'draw' | null;
export type ExactBy = 'tables' | 'solver' | 'bank' | 'search' | null;

export interface Label {
	score: number;
	exact: Exact;
	by: ExactBy;
}

export interface DatasetGame {
	opening: 'random' | 'book';
	/** Plies of the opening. */
	openingPlies: number;
	/** Positions before this ply are not labelled. */
	labelFrom: number;
	level: number;
	nodes: number;
	result: 'white' | 'black' | 'draw';
	moves: Move[];
	/** One per quiet position with a legal move from ply labelFrom on, in order. */
	labels: Label[];
}

export interface DatasetPosition {
	white: number;
	black: number;
	kings: number;
	whiteToMove: boolean;
	source: 'tablebase' | 'bank';
	exact: Exact;
	by: ExactBy;
}

export interface DatasetHeader {
	/** The command that made the file. */
	command: string;
	/** Anything else worth knowing (budgets, the evaluation that played). */
	[key: string]: unknown;
}

export interface Dataset {
	header: DatasetHeader;
	games: DatasetGame[];
	positions: DatasetPosition[];
}

const EXACT_CODE: Record<string, number> = { win: 1, loss: 2, draw: 3 };
const EXACT_OF: Exact[] = [null, 'win', 'loss', 'draw'];
const BY_CODE: Record<string, number> = { tables: 1, solver: 2, bank: 3, search: 4 };
const BY_OF: ExactBy[] = [null, 'tables', 'solver', 'bank', 'search'];
const RESULTS = ['white', 'black', 'draw'] as const;

export function exactByte(exact: Exact, by: ExactBy): number {
	return (exact ? EXACT_CODE[exact] : 0) | ((by ? BY_CODE[by] : 0) << 2);
}

function exactOf(byte: number): { exact: Exact; by: ExactBy } {
	const by = BY_OF[(byte >> 2) & 7];
	if (by === undefined || byte >> 5 || (by === null) !== ((byte & 3) === 0)) throw new DatasetError('an unknown exact result');
	return { exact: EXACT_OF[byte & 3], by };
}

/** The legal moves with the same from and to as `m`, in the file's order (captured squares, then path). */
function twins(moves: readonly Move[], from: number, to: number): Move[] {
	return moves
		.filter((x) => x.from === from && x.to === to)
		.sort((a, b) => (a.captured >>> 0) - (b.captured >>> 0) || a.path.join(',').localeCompare(b.path.join(',')));
}

export function moveCode(pos: Position, m: Move): number {
	const alt = twins(legalMoves(pos), m.from, m.to).findIndex((x) => x.captured === m.captured && x.path.join() === m.path.join());
	if (alt < 0 || alt > 63) throw new Error('moveCode: not a legal move');
	return m.from | (m.to << 5) | (alt << 10);
}

const list = new MoveList();

export function moveOfCode(pos: Position, code: number): Move | null {
	const from = code & 31;
	const to = (code >> 5) & 31;
	const n = generateMoves(pos.white, pos.black, pos.kings, pos.whiteToMove, list);
	let found = -1;
	let count = 0;
	for (let i = 0; i < n; i++)
		if (list.from[i] === from && list.to[i] === to) {
			found = i;
			count++;
		}
	// One move with these squares (nearly always): no need to order them.
	if (count === 1) return code >> 10 === 0 ? moveAt(list, found) : null;
	return twins(legalMoves(pos), from, to)[code >> 10] ?? null;
}

/** Whether a position gets a label: the side to move has a legal move and no capture (the search evaluates only these). */
export function labelled(p: Position): boolean {
	return !hasCapture(p.white, p.black, p.kings, p.whiteToMove) && hasMove(p.white, p.black, p.kings, p.whiteToMove);
}

class Writer {
	private buf = new Uint8Array(1 << 16);
	length = 0;
	private view = new DataView(this.buf.buffer);

	private room(n: number): void {
		if (this.length + n <= this.buf.length) return;
		let size = this.buf.length * 2;
		while (size < this.length + n) size *= 2;
		const next = new Uint8Array(size);
		next.set(this.buf.subarray(0, this.length));
		this.buf = next;
		this.view = new DataView(next.buffer);
	}
	u8(v: number): void {
		this.room(1);
		this.view.setUint8(this.length++, v);
	}
	u16(v: number): void {
		this.room(2);
		this.view.setUint16(this.length, v, true);
		this.length += 2;
	}
	i16(v: number): void {
		this.room(2);
		this.view.setInt16(this.length, v, true);
		this.length += 2;
	}
	u32(v: number): void {
		this.room(4);
		this.view.setUint32(this.length, v >>> 0, true);
		this.length += 4;
	}
	bytes(b: Uint8Array): void {
		this.room(b.length);
		this.buf.set(b, this.length);
		this.length += b.length;
	}
	done(): Uint8Array {
		return this.buf.slice(0, this.length);
	}
}

class Reader {
	at = 0;
	private readonly view: DataView;
	constructor(private readonly buf: Uint8Array) {
		this.view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
	}
	private need(n: number): void {
		if (this.at + n > this.buf.length) throw new DatasetError('the file ends early');
	}
	u8(): number {
		this.need(1);
		return this.view.getUint8(this.at++);
	}
	u16(): number {
		this.need(2);
		const v = this.view.getUint16(this.at, true);
		this.at += 2;
		return v;
	}
	i16(): number {
		this.need(2);
		const v = this.view.getInt16(this.at, true);
		this.at += 2;
		return v;
	}
	u32(): number {
		this.need(4);
		const v = this.view.getUint32(this.at, true);
		this.at += 4;
		return v;
	}
	bytes(n: number): Uint8Array {
		this.need(n);
		const b = this.buf.subarray(this.at, this.at + n);
		this.at += n;
		return b;
	}
}

export class DatasetError extends Error {}

/** One game's bytes (as stored in the file, and in the parts `engine dataset` keeps while it runs). */
export function encodeGame(g: DatasetGame): Uint8Array {
	const w = new Writer();
	w.u8((g.opening === 'book' ? 1 : 0) | (RESULTS.indexOf(g.result) << 2));
	w.u8(g.level);
	w.u8(g.openingPlies);
	w.u8(g.labelFrom);
	w.u32(g.nodes);
	w.u16(g.moves.length);
	let pos = START;
	for (const m of g.moves) {
		w.u16(moveCode(pos, m));
		pos = applyMove(pos, m);
	}
	w.u16(g.labels.length);
	for (const l of g.labels) {
		w.i16(l.score);
		w.u8(exactByte(l.exact, l.by));
	}
	return w.done();
}

function readGame(r: Reader): DatasetGame {
	const flags = r.u8();
	const level = r.u8();
	const openingPlies = r.u8();
	const labelFrom = r.u8();
	const nodes = r.u32();
	const plies = r.u16();
	const moves: Move[] = [];
	let pos = START;
	for (let i = 0; i < plies; i++) {
		const m = moveOfCode(pos, r.u16());
		if (!m) throw new DatasetError(`a move the rules do not allow (ply ${i + 1})`);
		moves.push(m);
		pos = applyMove(pos, m);
	}
	const n = r.u16();
	const labels: Label[] = [];
	for (let i = 0; i < n; i++) {
		const score = r.i16();
		labels.push({ score, ...exactOf(r.u8()) });
	}
	const result = RESULTS[(flags >> 2) & 3];
	if (!result) throw new DatasetError('an unknown result');
	return { opening: flags & 1 ? 'book' : 'random', openingPlies, labelFrom, level, nodes, result, moves, labels };
}

/** The whole file's bytes, before compression: the header, `count` games encoded in `games` (one or more to a piece), the positions. */
export function datasetBytes(header: DatasetHeader, count: number, games: readonly Uint8Array[], positions: readonly DatasetPosition[]): Uint8Array {
	const w = new Writer();
	for (const c of DATASET_MAGIC) w.u8(c.charCodeAt(0));
	w.u8(DATASET_VERSION);
	const json = new TextEncoder().encode(JSON.stringify(header));
	w.u32(json.length);
	w.bytes(json);
	w.u32(count);
	for (const g of games) w.bytes(g);
	w.u32(positions.length);
	for (const p of positions) {
		w.u32(p.white);
		w.u32(p.black);
		w.u32(p.kings);
		w.u8((p.whiteToMove ? 1 : 0) | (p.source === 'bank' ? 2 : 0));
		w.u8(exactByte(p.exact, p.by));
	}
	return w.done();
}

export function compressDataset(raw: Uint8Array): Uint8Array {
	return gzipSync(raw, { level: 9 });
}

/** Read a dataset file's (gzip) bytes; a DatasetError says what is wrong. */
export function readDataset(gz: Uint8Array): Dataset {
	let raw: Uint8Array;
	try {
		raw = gunzipSync(gz);
	} catch {
		throw new DatasetError('not a gzip file');
	}
	return parseDataset(raw);
}

/** Read a dataset from its uncompressed bytes. */
export function parseDataset(raw: Uint8Array): Dataset {
	const r = new Reader(raw);
	const magic = String.fromCharCode(...r.bytes(4));
	if (magic !== DATASET_MAGIC) throw new DatasetError('not a dataset file');
	const version = r.u8();
	if (version !== DATASET_VERSION) throw new DatasetError(`dataset version ${version}, expected ${DATASET_VERSION}`);
	let header: DatasetHeader;
	try {
		header = JSON.parse(new TextDecoder().decode(r.bytes(r.u32()))) as DatasetHeader;
	} catch {
		throw new DatasetError('an unreadable header');
	}
	const games: DatasetGame[] = [];
	for (let n = r.u32(), i = 0; i < n; i++) games.push(readGame(r));
	const positions: DatasetPosition[] = [];
	for (let n = r.u32(), i = 0; i < n; i++) {
		const white = r.u32() | 0;
		const black = r.u32() | 0;
		const kings = r.u32() | 0;
		const flags = r.u8();
		positions.push({ white, black, kings, whiteToMove: (flags & 1) === 1, source: flags & 2 ? 'bank' : 'tablebase', ...exactOf(r.u8()) });
	}
	if (r.at !== raw.length) throw new DatasetError('bytes after the end');
	return { header, games, positions };
}

/** A labelled position of a game, rebuilt. */
export interface GamePosition {
	position: Position;
	ply: number;
	label: Label;
}

/** The labelled positions of a game, in order; a DatasetError when the labels do not match its positions. */
export function gamePositions(g: DatasetGame): GamePosition[] {
	const out: GamePosition[] = [];
	let pos = START;
	for (let ply = 0; ply <= g.moves.length; ply++) {
		if (ply >= g.labelFrom && labelled(pos)) {
			const label = g.labels[out.length];
			if (!label) throw new DatasetError('fewer labels than labelled positions');
			out.push({ position: pos, ply, label });
		}
		if (ply < g.moves.length) pos = applyMove(pos, g.moves[ply]);
	}
	if (out.length !== g.labels.length) throw new DatasetError('more labels than labelled positions');
	return out;
}
