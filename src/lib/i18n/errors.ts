/**
 * Words for the engine's error codes (FEN, moves, game texts, PDN), in
 * English and Russian. The engine returns codes with fields and no prose;
 * these tables are the only place they become sentences. The English table
 * is also what the command line prints (docs/cli.md), so its
 * wording stays as the CLI always printed it.
 *
 * Text from outside (a move as typed, a tag) is quoted shortened and on one
 * line: a pasted megabyte or a newline must not become the message.
 */
import type { EndReason, FenError, GameTextError, LineError, PdnError } from '$lib/engine';
import { area } from './area';
import { enCount, ruWord } from './plural';
import { clip, moveEn, moveReasonEn, moveReasonRu, moveRu, q, qRu, side, sideRu } from './move-errors';

export { QUOTE_MAX, clip, listOr } from './move-errors';

const GAME_TYPES_EN: Record<number, string> = {
	20: 'international draughts',
	21: 'English checkers',
	22: 'Italian draughts',
	23: 'American pool checkers',
	24: 'Spanish draughts',
	25: 'Russian draughts',
	26: 'Brazilian draughts',
	27: 'Canadian draughts',
	28: 'Portuguese draughts',
	29: 'Czech draughts',
	30: 'Turkish draughts',
	31: 'Thai draughts',
	40: 'Frisian draughts',
	41: 'Spantsiretti'
};
const GAME_TYPES_RU: Record<number, string> = {
	20: 'международные шашки',
	21: 'английские шашки (чекерс)',
	22: 'итальянские шашки',
	23: 'американские пул-шашки',
	24: 'испанские шашки',
	25: 'русские шашки',
	26: 'бразильские шашки',
	27: 'канадские шашки',
	28: 'португальские шашки',
	29: 'чешские шашки',
	30: 'турецкие шашки',
	31: 'тайские шашки',
	40: 'фризские шашки',
	41: 'спанцирети'
};
const gameTypeName = (names: Record<number, string>, type: number): string => (Object.hasOwn(names, type) ? ` (${names[type]})` : '');

function fenEn(e: FenError): string {
	switch (e.kind) {
		case 'empty':
			return 'empty position string';
		case 'bad-side':
			return `side to move must be W or B, got ${q(e.found)}`;
		case 'bad-structure':
			return `expected "W|B:W<white pieces>:B<black pieces>", got ${enCount(e.parts, 'part')}`;
		case 'bad-list':
			return `expected a piece list starting with W or B, got ${q(e.found)}`;
		case 'empty-square':
			return `empty square in the ${side(e.color)} list`;
		case 'bad-square':
			return `${q(e.token)} is not a dark square (a1..h8 or 1..32)`;
		case 'duplicate-list':
			return `the ${side(e.color)} list appears twice`;
		case 'duplicate-square':
			return `${e.square} is listed twice`;
		case 'man-on-king-row':
			return `a ${e.color} man cannot stand on ${e.square}: it would be a king`;
		case 'too-many-pieces':
			return `${side(e.color)} has more than 12 pieces`;
	}
}

function fenRu(e: FenError): string {
	switch (e.kind) {
		case 'empty':
			return 'строка позиции пуста';
		case 'bad-side':
			return `очередь хода должна быть W или B, а не ${qRu(e.found)}`;
		case 'bad-structure':
			return `нужно «W|B:W<белые шашки>:B<чёрные шашки>» — три части через двоеточие, а их ${e.parts}`;
		case 'bad-list':
			return `список шашек должен начинаться с W или B, а не с ${qRu(e.found)}`;
		case 'empty-square':
			return `пустое поле в списке ${sideRu(e.color)}`;
		case 'bad-square':
			return `${qRu(e.token)} — не чёрное поле (a1..h8 или 1..32)`;
		case 'duplicate-list':
			return `список ${sideRu(e.color)} указан дважды`;
		case 'duplicate-square':
			return `поле ${e.square} указано дважды`;
		case 'man-on-king-row':
			return `${e.color === 'white' ? 'белая' : 'чёрная'} простая не может стоять на ${e.square}: там она стала бы дамкой`;
		case 'too-many-pieces':
			return `у ${sideRu(e.color)} больше 12 шашек`;
	}
}

function gameTextReasonEn(e: GameTextError): string {
	switch (e.reason) {
		case 'move':
			return moveEn(e.move);
		case 'unclosed-comment':
			return 'a comment "{" is never closed by "}"';
		case 'stray-brace':
			return 'a "}" closes no comment';
		case 'stray-close':
			return 'a ")" closes no variation';
		case 'unclosed-variation':
			return 'a variation "(" is never closed by ")"';
		case 'empty-variation':
			return 'empty variation';
		case 'variation-first':
			return 'a variation "(" must follow the move it replaces';
		case 'mark-first':
			return `mark ${q(e.token)} follows no move`;
		case 'move-after-result':
			return `move ${q(e.token)} after the result ${e.result}`;
		case 'too-deep':
			return `variations nested more than ${e.limit} deep`;
		case 'bad-move-number':
			return `move number ${clip(e.token)} is too large (at most ${e.limit})`;
	}
}

function gameTextReasonRu(e: GameTextError): string {
	switch (e.reason) {
		case 'move':
			return moveRu(e.move);
		case 'unclosed-comment':
			return 'комментарий «{» не закрыт «}»';
		case 'stray-brace':
			return '«}» не закрывает никакого комментария';
		case 'stray-close':
			return '«)» не закрывает никакого варианта';
		case 'unclosed-variation':
			return 'вариант «(» не закрыт «)»';
		case 'empty-variation':
			return 'пустой вариант';
		case 'variation-first':
			return 'вариант «(» должен стоять после хода, который он заменяет';
		case 'mark-first':
			return `знак ${qRu(e.token)} не относится ни к какому ходу`;
		case 'move-after-result':
			return `ход ${qRu(e.token)} после результата ${e.result}`;
		case 'too-deep':
			return `варианты вложены глубже ${e.limit} ${ruWord(e.limit, 'уровня', 'уровней', 'уровней')}`;
		case 'bad-move-number':
			return `номер хода ${clip(e.token)} слишком велик (не больше ${e.limit})`;
	}
}

function pdnReasonEn(e: PdnError): string {
	switch (e.kind) {
		case 'empty':
			return 'empty PDN text';
		case 'no-game':
			return 'no game in the PDN text';
		case 'bad-tag':
			return `line ${e.line}: cannot read tag ${clip(e.text)} (expected [Name "value"])`;
		case 'bad-game-type':
			if (e.reason === 'not-a-number') return `GameType ${q(e.value)} is not a number`;
			if (e.reason === 'other-game')
				return `GameType ${e.type}${gameTypeName(GAME_TYPES_EN, e.type)} is not supported: only Russian draughts (GameType 25) can be read`;
			if (e.reason !== 'notation') return `GameType ${q(e.value)}: the board must be 8x8`;
			return `GameType ${q(e.value)}: notation ${clip(e.notation)} is not supported (A0 or A1: squares named a1..h8)`;
		case 'bad-aim':
			return `[Aim ${q(e.value)}] is neither "giveaway" nor "russian"`;
		case 'bad-fen':
			return e.source === 'tag' ? `[FEN ${q(e.fen)}]: ${fenEn(e.error)}` : fenEn(e.error);
		case 'moves':
			return gameTextReasonEn(e.error);
	}
}

function pdnReasonRu(e: PdnError): string {
	switch (e.kind) {
		case 'empty':
			return 'текст PDN пуст';
		case 'no-game':
			return 'в тексте PDN нет ни одной партии';
		case 'bad-tag':
			return `строка ${e.line}: не удаётся прочитать тег ${clip(e.text)} (нужно [Имя "значение"])`;
		case 'bad-game-type':
			if (e.reason === 'not-a-number') return `GameType ${qRu(e.value)} — не число`;
			if (e.reason === 'other-game')
				return `GameType ${e.type}${gameTypeName(GAME_TYPES_RU, e.type)} не поддерживается: читаются только русские шашки (GameType 25)`;
			if (e.reason !== 'notation') return `GameType ${qRu(e.value)}: доска должна быть 8×8`;
			return `GameType ${qRu(e.value)}: запись ${clip(e.notation)} не поддерживается (A0 или A1: поля a1..h8)`;
		case 'bad-aim':
			return `[Aim ${qRu(e.value)}] — ни «giveaway», ни «russian»`;
		case 'bad-fen':
			return e.source === 'tag' ? `[FEN ${qRu(e.fen)}]: ${fenRu(e.error)}` : fenRu(e.error);
		case 'moves':
			return gameTextReasonRu(e.error);
	}
}

/** A game after the first is named, so the reader can find it. */
const gameEn = (e: PdnError): string => (e.game > 1 ? `game ${e.game} (line ${e.line}): ` : '');
const gameRu = (e: PdnError): string => (e.game > 1 ? `партия ${e.game} (строка ${e.line}): ` : '');
const plyEn = (e: GameTextError): string => `ply ${e.ply} (${e.label}): `;
const plyRu = (e: GameTextError): string => `полуход ${e.ply} (${e.label}): `;

/** How a game ended, after "the game ended after ply N ...". */
function endEn(reason: EndReason): string {
	switch (reason) {
		case 'no-pieces':
			return 'with a side left without pieces';
		case 'blocked':
			return 'with a side left without a move';
		case 'threefold-repetition':
			return 'by threefold repetition';
		case 'kings-only':
			return 'by the rule of 15 king-only moves each';
		case 'three-kings':
			return 'by the rule of three kings against one (15 moves)';
	}
}

function endRu(reason: EndReason): string {
	switch (reason) {
		case 'no-pieces':
			return 'у одной из сторон не осталось шашек';
		case 'blocked':
			return 'одной из сторон некуда ходить';
		case 'threefold-repetition':
			return 'троекратным повторением позиции';
		case 'kings-only':
			return 'правилом 15 ходов одними дамками';
		case 'three-kings':
			return 'правилом трёх дамок против одной (15 ходов)';
	}
}

/** A line of moves that cannot be played (playLine): `move 5 "c3-d4": ...`. */
function lineEn(e: LineError): string {
	switch (e.kind) {
		case 'illegal-move':
			return `move ${e.ply} ${q(e.text)}: ${moveEn(e.move)}`;
		case 'not-full-notation':
			return `move ${e.ply} ${q(e.text)} is not in full notation (${e.full})`;
		case 'game-over':
			return `move ${e.ply} ${q(e.text)}: the game ended after ply ${e.ply - 1} ${endEn(e.outcome.reason)}`;
	}
}

function lineRu(e: LineError): string {
	switch (e.kind) {
		case 'illegal-move':
			return `ход ${e.ply} ${qRu(e.text)}: ${moveRu(e.move)}`;
		case 'not-full-notation':
			return `ход ${e.ply} ${qRu(e.text)} записан не полностью (${e.full})`;
		case 'game-over':
			return `ход ${e.ply} ${qRu(e.text)}: партия окончилась после полухода ${e.ply - 1}: ${endRu(e.outcome.reason)}`;
	}
}

export const errors = area(
	{
		/** Why a position string cannot be read. */
		fenError: fenEn,
		/** The whole complaint about a move: `illegal move "e3-e5": the piece on e3 can only play ...`. */
		moveError: moveEn,
		/** Only the reason, for sentences that name the move themselves. */
		moveErrorReason: moveReasonEn,
		/** `ply 3 (2.): ...`. */
		gameTextError: (e: GameTextError): string => plyEn(e) + gameTextReasonEn(e),
		/** Without the ply, for lines that state it (`error at ply 3: ...`). */
		gameTextErrorReason: gameTextReasonEn,
		pdnError: (e: PdnError): string => gameEn(e) + (e.kind === 'moves' ? plyEn(e.error) : '') + pdnReasonEn(e),
		/** Without the game and ply. */
		pdnErrorReason: pdnReasonEn,
		/** A line of moves that does not play, with the move's number (`move 5 "c3-d4": ...`). */
		lineError: lineEn,
		/** A game reviewed up to its end by the rules, its later moves left out (review.ts reviewableGame). */
		gameCut: (e: { ply: number; reason: EndReason; after: number }): string =>
			`the game ended after ply ${e.ply} ${endEn(e.reason)}: the ${e.after === 1 ? 'ply' : `${e.after} plies`} after it ${e.after === 1 ? 'is' : 'are'} not reviewed`
	},
	{
		fenError: fenRu,
		moveError: moveRu,
		moveErrorReason: moveReasonRu,
		gameTextError: (e: GameTextError): string => plyRu(e) + gameTextReasonRu(e),
		gameTextErrorReason: gameTextReasonRu,
		pdnError: (e: PdnError): string => gameRu(e) + (e.kind === 'moves' ? plyRu(e.error) : '') + pdnReasonRu(e),
		pdnErrorReason: pdnReasonRu,
		lineError: lineRu,
		gameCut: (e: { ply: number; reason: EndReason; after: number }): string =>
			`партия окончилась после полухода ${e.ply}: ${endRu(e.reason)}; ${e.after === 1 ? 'следующий полуход не разобран' : `следующие полуходы (${e.after}) не разобраны`}`
	}
);

/** English words for contexts outside the interface: the command line, logs, thrown errors. */
export const english = errors.en;
