import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { dirname } from 'node:path';
import { applyMove, legalMoves, makeFen, moveToString, parseFen, parseMove, popcount, type Position } from '../../lib/engine';
import { encodeTree, MAX_TREE_N, type TreeInput, type TreeVerdict } from '../../lib/puzzle/twelve-tree';
import { intOption, parseArgs } from '../args';
import { CliError, EXIT_OK, type Io } from '../io';
import { canUseWorkers, defaultJobs, WorkerPool } from '../pool';
import { moveSolver, type MoveResult, type MoveTask, type SolveMoveSetup } from '../twelve/solve-move';

const TABLE = 'puzzles/twelve-against-one.json';

/** `loss in N`, `win in N`, or `no result within 62`: Black's verdict as printed. */
function verdictText(v: TreeVerdict | null): string {
	return v === null ? `no result within ${MAX_TREE_N}` : `${v.kind} in ${v.n}`;
}
const USAGE =
	'usage: twelve-tree [--depth D] (moves off the proved line, default 2) [--men M] (off the line, only positions with at least M White men, default 12) [--follow FILE] (positions, White to move, one a line: expanded whenever reached) [--jobs J] [--tt-mb M] [--out FILE]';

interface Row {
	square: string;
	fen: string;
	verdict: { kind: string; n: number };
	line: string[];
}

/** A node being built: White to move. */
interface Node {
	square: string;
	pos: Position;
	fen: string;
	/** Moves from the square's start, for the printed lines. */
	path: string[];
	/** Moves off the best play so far (0 on the table's line). */
	depth: number;
	/** Index in the table's line of White's next move, when the node is on it. */
	lineAt: number | null;
	moves: { move: string; verdict: TreeVerdict | null; reply: string | null; child?: Node }[];
}

/**
 * `twelve-tree [--depth D] [--men M] [--follow FILE] [--jobs J] [--out FILE]`: the proved
 * tree of 12 against 1 (src/lib/puzzle/twelve-tree.ts). For each winning
 * square, every White move from every position of the table's line is
 * solved exactly, with Black's reply; after a move that keeps the win and
 * Black's reply, the position is expanded the same way while it is fewer
 * than D moves off the best play (White's best move keeps the count, any
 * other adds one) and White still has at least M men, or whatever its
 * depth and men when it is one of FILE's positions (`twelve-games
 * --positions`: the scripted games' turns). Breadth first, so
 * the output does not depend on which thread finishes first. Prints
 * `SQUARE MOVES...: Black VERDICT` per move in the file's order, progress
 * on stderr, and with --out writes the file and its manifest (SHA-256).
 */
export async function twelveTree(argv: string[], io: Io): Promise<number> {
	const parsed = parseArgs(argv, { depth: true, men: true, follow: true, jobs: true, 'tt-mb': true, out: true });
	if (parsed.positional.length) throw new CliError(USAGE);
	const depth = intOption(parsed, 'depth', 2, 0, 10);
	const men = intOption(parsed, 'men', 12, 1, 12);
	const jobs = intOption(parsed, 'jobs', defaultJobs(), 1, 64);
	const setup: SolveMoveSetup = { ttMegabytes: intOption(parsed, 'tt-mb', 256, 8, 4096), pnMegabytes: 64 };
	const out = parsed.options.get('out');
	const followFile = parsed.options.get('follow');
	const follow = new Set(followFile ? readFollow(followFile) : []);
	const table = JSON.parse(readFileSync(TABLE, 'utf8')) as { squares: Row[] };
	const rows = table.squares.filter((r) => r.verdict.kind === 'win');
	const t0 = performance.now();

	const pool = jobs > 1 && canUseWorkers() ? new WorkerPool<MoveTask, MoveResult>({ role: 'twelve-move', init: setup }, jobs) : null;
	const local = pool ? null : moveSolver(setup);
	const solveOne = (task: MoveTask): Promise<MoveResult> => (pool ? pool.run(task) : Promise.resolve(local!(task)));

	const roots: Node[] = rows.map((r) => {
		const start = parseFen(r.fen);
		if (!start.ok) throw new CliError(`${TABLE}: bad FEN for ${r.square}`);
		return { square: r.square, pos: start.value, fen: r.fen, path: [], depth: 0, lineAt: 0, moves: [] };
	});
	const rowOf = new Map(rows.map((r) => [r.square, r]));
	// Every position of the table's lines, so that one reached first off another square's line is still followed as a line.
	const onLines = new Map<string, { square: string; lineAt: number }>();
	for (const r of rows) {
		let pos = roots.find((n) => n.square === r.square)!.pos;
		for (let at = 0; at < r.line.length; at += 2) {
			const fen = makeFen(pos);
			if (!onLines.has(fen)) onLines.set(fen, { square: r.square, lineAt: at });
			for (const text of r.line.slice(at, at + 2)) {
				const m = parseMove(pos, text);
				if (!m.ok) throw new CliError(`${TABLE}: ${r.square}: illegal line move ${text}`);
				pos = applyMove(pos, m.value);
			}
		}
	}
	const expanded = new Set(roots.map((n) => n.fen));
	let solved = 0;
	let level = roots;
	try {
		for (let k = 0; level.length; k++) {
			const tasks = level.flatMap((node) => legalMoves(node.pos).map((m) => ({ node, move: moveToString(m), after: applyMove(node.pos, m) })));
			io.err(`level ${k}: ${level.length} positions, ${tasks.length} moves to solve`);
			const results = await Promise.all(
				tasks.map((t) =>
					solveOne({ fen: makeFen(t.after) }).then((r) => {
						solved++;
						io.err(
							`${t.node.square} ${[...t.node.path, t.move].join(' ')}: Black ${verdictText(r.verdict)} (${r.nodes} nodes, ${Math.round(r.ms)} ms; ${solved} solved, ${Math.round((performance.now() - t0) / 1000)} s)`
						);
						return r;
					})
				)
			);
			tasks.forEach((t, i) => t.node.moves.push({ move: t.move, verdict: results[i].verdict, reply: results[i].reply }));
			const next: Node[] = [];
			for (const node of level) next.push(...childrenToExpand(node, rowOf.get(node.square)!, { depth, men, follow }, expanded, onLines));
			level = next;
		}
	} finally {
		await pool?.close();
	}

	const lines: string[] = [];
	const input = (node: Node): TreeInput => ({
		moves: [...node.moves]
			.sort((a, b) => (a.move < b.move ? -1 : a.move > b.move ? 1 : 0))
			.map((m) => {
				lines.push(`${node.square} ${[...node.path, m.move].join(' ')}: Black ${verdictText(m.verdict)}`);
				return { move: m.move, verdict: m.verdict, reply: m.reply, ...(m.child ? { child: input(m.child) } : {}) };
			})
	});
	const squareIndex = (square: string) => {
		const p = parseFen(`W:W:B${square}`);
		if (!p.ok) throw new CliError(`bad square ${square}`);
		return 31 - Math.clz32(p.value.black);
	};
	const bytes = encodeTree(roots.map((r) => ({ square: squareIndex(r.square), start: r.pos, root: input(r) })));
	for (const l of lines) io.out(l);
	const sha256 = createHash('sha256').update(bytes).digest('hex');
	io.out(`${expanded.size} positions, ${lines.length} moves, ${bytes.length} bytes, sha256 ${sha256}`);
	io.err(`done in ${Math.round((performance.now() - t0) / 1000)} s`);
	if (out) {
		mkdirSync(dirname(out), { recursive: true });
		writeFileSync(out, bytes);
		const manifest = {
			kind: 'twelve-tree',
			computedBy: `npm run -s cli -- twelve-tree --depth ${depth} --men ${men}${followFile ? ` --follow ${followFile}` : ''} --out ${out}`,
			depth,
			men,
			...(followFile ? { follow: followFile, followed: follow.size } : {}),
			positions: expanded.size,
			moves: lines.length,
			bytes: bytes.length,
			sha256
		};
		writeFileSync(out.replace(/\.bin$/, '') + '.json', JSON.stringify(manifest, null, '\t') + '\n');
	}
	return EXIT_OK;
}

/** The positions of a --follow file: canonical FENs, White to move, one a line (blank lines and `#` comments skipped). */
function readFollow(file: string): string[] {
	const fens: string[] = [];
	readFileSync(file, 'utf8')
		.split('\n')
		.forEach((raw, i) => {
			const l = raw.trim();
			if (!l || l.startsWith('#')) return;
			const p = parseFen(l);
			if (!p.ok || !p.value.whiteToMove) throw new CliError(`${file}: line ${i + 1}: not a position with White to move: ${l}`);
			fens.push(makeFen(p.value));
		});
	return fens;
}

/** What to expand off the line: fewer than `depth` moves off the best play with at least `men` White men, or a position of `follow`. */
interface Reach {
	depth: number;
	men: number;
	follow: ReadonlySet<string>;
}

/** The nodes to expand after `node`'s moves are solved, in move order (see twelveTree); marks them in `expanded`. */
function childrenToExpand(
	node: Node,
	row: Row,
	{ depth, men, follow }: Reach,
	expanded: Set<string>,
	onLines: ReadonlyMap<string, { square: string; lineAt: number }>
): Node[] {
	const sorted = [...node.moves].sort((a, b) => (a.move < b.move ? -1 : a.move > b.move ? 1 : 0));
	const lineMove = node.lineAt === null ? null : row.line[node.lineAt];
	let best: string | null = lineMove;
	let bestN = Infinity;
	if (best === null)
		for (const m of sorted)
			if (m.verdict?.kind === 'loss' && m.verdict.n < bestN) {
				best = m.move;
				bestN = m.verdict.n;
			}
	const out: Node[] = [];
	for (const m of sorted) {
		if (m.verdict?.kind !== 'loss') continue;
		const onLine = m.move === lineMove;
		if (onLine) {
			// The table's line goes on with the table's reply, the longest defence as well.
			const lineReply = row.line[node.lineAt! + 1];
			if (lineReply === undefined) continue;
			if (m.verdict.n !== row.verdict.n - node.lineAt! / 2)
				throw new CliError(
					`${row.square} ${node.path.join(' ')} ${m.move}: the table says loss in ${row.verdict.n - node.lineAt! / 2}, the solver ${m.verdict.n}`
				);
			m.reply = lineReply;
		}
		const mv = parseMove(node.pos, m.move);
		if (!mv.ok || m.reply === null) continue;
		const after = applyMove(node.pos, mv.value);
		const r = parseMove(after, m.reply);
		if (!r.ok) throw new CliError(`${row.square}: reply ${m.reply} is not legal after ${m.move}`);
		const pos = applyMove(after, r.value);
		const d = node.depth + (m.move === best ? 0 : 1);
		if (legalMoves(pos).length === 0) continue;
		const fen = makeFen(pos);
		const line = onLines.get(fen);
		if (!line && !follow.has(fen) && (d >= depth || popcount(pos.white) < men)) continue;
		if (expanded.has(fen)) continue;
		expanded.add(fen);
		const child: Node = line
			? { square: line.square, pos, fen, path: [...node.path, m.move, m.reply], depth: 0, lineAt: line.lineAt, moves: [] }
			: { square: node.square, pos, fen, path: [...node.path, m.move, m.reply], depth: d, lineAt: null, moves: [] };
		m.child = child;
		out.push(child);
	}
	return out;
}
