/**
 * Endgame practice on /learn/practice: the drills with their best stars,
 * and the drill under way (a DrillRun of $lib/learn/drill, asking the
 * endgame tables in their worker): each move judged, the app's defence,
 * the refutation and the tables' best line after a failure, the stars
 * kept with the rest of the progress. A 5-piece drill without the pack on
 * the device says so (and the page offers the pack).
 */
import { makeFen, opposite, parseFen, sideToMove, applyMove, type Color, type Move, type Position } from '$lib/engine';
import { DRILLS, drillById } from '$lib/learn/course';
import { DrillRun, TablesMissing, type Drill, type DrillEnd, type DrillState, type Lookup, type MoveNote } from '$lib/learn/drill';
import type { TablebasePort } from '$lib/tablebase/client';
import { TablebaseCancelled } from '$lib/tablebase/client';
import type { NoReportReason } from '$lib/tablebase/protocol';
import type { DrillRecord, LearnRecord } from '$lib/progress';
import { failureOf, type Failure } from '$lib/ui/failure/failure';
import type { LearnStore } from './course.svelte';

/** The drill on screen: its tables being read, none for it (why), an error, or a try. */
export type DrillView = { kind: 'loading' } | { kind: 'none'; reason: NoReportReason | 'not-goal' } | { kind: 'error'; failure: Failure } | { kind: 'ready' };

/** A line shown step by step: the app's answer to a failing move, or the tables' best line from before it. */
export interface DrillLine {
	kind: 'refutation' | 'best';
	from: Position;
	moves: Move[];
}

export interface PracticeOptions {
	store: LearnStore;
	/** The tablebase worker's handle (made on first use). */
	tables: () => TablebasePort;
	now?: () => number;
}

export class PracticeController {
	records = $state.raw<LearnRecord[]>([]);
	loaded = $state(false);
	drill = $state.raw<Drill | null>(null);
	view = $state.raw<DrillView>({ kind: 'loading' });
	/** What the try shows (copied from the run after every change). */
	position = $state.raw<Position | null>(null);
	lastMove = $state.raw<Move | null>(null);
	state = $state<DrillState>('playing');
	used = $state(0);
	n = $state<number | null>(null);
	limit = $state(0);
	end = $state<DrillEnd | null>(null);
	note = $state.raw<MoveNote | null>(null);
	thinking = $state(false);
	reply = $state.raw<{ side: Color; move: Move } | null>(null);
	lines = $state.raw<DrillLine[]>([]);
	/** The line step on the board: which line and how many of its moves. */
	step = $state.raw<{ kind: DrillLine['kind']; ply: number } | null>(null);
	preview = $state.raw<{ position: Position; lastMove: Move | null } | null>(null);

	readonly #options: PracticeOptions;
	readonly #now: () => number;
	#port: TablebasePort | null = null;
	#run: DrillRun | null = null;
	#generation = 0;

	constructor(options: PracticeOptions) {
		this.#options = options;
		this.#now = options.now ?? (() => Date.now());
	}

	get drills(): readonly Drill[] {
		return DRILLS;
	}

	starsOf(id: string): number {
		return this.records.find((r) => r.kind === 'drill' && r.id === id)?.stars ?? 0;
	}

	get side(): Color {
		return this.drill ? sideToMove(startOf(this.drill)) : 'white';
	}

	get stars(): number {
		return this.#run?.stars ?? 0;
	}

	get shown(): Position | null {
		return this.preview?.position ?? this.position;
	}

	get takesMoves(): boolean {
		return this.view.kind === 'ready' && this.state === 'playing' && !this.thinking && !this.preview;
	}

	readonly #lookup: Lookup = async (pos) => {
		const answer = await (this.#port ??= this.#options.tables()).report(makeFen(pos));
		if (answer.type === 'report') return answer.report;
		if (answer.type === 'none') throw new TablesMissing(answer.reason);
		throw new Error(answer.type === 'error' ? answer.message : 'no answer');
	};

	async open(drillId: string | null = null): Promise<void> {
		try {
			this.records = await this.#options.store.learnRecords();
		} catch {
			this.records = [];
		}
		this.loaded = true;
		// Load the shipped tables now, so the first drill answers at once.
		(this.#port ??= this.#options.tables()).warm().catch(() => {});
		if (drillId) await this.startDrill(drillId);
	}

	/** Start (or start again) a drill. */
	async startDrill(id: string): Promise<void> {
		const drill = drillById(id);
		if (!drill) return;
		const generation = ++this.#generation;
		this.drill = drill;
		this.#clear();
		this.view = { kind: 'loading' };
		const start = startOf(drill);
		this.position = start;
		try {
			const run = await DrillRun.start(drill, start, this.#lookup);
			if (generation !== this.#generation) return;
			if (!run) {
				this.view = { kind: 'none', reason: 'not-goal' };
				return;
			}
			this.#run = run;
			this.#sync();
			this.view = { kind: 'ready' };
		} catch (e) {
			if (generation !== this.#generation || e instanceof TablebaseCancelled) return;
			this.view = e instanceof TablesMissing ? { kind: 'none', reason: e.reason } : { kind: 'error', failure: failureOf(e) };
		}
	}

	/** Back to the list. */
	closeDrill(): void {
		this.#generation++;
		this.drill = null;
		this.#run = null;
		this.#clear();
	}

	async play(move: Move): Promise<void> {
		const run = this.#run;
		if (!run || !this.takesMoves) return;
		const generation = this.#generation;
		const before = run.position;
		this.thinking = true;
		// The move shows at once; the judgement follows.
		this.position = applyMove(before, move);
		this.lastMove = move;
		try {
			const step = await run.play(move, this.#lookup);
			if (generation !== this.#generation) return;
			this.note = step.note;
			const lines: DrillLine[] = [];
			if (step.refutation?.length) lines.push({ kind: 'refutation', from: run.game.position, moves: step.refutation });
			if (step.bestLine?.length) lines.push({ kind: 'best', from: before, moves: step.bestLine });
			this.lines = lines;
			if (step.reply) this.reply = { side: opposite(this.side), move: step.reply };
			this.#sync();
			if (run.state !== 'playing') await this.#record(run);
		} catch (e) {
			if (generation !== this.#generation || e instanceof TablebaseCancelled) return;
			this.view = e instanceof TablesMissing ? { kind: 'none', reason: e.reason } : { kind: 'error', failure: failureOf(e) };
		} finally {
			if (generation === this.#generation) this.thinking = false;
		}
	}

	/** Show a line after `ply` of its moves (0: its start). */
	stepTo(kind: DrillLine['kind'], ply: number): void {
		const line = this.lines.find((l) => l.kind === kind);
		if (!line) return;
		const k = Math.max(0, Math.min(ply, line.moves.length));
		let position = line.from;
		for (const m of line.moves.slice(0, k)) position = applyMove(position, m);
		this.step = { kind, ply: k };
		this.preview = { position, lastMove: k > 0 ? line.moves[k - 1] : null };
	}

	/** Back to the try's own position from a line. */
	leaveLine(): void {
		this.step = null;
		this.preview = null;
	}

	#sync(): void {
		const run = this.#run;
		if (!run) return;
		this.position = run.position;
		const moves = run.game.moves;
		this.lastMove = moves.length ? moves[moves.length - 1] : null;
		this.state = run.state;
		this.used = run.used;
		this.n = run.n;
		this.limit = run.limit;
		this.end = run.end;
	}

	#clear(): void {
		this.position = null;
		this.lastMove = null;
		this.state = 'playing';
		this.used = 0;
		this.n = null;
		this.limit = 0;
		this.end = null;
		this.note = null;
		this.thinking = false;
		this.reply = null;
		this.lines = [];
		this.step = null;
		this.preview = null;
	}

	/** A try that ended: one more try, and its stars if they are the best. */
	async #record(run: DrillRun): Promise<void> {
		const stored = this.records.find((r): r is DrillRecord => r.kind === 'drill' && r.id === run.drill.id);
		const stars = Math.max(stored?.stars ?? 0, run.stars);
		const record: DrillRecord = { kind: 'drill', id: run.drill.id, stars, tries: (stored?.tries ?? 0) + 1, at: this.#now() };
		this.records = [...this.records.filter((r) => r !== stored), record];
		const { at: _at, ...report } = record;
		await this.#options.store.saveLearn([report]);
	}

	dispose(): void {
		this.#generation++;
		this.#port?.dispose();
		this.#port = null;
	}
}

function startOf(drill: Drill): Position {
	const parsed = parseFen(drill.fen);
	if (!parsed.ok) throw new Error(`bad drill position ${drill.fen}`);
	return parsed.value;
}
