/**
 * `engine move FEN|- [--movetime MS] [--level L] [--seed S]`,
 * `engine analyse FEN [--movetime MS] [--multipv K]`,
 * `engine match --a L --b L [--games N] [--movetime MS] [--seed S] [--jobs J]`,
 * `engine dataset --out FILE [...]`, `engine fit --data FILE [--out FILE]`,
 * `engine deep-wins [...]`, `engine noise --data FILE [...]` (docs/cli.md, "Engine"; the last four make and measure the engine's data).
 */
import { moveToString, parseFen, type Position } from '../../lib/engine';
import { clip } from '../../lib/i18n/errors';
import { STRONGEST } from '../../lib/engine-player/levels';
import { Player, scoreText, type ThinkOptions } from '../../lib/engine-player/player';
import { badFen, fenArg, intOption, parseArgs } from '../args';
import { engineTables, levelOption, movetimeOption } from '../engine/options';
import { CliError, EXIT_BAD_INPUT, EXIT_OK, type Io } from '../io';
import { inputLines, MAX_LINE } from '../lines';

const USAGE =
	'usage: engine move FEN|- [--movetime MS] [--level L] [--seed S] | engine analyse FEN [--movetime MS] [--multipv K] | engine match --a L --b L [--games N] [--movetime MS] [--seed S] | engine dataset --out FILE [--games N] | engine fit --data FILE [--out FILE] | engine deep-wins [--out FILE] | engine noise --data FILE [--count N]';

export async function engine(argv: string[], io: Io): Promise<number> {
	const [sub, ...rest] = argv;
	switch (sub) {
		case 'move':
			return move(rest, io);
		case 'analyse':
			return analyse(rest, io);
		case 'match':
			return (await import('../engine/match')).matchCommand(rest, io);
		case 'fit':
			return (await import('../engine/fit')).fitCommand(rest, io);
		case 'dataset':
			return (await import('../engine/dataset')).datasetCommand(rest, io);
		case 'deep-wins':
			return (await import('../engine/deep-wins')).deepWinsCommand(rest, io);
		case 'noise':
			return (await import('../engine/noise')).noiseCommand(rest, io);
		default:
			throw new CliError(sub === undefined ? USAGE : `unknown engine command "${clip(sub)}"; ${USAGE}`);
	}
}

/** `MOVE score S depth D nodes N`, or `none` without a legal move. */
export function moveLine(player: Player, pos: Position, options: ThinkOptions): string {
	const t = player.think(pos, options);
	if (!t.move) return 'none';
	return `${moveToString(t.move)} score ${scoreText(t.score)} depth ${t.depth} nodes ${t.nodes}`;
}

async function move(argv: string[], io: Io): Promise<number> {
	const parsed = parseArgs(argv, { movetime: true, level: true, seed: true });
	if (parsed.positional.length !== 1) throw new CliError('usage: engine move FEN|- [--movetime MS] [--level L] [--seed S]');
	const options: ThinkOptions = {
		movetimeMs: movetimeOption(parsed),
		level: levelOption(parsed, 'level', STRONGEST),
		seed: intOption(parsed, 'seed', 0, 0, 2 ** 32 - 1)
	};
	const player = new Player();
	options.tablebase = engineTables(io);
	if (parsed.positional[0] !== '-') {
		io.out(moveLine(player, fenArg(parsed.positional[0]), options));
		return EXIT_OK;
	}
	// A referee sends the next position only after reading the answer: each
	// line is answered (and written) before the next is awaited.
	let bad = false;
	for await (const line of inputLines(io.input())) {
		const text = line.text.trim();
		let answer: string;
		if (line.tooLong) answer = `error: line too long (more than ${MAX_LINE} characters)`;
		else if (text === '') answer = 'error: empty line';
		else {
			const r = parseFen(text);
			answer = r.ok ? moveLine(player, r.value, options) : `error: ${badFen(text, r.error)}`;
		}
		if (answer.startsWith('error: ')) bad = true;
		io.out(answer);
	}
	return bad ? EXIT_BAD_INPUT : EXIT_OK;
}

async function analyse(argv: string[], io: Io): Promise<number> {
	const parsed = parseArgs(argv, { movetime: true, multipv: true });
	if (parsed.positional.length !== 1) throw new CliError('usage: engine analyse FEN [--movetime MS] [--multipv K]');
	const pos = fenArg(parsed.positional[0]);
	const multiPv = intOption(parsed, 'multipv', 1, 1, 256);
	const t = new Player().think(pos, { movetimeMs: movetimeOption(parsed), multiPv, tablebase: engineTables(io) });
	if (!t.move) {
		io.out('none');
		return EXIT_OK;
	}
	io.out(t.lines.map((l) => `${moveToString(l.move)} score ${scoreText(l.score)} depth ${t.depth} line: ${l.line.map(moveToString).join(' ')}`).join('\n'));
	return EXIT_OK;
}
