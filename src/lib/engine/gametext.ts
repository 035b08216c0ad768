/**
 * Game texts as books print them: numbered moves in any accepted notation,
 * annotation marks, `{comments}`, `(variations)` and a result, read into a
 * tree of legal moves. Book texts are loose (commas between moves, spaces
 * inside moves, em dashes), so the reader is forgiving about layout and
 * strict about legality.
 */
import { makeFen } from './fen';
import { applyMove, type Move } from './moves';
import { moveToString, parseMove, splitMarks, type MoveError } from './notation';
import type { Position } from './position';
import { err, ok, type DistributiveOmit, type Result } from './result';

export interface GameNode {
	/** 1 for the first move from the start position; a variation reuses the ply of the move it replaces. */
	ply: number;
	move: Move;
	/** Full notation (`c5:e3:g5`). */
	notation: string;
	/** The move as printed in the source, without number and marks. */
	written: string;
	/** Annotation marks in printed order: `!`, `?!`, `+` (threat), `x` (won), `=`. */
	marks: string[];
	comment?: string;
	/**
	 * A comment opening a line (the game or a variation) before its first
	 * move; between two moves a comment belongs to the move before it.
	 */
	commentBefore?: string;
	/** Alternatives to this move, each starting from the position before it. */
	variations: GameNode[][];
	fenAfter: string;
}

export interface GameText {
	start: Position;
	/** Move number of the first ply (books sometimes start a fragment at move 12). */
	firstMove: number;
	mainline: GameNode[];
	/** `1-0`, `0-1`, `2-0`, `0-2`, `1-1`, `1/2-1/2`, `*`, or null when none was written. */
	result: string | null;
	/** A comment in a text that has no moves at all. */
	comment?: string;
}

export type GameTextErrorKind = 'syntax' | 'illegal-move' | 'ambiguous-move' | 'unbalanced' | 'too-deep';

/** Variations nested deeper than this are refused: no book nests more than a few. */
export const MAX_VARIATION_DEPTH = 100;
/** The largest first move number read (a fragment may start at move 12; none at move 100,000). */
export const MAX_MOVE_NUMBER = 99_999;

/**
 * Why a game text cannot be read, and where: the ply (1-based, counted in
 * the line being read), its move number as printed (`2.` or `2...`) and the
 * offending text (a move as printed, a bracket or a mark). No prose: see
 * src/lib/i18n.
 */
export type GameTextError = { ply: number; label: string; token: string } & (
	| { kind: 'illegal-move' | 'ambiguous-move' | 'syntax'; reason: 'move'; move: MoveError }
	/** `{` never closed, `}` closing nothing, `)` closing nothing, `(` never closed. */
	| { kind: 'unbalanced'; reason: 'unclosed-comment' | 'stray-brace' | 'stray-close' | 'unclosed-variation' }
	/** `()`, a `(` before any move, a mark before any move. */
	| { kind: 'syntax'; reason: 'empty-variation' | 'variation-first' | 'mark-first' }
	| { kind: 'syntax'; reason: 'move-after-result'; result: string }
	/** A first move number above `limit`. */
	| { kind: 'syntax'; reason: 'bad-move-number'; limit: number }
	| { kind: 'too-deep'; reason: 'too-deep'; limit: number }
);

// ---------------------------------------------------------------- tokens

type Token =
	| { kind: 'comment'; text: string }
	| { kind: 'open' | 'close' | 'unclosed-comment' | 'stray-brace' }
	| { kind: 'number'; value: number; text: string }
	| { kind: 'result'; value: string }
	| { kind: 'mark'; value: string }
	| { kind: 'move'; text: string };

const JOINING = '-:—–×';
const RESULT = /^(1-0|0-1|2-0|0-2|1-1|1\/2-1\/2|½-½|\*)$/;
const NAG_MARKS: Record<string, string> = { $1: '!', $2: '?', $3: '!!', $4: '??', $5: '!?', $6: '?!' };
const SPECIAL = '{}(),;';

/** The whitespace of /\s/, without a regular expression per character. */
function isSpace(c: string | undefined): boolean {
	if (c === undefined) return false;
	const code = c.charCodeAt(0);
	if (code === 32 || (code >= 9 && code <= 13)) return true;
	return code > 127 && /\s/.test(c);
}

function tokenize(text: string): Token[] {
	const out: Token[] = [];
	let i = 0;
	const n = text.length;
	const skipSpace = (k: number): number => {
		while (k < n && isSpace(text[k])) k++;
		return k;
	};
	while (i < n) {
		const c = text[i];
		if (isSpace(c) || c === ',') {
			i++;
		} else if (c === ';') {
			// PDN line comment.
			const end = text.indexOf('\n', i);
			const stop = end < 0 ? n : end;
			out.push({ kind: 'comment', text: text.slice(i + 1, stop) });
			i = stop;
		} else if (c === '{') {
			const end = text.indexOf('}', i + 1);
			if (end < 0) {
				out.push({ kind: 'unclosed-comment' });
				break;
			}
			out.push({ kind: 'comment', text: text.slice(i + 1, end) });
			i = end + 1;
		} else if (c === '}') {
			out.push({ kind: 'stray-brace' });
			i++;
		} else if (c === '(' || c === ')') {
			out.push({ kind: c === '(' ? 'open' : 'close' });
			i++;
		} else {
			// A word; books put spaces around dashes ("c7— b6", "e7: e3"), so a
			// word ending in a separator, or followed by one, takes in the next.
			let end = i;
			for (;;) {
				while (end < n && !isSpace(text[end]) && !SPECIAL.includes(text[end])) end++;
				const next = skipSpace(end);
				if (next >= n || SPECIAL.includes(text[next])) break;
				if (JOINING.includes(text[end - 1]) || (JOINING.includes(text[next]) && next > end)) {
					end = next;
					continue;
				}
				break;
			}
			classify(text.slice(i, end), out);
			i = end;
		}
	}
	return out;
}

const isDigit = (c: number): boolean => c >= 48 && c <= 57;

/**
 * The end of a move number at `k` (`12.`, `12...`, `12…`, `12. . .`, or
 * digits standing alone), spaces after it included, or -1 if none starts
 * there. "22-17" starts with digits too: a number needs its dot, or must
 * end the word.
 */
function moveNumberEnd(word: string, k: number): number {
	const n = word.length;
	let i = k;
	while (i < n && isDigit(word.charCodeAt(i))) i++;
	if (i === k) return -1;
	const skip = (j: number): number => {
		while (j < n && isSpace(word[j])) j++;
		return j;
	};
	let j = skip(i);
	if (word[j] === '…') j++;
	else if (word[j] === '.') {
		j++;
		const dots = skip(j);
		if (word[dots] === '…') j = dots + 1;
		else if (word[dots] === '.' && word[skip(dots + 1)] === '.') j = skip(dots + 1) + 1;
	} else return skip(i) === n ? n : -1;
	return skip(j);
}

/** Append the tokens of one word: move numbers (`12.` or `1.c3-d4`), then a result, a mark or a move. */
function classify(word: string, out: Token[]): void {
	// A scan over the numbers, not recursion and no copies: "1.1.1.1..."
	// must cost neither a stack frame nor a copy of the rest per number.
	const text = word.trim();
	let k = 0;
	for (;;) {
		const end = moveNumberEnd(text, k);
		if (end < 0) break;
		let digits = k;
		while (isDigit(text.charCodeAt(digits))) digits++;
		out.push({ kind: 'number', value: Number(text.slice(k, digits)), text: text.slice(k, digits) });
		k = end;
		if (k === text.length) return;
	}
	const rest = text.slice(k);
	const compact = rest.replace(/\s+/g, '').replace(/[—–]/g, '-');
	if (RESULT.test(compact)) out.push({ kind: 'result', value: compact === '½-½' ? '1/2-1/2' : compact });
	else if (/^\$\d+$/.test(compact)) {
		if (Object.hasOwn(NAG_MARKS, compact)) out.push({ kind: 'mark', value: NAG_MARKS[compact] });
	} else if (/^([!?]{1,2}|\+|=|x)$/i.test(compact)) out.push({ kind: 'mark', value: compact.toLowerCase() });
	else if (!/^(\.{2,3}|…)$/.test(compact)) out.push({ kind: 'move', text: rest });
}

// ---------------------------------------------------------------- reading

function plyLabel(start: Position, firstMove: number, ply: number): string {
	const index = ply - 1 + (start.whiteToMove ? 0 : 1);
	const number = firstMove + (index >> 1);
	return index % 2 === 0 ? `${number}.` : `${number}...`;
}

class Reader {
	private i = 0;
	firstMove: number | null = null;
	result: string | null = null;
	looseComment: string | undefined;

	constructor(
		private readonly tokens: Token[],
		private readonly start: Position
	) {}

	private fail(ply: number, token: string, problem: DistributiveOmit<GameTextError, 'ply' | 'label' | 'token'>): { ok: false; error: GameTextError } {
		return err({ ...problem, ply, label: plyLabel(this.start, this.firstMove ?? 1, ply), token } as GameTextError);
	}

	/** One line: the main line at depth 0, a variation at depth 1 and deeper (bounded, so recursion is safe). */
	line(pos: Position, firstPly: number, depth: number): Result<GameNode[], GameTextError> {
		const main = depth === 0;
		const nodes: GameNode[] = [];
		const before: Position[] = [];
		let current = pos;
		let pendingBefore: string | undefined;
		const nextPly = (): number => firstPly + nodes.length;
		const last = (): GameNode => nodes[nodes.length - 1];
		const addComment = (text: string): void => {
			const clean = text.replace(/\s+/g, ' ').trim();
			if (clean === '') return;
			if (nodes.length === 0) {
				if (main && this.result !== null) this.looseComment = join(this.looseComment, clean);
				else pendingBefore = join(pendingBefore, clean);
			} else last().comment = join(last().comment, clean);
		};

		while (this.i < this.tokens.length) {
			const t = this.tokens[this.i++];
			switch (t.kind) {
				case 'comment':
					addComment(t.text);
					break;
				case 'unclosed-comment':
					return this.fail(nextPly(), '{', { kind: 'unbalanced', reason: 'unclosed-comment' });
				case 'stray-brace':
					return this.fail(nextPly(), '}', { kind: 'unbalanced', reason: 'stray-brace' });
				case 'close':
					if (main) return this.fail(nextPly(), ')', { kind: 'unbalanced', reason: 'stray-close' });
					if (nodes.length === 0) return this.fail(nextPly(), ')', { kind: 'syntax', reason: 'empty-variation' });
					if (pendingBefore !== undefined) last().comment = join(last().comment, pendingBefore);
					return ok(nodes);
				case 'open': {
					if (nodes.length === 0) return this.fail(nextPly(), '(', { kind: 'syntax', reason: 'variation-first' });
					if (depth >= MAX_VARIATION_DEPTH) return this.fail(last().ply, '(', { kind: 'too-deep', reason: 'too-deep', limit: MAX_VARIATION_DEPTH });
					const alternative = this.line(before[before.length - 1], last().ply, depth + 1);
					if (!alternative.ok) return alternative;
					last().variations.push(alternative.value);
					break;
				}
				case 'number':
					if (main && nodes.length === 0 && this.firstMove === null) {
						// It numbers every later move: a number no game reaches would not even print back.
						if (t.value > MAX_MOVE_NUMBER) return this.fail(nextPly(), t.text, { kind: 'syntax', reason: 'bad-move-number', limit: MAX_MOVE_NUMBER });
						this.firstMove = t.value;
					}
					break;
				case 'result':
					if (main) this.result = t.value;
					break;
				case 'mark':
					if (nodes.length === 0) return this.fail(nextPly(), t.value, { kind: 'syntax', reason: 'mark-first' });
					last().marks.push(t.value);
					break;
				case 'move': {
					const ply = nextPly();
					if (main && this.result !== null) return this.fail(ply, t.text, { kind: 'syntax', reason: 'move-after-result', result: this.result });
					const { move: written, marks } = splitMarks(t.text);
					const parsed = parseMove(current, written);
					if (!parsed.ok) {
						const kind = parsed.error.kind === 'illegal' ? 'illegal-move' : parsed.error.kind === 'ambiguous' ? 'ambiguous-move' : 'syntax';
						return this.fail(ply, written, { kind, reason: 'move', move: parsed.error });
					}
					const after = applyMove(current, parsed.value);
					const node: GameNode = {
						ply,
						move: parsed.value,
						notation: moveToString(parsed.value),
						written,
						marks,
						variations: [],
						fenAfter: makeFen(after)
					};
					if (pendingBefore !== undefined) node.commentBefore = pendingBefore;
					pendingBefore = undefined;
					nodes.push(node);
					before.push(current);
					current = after;
					break;
				}
			}
		}
		if (!main) return this.fail(nextPly(), '(', { kind: 'unbalanced', reason: 'unclosed-variation' });
		if (pendingBefore !== undefined) this.looseComment = join(this.looseComment, pendingBefore);
		return ok(nodes);
	}
}

function join(a: string | undefined, b: string): string {
	return a === undefined ? b : `${a} ${b}`;
}

export function parseGameText(start: Position, text: string): Result<GameText, GameTextError> {
	const reader = new Reader(tokenize(text), start);
	const main = reader.line(start, 1, 0);
	if (!main.ok) return main;
	const game: GameText = { start, firstMove: reader.firstMove ?? 1, mainline: main.value, result: reader.result };
	if (reader.looseComment !== undefined) {
		// A comment after the last move belongs to it; only a text without moves keeps its own.
		const last = main.value[main.value.length - 1];
		if (last) last.comment = join(last.comment, reader.looseComment);
		else game.comment = reader.looseComment;
	}
	return ok(game);
}

// ---------------------------------------------------------------- printing

/** A result as move text may end with it. */
export function isResultWord(text: string): boolean {
	return RESULT.test(text) && text !== '½-½';
}

/**
 * A comment as the reader reads it back: in braces, or, when it holds a
 * closing brace (braces cannot be escaped in PDN), as a line comment after
 * `;`, which ends with the line. The reader collapses whitespace in
 * comments, so writing them on one line loses nothing.
 */
function commentPiece(text: string): string | null {
	const clean = text.replace(/\s+/g, ' ').trim();
	if (clean === '') return null;
	return clean.includes('}') ? `;${clean}\n` : `{${clean}}`;
}

function printLine(game: GameText, nodes: readonly GameNode[], out: string[]): void {
	let needNumber = true;
	for (const node of nodes) {
		const before = node.commentBefore === undefined ? null : commentPiece(node.commentBefore);
		if (before !== null) {
			out.push(before);
			needNumber = true;
		}
		const label = plyLabel(game.start, game.firstMove, node.ply);
		const white = !label.endsWith('...');
		out.push((white || needNumber ? label : '') + node.notation + node.marks.join(''));
		needNumber = false;
		const after = node.comment === undefined ? null : commentPiece(node.comment);
		if (after !== null) {
			out.push(after);
			needNumber = true;
		}
		for (const variation of node.variations) {
			out.push('(');
			printLine(game, variation, out);
			out.push(')');
			needNumber = true;
		}
	}
}

/**
 * The move text in pieces: numbered moves with their marks, comments,
 * brackets and the result. A piece ending in a line break is a line
 * comment: the next piece must start a new line. A result that is not a
 * PDN result word is left out (a PDN writer keeps it in its Result tag).
 */
export function gameTextPieces(game: GameText): string[] {
	const out: string[] = [];
	printLine(game, game.mainline, out);
	const loose = game.mainline.length === 0 && game.comment !== undefined ? commentPiece(game.comment) : null;
	if (loose !== null) out.push(loose);
	if (game.result !== null && isResultWord(game.result)) out.push(game.result);
	return out;
}

/** Pieces joined with spaces, brackets tight: `1.c3-d4 (1.e3-f4) 1...b6-a5`. */
export function joinPieces(pieces: readonly string[]): string {
	let text = '';
	let prev = '';
	for (const piece of pieces) {
		const tight = text === '' || prev.endsWith('\n') || prev === '(' || piece === ')';
		text += (tight ? '' : ' ') + piece;
		prev = piece;
	}
	return text;
}

/** Numbered full notation with marks, comments and variations; parseGameText reads it back. */
export function makeGameText(game: GameText): string {
	return joinPieces(gameTextPieces(game));
}

/** The main line's moves in full notation. */
export function mainlineNotation(game: GameText): string[] {
	return game.mainline.map((n) => n.notation);
}
