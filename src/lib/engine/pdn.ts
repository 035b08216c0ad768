/**
 * PDN (Portable Draughts Notation) for Russian draughts: games and positions
 * in, games and positions out. Only GameType 25 is read, because every other
 * type has different rules or a different board; the aim (giveaway or
 * ordinary) travels in an `Aim` tag, which other programs ignore harmlessly.
 */
import { makeFen, parseFen } from './fen';
import { makeGameText, parseGameText, type GameText, type GameTextErrorKind } from './gametext';
import { samePosition, START, type Aim, type Position } from './position';
import { err, ok, type Result } from './result';

export interface PdnGame {
	tags: Record<string, string>;
	start: Position;
	aim: Aim;
	moves: GameText;
	/** `1-0`, `0-1`, `2-0`, `0-2`, `1-1`, `1/2-1/2` or `*` (unknown, unfinished). */
	result: string;
}

export type PdnErrorKind = 'empty' | 'bad-tag' | 'bad-game-type' | 'bad-fen' | 'bad-aim' | GameTextErrorKind;

export interface PdnError {
	kind: PdnErrorKind;
	message: string;
	/** 1-based index of the game in the text. */
	game: number;
	/** For move errors: the ply and the move as printed. */
	ply?: number;
	token?: string;
}

export const RUSSIAN_GAME_TYPE = '25,W,8,8,A0,0';

const GAME_TYPES: Record<number, string> = {
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

// ---------------------------------------------------------------- splitting

interface Chunk {
	tags: [string, string][];
	moveText: string;
	/** Line of the first tag or move, for messages. */
	line: number;
}

const TAG = /^\[\s*([A-Za-z0-9_]+)\s+"((?:[^"\\]|\\.)*)"\s*\]/;
const RESULT_WORD = /^(1-0|0-1|2-0|0-2|1-1|1\/2-1\/2|\*)$/;

/**
 * Cut a text into games: a tag after move text starts a new game, and so
 * does anything after a result at the top level (games without tags).
 */
function splitGames(text: string): Result<Chunk[], PdnError> {
	const chunks: Chunk[] = [];
	let current: Chunk = { tags: [], moveText: '', line: 1 };
	const lineAt = (i: number): number => text.slice(0, i).split('\n').length;
	const flush = (): void => {
		if (current.tags.length > 0 || current.moveText.trim() !== '') chunks.push(current);
		current = { tags: [], moveText: '', line: 1 };
	};
	let depth = 0;
	let i = 0;
	const n = text.length;
	while (i < n) {
		const c = text[i];
		if (/\s/.test(c)) {
			current.moveText += c;
			i++;
		} else if (c === '%' && (i === 0 || text[i - 1] === '\n')) {
			// PDN escape line: private data for other programs.
			const end = text.indexOf('\n', i);
			i = end < 0 ? n : end;
		} else if (c === '[' && depth === 0) {
			if (current.moveText.trim() !== '') flush();
			if (current.tags.length === 0) current.line = lineAt(i);
			const m = TAG.exec(text.slice(i));
			if (!m) {
				const line = text.slice(i).split('\n')[0];
				return err({
					kind: 'bad-tag',
					message: `line ${lineAt(i)}: cannot read tag ${line.trim()} (expected [Name "value"])`,
					game: chunks.length + 1
				});
			}
			current.tags.push([m[1], m[2].replace(/\\(.)/g, '$1')]);
			i += m[0].length;
		} else if (c === '{') {
			const end = text.indexOf('}', i);
			const stop = end < 0 ? n : end + 1;
			current.moveText += text.slice(i, stop);
			i = stop;
		} else {
			if (current.tags.length === 0 && current.moveText.trim() === '') current.line = lineAt(i);
			if (c === '(') depth++;
			if (c === ')') depth = Math.max(0, depth - 1);
			if (c === '(' || c === ')' || c === '}') {
				current.moveText += c;
				i++;
				continue;
			}
			let end = i;
			while (end < n && !/[\s{}()[\]]/.test(text[end])) end++;
			if (end === i) end = i + 1;
			const word = text.slice(i, end);
			current.moveText += word;
			i = end;
			if (depth === 0 && RESULT_WORD.test(word.replace(/[—–]/g, '-'))) flush();
		}
	}
	flush();
	return ok(chunks);
}

// ---------------------------------------------------------------- tags

function readGameType(value: string): string | null {
	const fields = value.split(',').map((f) => f.trim());
	const type = Number(fields[0]);
	if (!Number.isInteger(type) || fields[0] === '') return `GameType "${value}" is not a number`;
	if (type !== 25) {
		const name = GAME_TYPES[type] ? ` (${GAME_TYPES[type]})` : '';
		return `GameType ${type}${name} is not supported: only Russian draughts (GameType 25) can be read`;
	}
	if ((fields[2] !== undefined && fields[2] !== '8') || (fields[3] !== undefined && fields[3] !== '8'))
		return `GameType "${value}": the board must be 8x8`;
	if (fields[4] !== undefined && !/^A[01]$/i.test(fields[4]))
		return `GameType "${value}": notation ${fields[4]} is not supported (A0 or A1: squares named a1..h8)`;
	return null;
}

const GIVEAWAY_WORDS = /giveaway|give-away|give away|poddavki|поддавки|antidraughts|anti-draughts|losing|suicide|qui perd/i;

function readAim(tags: Record<string, string>): Result<Aim, string> {
	const aim = tags.Aim?.trim();
	if (aim !== undefined) {
		if (GIVEAWAY_WORDS.test(aim)) return ok('giveaway');
		if (/^(russian|ordinary|normal|standard|classic|русские|шашки)$/i.test(aim)) return ok('russian');
		return err(`[Aim "${aim}"] is neither "giveaway" nor "russian"`);
	}
	if (tags.Variant !== undefined && GIVEAWAY_WORDS.test(tags.Variant)) return ok('giveaway');
	return ok('russian');
}

// ---------------------------------------------------------------- reading

function readChunk(chunk: Chunk, index: number, prefix: string): Result<PdnGame, PdnError> {
	const fail = (kind: PdnErrorKind, message: string, extra: Partial<PdnError> = {}): { ok: false; error: PdnError } =>
		err({ kind, message: prefix + message, game: index, ...extra });
	const tags: Record<string, string> = {};
	for (const [name, value] of chunk.tags) tags[name] = value;

	if (tags.GameType !== undefined) {
		const problem = readGameType(tags.GameType);
		if (problem) return fail('bad-game-type', problem);
	}
	const aim = readAim(tags);
	if (!aim.ok) return fail('bad-aim', aim.error);

	let start: Position = START;
	if (tags.FEN !== undefined) {
		const parsed = parseFen(tags.FEN);
		if (!parsed.ok) return fail('bad-fen', `[FEN "${tags.FEN}"]: ${parsed.error.message}`);
		start = parsed.value;
	}

	const moves = parseGameText(start, chunk.moveText);
	if (!moves.ok) {
		const e = moves.error;
		return fail(e.kind, e.message, { ply: e.ply, token: e.token });
	}
	const result = moves.value.result ?? tags.Result?.trim() ?? '*';
	return ok({ tags, start, aim: aim.value, moves: moves.value, result: result === '' ? '*' : result });
}

/** One or many games, a position given by tags only, or a bare FEN line. */
export function parsePdn(text: string): Result<PdnGame[], PdnError> {
	const trimmed = text.trim();
	if (trimmed === '') return err({ kind: 'empty', message: 'empty PDN text', game: 1 });

	if (!trimmed.includes('[') && /^"?[WB]\s*:/i.test(trimmed)) {
		const pos = parseFen(trimmed);
		if (!pos.ok) return err({ kind: 'bad-fen', message: pos.error.message, game: 1 });
		const moves: GameText = { start: pos.value, firstMove: 1, mainline: [], result: null };
		return ok([{ tags: {}, start: pos.value, aim: 'russian', moves, result: '*' }]);
	}

	const split = splitGames(text);
	if (!split.ok) return split;
	const chunks = split.value;
	if (chunks.length === 0) return err({ kind: 'empty', message: 'no game in the PDN text', game: 1 });
	const games: PdnGame[] = [];
	for (let k = 0; k < chunks.length; k++) {
		const prefix = chunks.length > 1 ? `game ${k + 1} (line ${chunks[k].line}): ` : '';
		const game = readChunk(chunks[k], k + 1, prefix);
		if (!game.ok) return game;
		games.push(game.value);
	}
	return ok(games);
}

// ---------------------------------------------------------------- writing

const HANDLED = new Set(['Event', 'Date', 'White', 'Black', 'Result', 'GameType', 'Aim', 'SetUp', 'FEN']);

function tag(name: string, value: string): string {
	return `[${name} "${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"]`;
}

/** Break move text into lines of at most `width` characters at spaces. */
function wrap(text: string, width = 80): string {
	const lines: string[] = [];
	let line = '';
	for (const word of text.split(' ')) {
		if (line !== '' && line.length + 1 + word.length > width) {
			lines.push(line);
			line = word;
		} else line = line === '' ? word : `${line} ${word}`;
	}
	if (line !== '') lines.push(line);
	return lines.join('\n');
}

export function makePdn(game: PdnGame): string {
	const t = game.tags;
	const lines = [
		tag('Event', t.Event ?? '?'),
		tag('Date', t.Date ?? '????.??.??'),
		tag('White', t.White ?? '?'),
		tag('Black', t.Black ?? '?'),
		tag('Result', game.result),
		tag('GameType', RUSSIAN_GAME_TYPE),
		tag('Aim', game.aim)
	];
	if (!samePosition(game.start, START)) lines.push(tag('SetUp', '1'), tag('FEN', makeFen(game.start)));
	for (const [name, value] of Object.entries(t)) if (!HANDLED.has(name)) lines.push(tag(name, value));
	const moveText = makeGameText({ ...game.moves, start: game.start, result: game.result });
	return `${lines.join('\n')}\n\n${wrap(moveText)}\n`;
}

/** Several games, one blank line apart. */
export function makePdnCollection(games: readonly PdnGame[]): string {
	return games.map(makePdn).join('\n');
}
