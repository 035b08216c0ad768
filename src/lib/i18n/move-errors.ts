/**
 * Words for a move that cannot be read or played (the typed-move field, PDN
 * replays), and the small helpers every error text shares: kept apart from
 * the FEN and PDN texts (./errors) so that `/`, which types moves but reads
 * no FEN or PDN, does not load those.
 */
import type { Color, MoveError } from '$lib/engine';
/** Longest piece of outside text a message repeats. */
export const QUOTE_MAX = 100;

const CONTROL_NAMES: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** Outside text made safe to repeat in a one-line message: control characters escaped, at most `max` characters. */
export function clip(text: string, max = QUOTE_MAX): string {
	const visible = (s: string) =>
		// eslint-disable-next-line no-control-regex -- control characters are what this escapes
		s.replace(/[\u0000-\u001f\u007f\u2028\u2029]/g, (c) => CONTROL_NAMES[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
	if (text.length <= max) {
		const v = visible(text);
		if (v.length <= max) return v;
	}
	let cut = visible(text.slice(0, max + 1)).slice(0, max - 1);
	// Never leave half of a surrogate pair.
	const last = cut.charCodeAt(cut.length - 1);
	if (last >= 0xd800 && last <= 0xdbff) cut = cut.slice(0, -1);
	return `${cut}…`;
}

export const q = (text: string): string => `"${clip(text)}"`;
export const qRu = (text: string): string => `«${clip(text)}»`;

/** "a", "a or b", "a, b or c". */
export function listOr(items: readonly string[]): string {
	if (items.length <= 1) return items.join('');
	return `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

export function listOrRu(items: readonly string[]): string {
	if (items.length <= 1) return items.join('');
	return `${items.slice(0, -1).join(', ')} или ${items[items.length - 1]}`;
}

export const SHOW_AT_MOST = 8;

export function brief(moves: readonly string[], all: (n: number) => string): string {
	if (moves.length <= SHOW_AT_MOST) return moves.join(', ');
	return `${moves.slice(0, SHOW_AT_MOST).join(', ')}, ... (${all(moves.length)})`;
}

export const side = (c: Color): string => (c === 'white' ? 'White' : 'Black');
/** Genitive plural: "у белых", "список чёрных". */
export const sideRu = (c: Color): string => (c === 'white' ? 'белых' : 'чёрных');

export const HINT = 'expected e.g. e3-d4, c5:e3:g5, c5:g5, de5, d:e5, e5 or 22-17';
export const HINT_RU = 'пишите, например, e3-d4, c5:e3:g5, c5:g5, de5, d:e5, e5 или 22-17';

/** Why the move is wrong, without naming the move. */
export function moveReasonEn(e: MoveError): string {
	const all = (n: number) => `${n} in all`;
	switch (e.reason) {
		case 'empty':
			return 'empty move';
		case 'space':
			return `unexpected space; ${HINT}`;
		case 'numeric-form':
			return 'numeric moves look like 22-17 or 9x18x27';
		case 'bad-number':
			return `${clip(e.number)} is not a square number (1-32)`;
		case 'misplaced-separator':
			return `misplaced ${q(e.separator)}; ${HINT}`;
		case 'missing-separator':
			return `write a separator before ${q(e.square)}; ${HINT}`;
		case 'not-a-square':
			return `${q(e.name)} is not a square`;
		case 'unexpected':
			return `unexpected ${q(e.rest)}; ${HINT}`;
		case 'no-destination':
			return `the move must end with a square; ${HINT}`;
		case 'light-square':
			return `${listOr(e.squares)} ${e.squares.length > 1 ? 'are light squares' : 'is a light square'}`;
		case 'no-legal-move':
			return `${e.color} has no legal move`;
		case 'no-piece':
			return `there is no ${e.color} piece on ${e.square}`;
		case 'must-capture':
			return `a capture is compulsory: ${brief(e.candidates, all)}`;
		case 'piece-cannot-move':
			return `the piece on ${e.square} cannot move; legal moves: ${brief(e.candidates, all)}`;
		case 'piece-can-only':
			return `the piece on ${e.square} can only play ${listOr(e.moves)}`;
		case 'not-legal':
			return `legal moves: ${brief(e.candidates, all)}`;
		case 'not-yours':
			return `${e.move} is not yours to play here`;
		case 'ambiguous':
			return listOr(e.candidates);
	}
}

export function moveReasonRu(e: MoveError): string {
	const all = (n: number) => `всего ${n}`;
	switch (e.reason) {
		case 'empty':
			return 'пустой ход';
		case 'space':
			return `лишний пробел; ${HINT_RU}`;
		case 'numeric-form':
			return 'ход номерами полей пишется так: 22-17 или 9x18x27';
		case 'bad-number':
			return `${clip(e.number)} — не номер поля (1-32)`;
		case 'misplaced-separator':
			return `${qRu(e.separator)} не на своём месте; ${HINT_RU}`;
		case 'missing-separator':
			return `перед ${qRu(e.square)} нужен разделитель; ${HINT_RU}`;
		case 'not-a-square':
			return `${qRu(e.name)} — не поле доски`;
		case 'unexpected':
			return `непонятно ${qRu(e.rest)}; ${HINT_RU}`;
		case 'no-destination':
			return `ход должен кончаться полем; ${HINT_RU}`;
		case 'light-square':
			return `${listOrRu(e.squares)} — ${e.squares.length > 1 ? 'белые поля' : 'белое поле'}`;
		case 'no-legal-move':
			return `у ${sideRu(e.color)} нет ходов`;
		case 'no-piece':
			return `на ${e.square} нет ${e.color === 'white' ? 'белой' : 'чёрной'} шашки`;
		case 'must-capture':
			return `бить обязательно: ${brief(e.candidates, all)}`;
		case 'piece-cannot-move':
			return `шашке на ${e.square} некуда ходить; возможные ходы: ${brief(e.candidates, all)}`;
		case 'piece-can-only':
			return `шашка на ${e.square} может сыграть только ${listOrRu(e.moves)}`;
		case 'not-legal':
			return `возможные ходы: ${brief(e.candidates, all)}`;
		case 'not-yours':
			return `ход ${e.move} сейчас делаете не вы`;
		case 'ambiguous':
			return listOrRu(e.candidates);
	}
}

export function moveEn(e: MoveError): string {
	const what = e.kind === 'syntax' ? 'cannot read move' : e.kind === 'ambiguous' ? 'ambiguous move' : 'illegal move';
	return `${what} ${q(e.text)}: ${moveReasonEn(e)}`;
}

export function moveRu(e: MoveError): string {
	if (e.kind === 'syntax') return `не удаётся прочитать ход ${qRu(e.text)}: ${moveReasonRu(e)}`;
	if (e.kind === 'ambiguous') return `ход ${qRu(e.text)} можно понять по-разному: ${moveReasonRu(e)}`;
	return `ход ${qRu(e.text)} невозможен: ${moveReasonRu(e)}`;
}
