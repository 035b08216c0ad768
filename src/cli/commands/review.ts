/**
 * `review FILE.pdn|- [--game K] [--movetime MS]`: every move of a game
 * judged (src/lib/review): `ply K MOVE CLASS score S[ proof: P]`, last
 * `accuracy white X% black Y%` (docs/cli.md, "Game review").
 */
import { moveToString, readPdnGame, splitPdn, type PdnGame } from '../../lib/engine';
import { english } from '../../lib/i18n/errors';
import { scoreText } from '../../lib/engine-player/player';
import { DEFAULT_REVIEW_MOVETIME_MS, proofText, reviewableGame, reviewAimOf, reviewGame, type GameReview } from '../../lib/review/review';
import { intOption, parseArgs } from '../args';
import { engineTables } from '../engine/options';
import { CliError, EXIT_OK, type Io } from '../io';
import { readPdnArg } from '../read-text';

const USAGE = 'usage: review FILE.pdn|- [--game K] [--movetime MS]';

/** The K-th game of a PDN text (1-based), or a clear error. */
export function pdnGameAt(text: string, k: number): PdnGame {
	if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
	const split = splitPdn(text);
	if (!split.ok) throw new CliError(english.pdnErrorReason(split.error));
	const sources = split.value;
	if (k > sources.length) throw new CliError(`--game ${k}: the file has ${sources.length} game${sources.length === 1 ? '' : 's'}`);
	const game = readPdnGame(sources[k - 1]);
	if (!game.ok) {
		const e = game.error;
		throw new CliError(
			e.kind === 'moves' ? `game ${k}: error at ply ${e.error.ply}: ${english.gameTextErrorReason(e.error)}` : `game ${k}: ${english.pdnErrorReason(e)}`
		);
	}
	return game.value;
}

/** The review's lines, as the command prints them. */
export function reviewLines(review: GameReview): string[] {
	const lines = review.plies.map(
		(p) => `ply ${p.ply} ${moveToString(p.move)} ${p.class} score ${scoreText(p.after)}${p.proof ? ` proof: ${proofText(p.proof.before, p.proof.after)}` : ''}`
	);
	const pct = (a: number | null) => (a === null ? '-' : `${Math.round(a)}%`);
	lines.push(`accuracy white ${pct(review.accuracy.white)} black ${pct(review.accuracy.black)}`);
	return lines;
}

export async function review(argv: string[], io: Io): Promise<number> {
	const parsed = parseArgs(argv, { game: true, movetime: true });
	if (parsed.positional.length !== 1) throw new CliError(USAGE);
	const k = intOption(parsed, 'game', 1, 1, 1_000_000);
	const movetimeMs = intOption(parsed, 'movetime', DEFAULT_REVIEW_MOVETIME_MS, 1, 3_600_000);
	const text = await readPdnArg(parsed.positional[0], io);
	const game = pdnGameAt(text, k);
	const aim = reviewAimOf(game);
	// Up to the end of the game by the rules (as the review page): moves after a draw by rule are said, not an error.
	const part = reviewableGame(
		game.start,
		game.moves.mainline.map((n) => n.move),
		aim
	);
	if (!part.ok) throw new CliError(`game ${k}: ${english.lineError(part.error)}`);
	if (part.end) io.err(`note: game ${k}: ${english.gameCut(part.end)}`);
	const result = reviewGame({ start: game.start, moves: part.moves, aim }, { movetimeMs, tablebase: aim === 'giveaway' ? engineTables(io) : undefined });
	if (!result) throw new CliError('the review was stopped');
	for (const line of reviewLines(result)) io.out(line);
	return EXIT_OK;
}
