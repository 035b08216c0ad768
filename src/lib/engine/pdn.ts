/**
 * PDN (Portable Draughts Notation) for Russian draughts: games and positions
 * in, games and positions out. Only GameType 25 is read, because every other
 * type has different rules or a different board; the aim (giveaway or
 * ordinary) travels in an `Aim` tag, which other programs ignore harmlessly.
 */
import { makeFen, parseFen, type FenError } from './fen';
import { gameTextPieces, parseGameText, type GameText, type GameTextError } from './gametext';
import { samePosition, START, type Aim, type Position } from './position';
import { err, ok, type DistributiveOmit, type Result } from './result';

export interface PdnGame {
	/** Tag values by name; a record without a prototype, so any name (even `__proto__`) is a plain key. */
	tags: Record<string, string>;
	start: Position;
	aim: Aim;
	moves: GameText;
	/** `1-0`, `0-1`, `2-0`, `0-2`, `1-1`, `1/2-1/2` or `*` (unknown, unfinished). */
	result: string;
}

/**
 * Why a PDN text or one of its games cannot be read: a code and fields
 * (src/lib/i18n words it). `game` is the game's 1-based index in the text,
 * `line` the line where it starts (or where the bad tag stands).
 */
export type PdnError = { game: number; line: number } & (
	| { kind: 'empty' }
	/** Text, but no game in it (only escape lines, say). */
	| { kind: 'no-game' }
	/** A tag that is not `[Name "value"]`; `text` is the rest of its line. */
	| { kind: 'bad-tag'; text: string }
	| { kind: 'bad-game-type'; value: string; reason: 'not-a-number' | 'board' }
	/** Another game's number (20 is international draughts, ...). */
	| { kind: 'bad-game-type'; value: string; reason: 'other-game'; type: number }
	| { kind: 'bad-game-type'; value: string; reason: 'notation'; notation: string }
	| { kind: 'bad-aim'; value: string }
	/** A bad position in a FEN tag, or in a text that is only a position. */
	| { kind: 'bad-fen'; source: 'tag' | 'text'; fen: string; error: FenError }
	/** The move text: a move that cannot be played, a bracket out of place, ... */
	| { kind: 'moves'; error: GameTextError }
);

export type PdnErrorKind = PdnError['kind'];

export const RUSSIAN_GAME_TYPE = '25,W,8,8,A0,0';

// ---------------------------------------------------------------- splitting

/** One game's text, cut from a collection but not read yet. */
export interface PdnSource {
	/** 1-based index in the collection. */
	game: number;
	/** Line of the first tag or move. */
	line: number;
	tags: [string, string][];
	moveText: string;
	/** A tag that could not be read: the game fails with it when read. */
	badTag?: { line: number; text: string };
	/** A bare position string instead of a game. */
	bareFen?: string;
}

const TAG = /\[\s*([A-Za-z0-9_]+)\s+"((?:[^"\\]|\\.)*)"\s*\]/y;
const RESULT_WORD = /^(1-0|0-1|2-0|0-2|1-1|1\/2-1\/2|\*)$/;
/** A word of move text: up to whitespace, a bracket, a brace or a line comment. */
const WORD = /[^\s{}()[\];]+/y;

function isSpaceAt(text: string, i: number): boolean {
	const c = text.charCodeAt(i);
	return c === 32 || (c >= 9 && c <= 13) || (c > 127 && /\s/.test(text[i]));
}

/**
 * Cut a text into games, in one pass and without reading any move: a tag
 * after move text starts a new game, and so does anything after a result at
 * the top level (games without tags). Linear in the text's length: a game's
 * move text is taken as whole slices, cut only around tags and escape lines.
 */
export function splitPdn(text: string): Result<PdnSource[], PdnError> {
	const trimmed = text.trim();
	if (trimmed === '') return err({ kind: 'empty', game: 1, line: 1 });
	if (!trimmed.includes('[') && /^"?[WB]\s*:/i.test(trimmed)) return ok([{ game: 1, line: 1, tags: [], moveText: '', bareFen: trimmed }]);

	const sources: PdnSource[] = [];
	// Line numbers counted as the scan moves on, never from the start again.
	let lineNo = 1;
	let counted = 0;
	const lineAt = (i: number): number => {
		for (; counted < i; counted++) if (text.charCodeAt(counted) === 10) lineNo++;
		return lineNo;
	};
	let tags: [string, string][] = [];
	let parts: string[] = [];
	/** Start of the move text not yet cut into `parts`. */
	let from = 0;
	let content = false;
	let line = 1;
	let badTag: PdnSource['badTag'];
	/** Keep the move text up to `at`; what follows up to `resume` is not move text. */
	const skip = (at: number, resume: number): void => {
		if (at > from) parts.push(text.slice(from, at));
		from = resume;
	};
	const flush = (at: number): void => {
		skip(at, at);
		if (tags.length > 0 || content || badTag) {
			const source: PdnSource = { game: sources.length + 1, line, tags, moveText: parts.join('') };
			if (badTag) source.badTag = badTag;
			sources.push(source);
		}
		tags = [];
		parts = [];
		content = false;
		badTag = undefined;
	};
	const startsGame = (i: number): void => {
		if (tags.length === 0 && !content && !badTag) line = lineAt(i);
	};
	const isTagAt = (i: number): boolean => {
		TAG.lastIndex = i;
		return TAG.test(text);
	};
	const lineEnd = (i: number): number => {
		const end = text.indexOf('\n', i);
		return end < 0 ? n : end;
	};

	let depth = 0;
	let i = 0;
	const n = text.length;
	while (i < n) {
		const c = text[i];
		if (isSpaceAt(text, i)) {
			i++;
		} else if (c === '%' && (i === 0 || text[i - 1] === '\n')) {
			// PDN escape line: private data for other programs.
			const stop = lineEnd(i);
			skip(i, stop);
			i = stop;
		} else if (c === '[' && (depth === 0 || isTagAt(i))) {
			// A tag inside an open variation means the variation was never
			// closed: the game ends there (and fails), the next one is read.
			depth = 0;
			if (content) flush(i);
			startsGame(i);
			TAG.lastIndex = i;
			const m = TAG.exec(text);
			if (m) {
				tags.push([m[1], m[2].includes('\\') ? m[2].replace(/\\(.)/g, '$1') : m[2]]);
				skip(i, TAG.lastIndex);
				i = TAG.lastIndex;
			} else {
				// Keep going: the other games of the collection are still readable.
				const stop = lineEnd(i);
				badTag ??= { line: lineAt(i), text: text.slice(i, stop).trim() };
				skip(i, stop);
				i = stop;
			}
		} else {
			startsGame(i);
			content = true;
			if (c === ';') {
				// A line comment: brackets and results in it are words, not structure.
				i = lineEnd(i);
			} else if (c === '{') {
				const end = text.indexOf('}', i);
				i = end < 0 ? n : end + 1;
			} else if (c === '(' || c === ')' || c === '}' || c === ']') {
				if (c === '(') depth++;
				if (c === ')') depth = Math.max(0, depth - 1);
				i++;
			} else {
				WORD.lastIndex = i;
				const end = WORD.exec(text) ? WORD.lastIndex : i + 1;
				// Only a short word can be a result (1/2-1/2 is the longest).
				const isResult = depth === 0 && end - i <= 7 && RESULT_WORD.test(text.slice(i, end).replace(/[—–]/g, '-'));
				i = end;
				if (isResult) flush(i);
			}
		}
	}
	flush(n);
	if (sources.length === 0) return err({ kind: 'no-game', game: 1, line: 1 });
	return ok(sources);
}

// ---------------------------------------------------------------- tags

type GameTypeProblem = Extract<PdnError, { kind: 'bad-game-type' }>;

function readGameType(value: string): DistributiveOmit<GameTypeProblem, 'game' | 'line'> | null {
	const fields = value.split(',').map((f) => f.trim());
	const type = Number(fields[0]);
	if (!Number.isInteger(type) || fields[0] === '') return { kind: 'bad-game-type', value, reason: 'not-a-number' };
	if (type !== 25) return { kind: 'bad-game-type', value, reason: 'other-game', type };
	if ((fields[2] !== undefined && fields[2] !== '8') || (fields[3] !== undefined && fields[3] !== '8'))
		return { kind: 'bad-game-type', value, reason: 'board' };
	if (fields[4] !== undefined && !/^A[01]$/i.test(fields[4])) return { kind: 'bad-game-type', value, reason: 'notation', notation: fields[4] };
	return null;
}

const GIVEAWAY_WORDS = /giveaway|give-away|give away|poddavki|поддавки|antidraughts|anti-draughts|losing|suicide|qui perd/i;

function readAim(tags: Record<string, string>): Aim | null {
	const aim = tags.Aim?.trim();
	if (aim !== undefined) {
		if (GIVEAWAY_WORDS.test(aim)) return 'giveaway';
		if (/^(russian|ordinary|normal|standard|classic|русские|шашки)$/i.test(aim)) return 'russian';
		return null;
	}
	if (tags.Variant !== undefined && GIVEAWAY_WORDS.test(tags.Variant)) return 'giveaway';
	return 'russian';
}

/** A record for names from outside: no prototype, so `__proto__` or `constructor` are ordinary keys. */
function tagRecord(tags: readonly [string, string][]): Record<string, string> {
	const record = Object.create(null) as Record<string, string>;
	for (const [name, value] of tags) record[name] = value;
	return record;
}

// ---------------------------------------------------------------- reading

/** Read one game cut by splitPdn: its tags, then every move, replayed. */
export function readPdnGame(source: PdnSource): Result<PdnGame, PdnError> {
	const where = { game: source.game, line: source.line };
	if (source.bareFen !== undefined) {
		const pos = parseFen(source.bareFen);
		if (!pos.ok) return err({ ...where, kind: 'bad-fen', source: 'text', fen: source.bareFen, error: pos.error });
		const moves: GameText = { start: pos.value, firstMove: 1, mainline: [], result: null };
		return ok({ tags: tagRecord([]), start: pos.value, aim: 'russian', moves, result: '*' });
	}
	if (source.badTag) return err({ ...where, line: source.badTag.line, kind: 'bad-tag', text: source.badTag.text });
	const tags = tagRecord(source.tags);

	if (tags.GameType !== undefined) {
		const problem = readGameType(tags.GameType);
		if (problem) return err({ ...where, ...problem });
	}
	const aim = readAim(tags);
	if (aim === null) return err({ ...where, kind: 'bad-aim', value: tags.Aim });

	let start: Position = START;
	if (tags.FEN !== undefined) {
		const parsed = parseFen(tags.FEN);
		if (!parsed.ok) return err({ ...where, kind: 'bad-fen', source: 'tag', fen: tags.FEN, error: parsed.error });
		start = parsed.value;
	}

	const moves = parseGameText(start, source.moveText);
	if (!moves.ok) return err({ ...where, kind: 'moves', error: moves.error });
	const result = moves.value.result ?? tags.Result?.trim() ?? '*';
	return ok({ tags, start, aim, moves: moves.value, result: result === '' ? '*' : result });
}

/** Every game of a text (one or many games, a position given by tags only, or a bare FEN line); the first error stops. */
export function parsePdn(text: string): Result<PdnGame[], PdnError> {
	const split = splitPdn(text);
	if (!split.ok) return split;
	const games: PdnGame[] = [];
	for (const source of split.value) {
		const game = readPdnGame(source);
		if (!game.ok) return game;
		games.push(game.value);
	}
	return ok(games);
}

// ---------------------------------------------------------------- writing

const HANDLED = new Set(['Event', 'Date', 'White', 'Black', 'Result', 'GameType', 'Aim', 'SetUp', 'FEN']);

/** A tag the reader reads back: a name of letters, digits and `_` (others become `_`), the value escaped. */
function tag(name: string, value: string): string {
	const safe = name.replace(/[^A-Za-z0-9_]/g, '_') || '_';
	return `[${safe} "${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"]`;
}

/**
 * Lay move text pieces out in lines of at most `width` characters where
 * possible. A comment in braces may break at its spaces; a line comment
 * ends its line; no line starts with `%` (that would make it an escape
 * line, which readers skip).
 */
function wrap(pieces: readonly string[], width = 80): string {
	const lines: string[] = [];
	let line = '';
	const add = (word: string, tight: boolean): void => {
		if (line !== '' && !tight && line.length + 1 + word.length > width && !word.startsWith('%')) {
			lines.push(line);
			line = word;
		} else line = line === '' || tight ? line + word : `${line} ${word}`;
	};
	let prev = '';
	for (const piece of pieces) {
		const tight = prev === '(' || piece === ')';
		if (piece.endsWith('\n')) {
			add(piece.slice(0, -1), tight);
			lines.push(line);
			line = '';
		} else if (piece.startsWith('{')) {
			const words = piece.split(' ');
			add(words[0], tight);
			for (const word of words.slice(1)) add(word, false);
		} else add(piece, tight);
		prev = piece;
	}
	if (line !== '') lines.push(line);
	return lines.join('\n');
}

export function makePdn(game: PdnGame): string {
	const t = game.tags;
	const result = game.result.trim() || '*';
	const own = (name: string): string | undefined => (Object.hasOwn(t, name) ? t[name] : undefined);
	const lines = [
		tag('Event', own('Event') ?? '?'),
		tag('Date', own('Date') ?? '????.??.??'),
		tag('White', own('White') ?? '?'),
		tag('Black', own('Black') ?? '?'),
		// Any result survives in its tag; the move text ends with one only when it is a PDN result word.
		tag('Result', result),
		tag('GameType', RUSSIAN_GAME_TYPE),
		tag('Aim', game.aim)
	];
	if (!samePosition(game.start, START)) lines.push(tag('SetUp', '1'), tag('FEN', makeFen(game.start)));
	for (const [name, value] of Object.entries(t)) if (!HANDLED.has(name)) lines.push(tag(name, value));
	const moveText = wrap(gameTextPieces({ ...game.moves, start: game.start, result }));
	return `${lines.join('\n')}\n\n${moveText}\n`;
}

/** Several games, one blank line apart. */
export function makePdnCollection(games: readonly PdnGame[]): string {
	return games.map(makePdn).join('\n');
}
