/**
 * The course on /learn: the lessons' states (open in order, a skip opens
 * one at once), the lesson under way and its exercise, mistakes and stars,
 * and its saving: after every exercise the lesson's place is kept with the
 * rest of the progress (through the progress link), so a reload resumes it.
 */
import { COURSE, lessonById, type Lesson } from '$lib/learn/course';
import type { LearnOracle } from '$lib/learn/goals';
import { lessonStars, lessonStatuses, skipTo, type LessonStatus } from '$lib/learn/progress';
import type { LearnRecord, LessonRecord } from '$lib/progress';
import type { LearnReport } from '$lib/app/progress-link';
import { ExerciseController } from './exercise.svelte';

/** Where the course's records are read and kept (the progress link in the app). */
export interface LearnStore {
	learnRecords(): Promise<LearnRecord[]>;
	saveLearn(records: LearnReport[]): Promise<boolean>;
}

export interface CourseOptions {
	store: LearnStore;
	oracle: () => LearnOracle;
	now?: () => number;
}

const IDS = COURSE.map((l) => l.id);

export class CourseController {
	records = $state.raw<LearnRecord[]>([]);
	loaded = $state(false);
	/** The lesson under way, or null: the list. */
	lesson = $state.raw<Lesson | null>(null);
	/** The exercise on screen (its index in the lesson). */
	index = $state(0);
	/** Mistakes in this pass of the lesson. */
	mistakes = $state(0);
	/** The lesson was just finished: its stars. */
	finished = $state.raw<{ stars: number; mistakes: number } | null>(null);
	/** The exercise on screen (null while the list is shown). */
	exercise = $state.raw<ExerciseController | null>(null);

	readonly #options: CourseOptions;
	readonly #now: () => number;

	constructor(options: CourseOptions) {
		this.#options = options;
		this.#now = options.now ?? (() => Date.now());
	}

	get statuses(): LessonStatus[] {
		return lessonStatuses(
			IDS,
			this.records.filter((r): r is LessonRecord => r.kind === 'lesson')
		);
	}

	statusOf(id: string): LessonStatus | undefined {
		return this.statuses.find((s) => s.id === id);
	}

	/** The lesson after the one under way, if any. */
	get nextLesson(): Lesson | null {
		const i = this.lesson ? IDS.indexOf(this.lesson.id) : -1;
		return i >= 0 && i + 1 < COURSE.length ? COURSE[i + 1] : null;
	}

	/** Read the stored progress; open `lessonId` (from the address) when it is open. */
	async open(lessonId: string | null = null): Promise<void> {
		try {
			this.records = await this.#options.store.learnRecords();
		} catch {
			// No store: the course works, nothing is kept.
			this.records = [];
		}
		this.loaded = true;
		if (lessonId) this.openLesson(lessonId);
	}

	/** Start or resume a lesson (a finished one starts a new pass); a locked one does not open. */
	openLesson(id: string): boolean {
		const lesson = lessonById(id);
		const status = this.statusOf(id);
		if (!lesson || !status || status.state === 'locked') return false;
		const resume = status.state === 'open' && status.step > 0 && status.step < lesson.exercises.length;
		this.lesson = lesson;
		this.index = resume ? status.step : 0;
		this.mistakes = resume ? status.mistakes : 0;
		this.finished = null;
		this.#showExercise();
		return true;
	}

	/** Back to the list. */
	closeLesson(): void {
		this.exercise?.dispose();
		this.exercise = null;
		this.lesson = null;
		this.finished = null;
	}

	/** The next exercise, once this one is solved. */
	nextExercise(): void {
		if (!this.lesson || this.exercise?.state !== 'solved') return;
		if (this.index + 1 < this.lesson.exercises.length) {
			this.index++;
			this.#showExercise();
		}
	}

	/** Open every lesson up to `id`, marking the ones not done as skipped. */
	async skipTo(id: string): Promise<void> {
		const records = skipTo(IDS, this.statuses, id, this.#now());
		await this.#save(records);
	}

	#showExercise(): void {
		const lesson = this.lesson;
		if (!lesson) return;
		const exercise = lesson.exercises[this.index];
		if (this.exercise) this.exercise.reset(exercise);
		else
			this.exercise = new ExerciseController(exercise, {
				oracle: this.#options.oracle,
				onmistake: () => this.#mistake(),
				onsolved: () => this.#solved()
			});
	}

	#mistake(): void {
		this.mistakes++;
		void this.#saveLesson(this.index, 0);
	}

	#solved(): void {
		const lesson = this.lesson;
		if (!lesson) return;
		const step = this.index + 1;
		if (step < lesson.exercises.length) {
			void this.#saveLesson(step, 0);
			return;
		}
		const stars = lessonStars(this.mistakes);
		this.finished = { stars, mistakes: this.mistakes };
		void this.#saveLesson(step, stars);
	}

	/** The lesson's place and mistakes in this pass, with its best stars (a pass with fewer never lowers them) and its skip. */
	async #saveLesson(step: number, stars: number): Promise<void> {
		const lesson = this.lesson;
		if (!lesson) return;
		const status = this.statusOf(lesson.id);
		const best = Math.max(status?.stars ?? 0, stars);
		await this.#save([{ kind: 'lesson', id: lesson.id, step, mistakes: this.mistakes, stars: best, skipped: status?.skipped ?? false, at: this.#now() }]);
	}

	/** Keep records on the device, and at once on screen. */
	async #save(records: LessonRecord[]): Promise<void> {
		if (records.length === 0) return;
		const byKey = new Map(this.records.map((r) => [`${r.kind}:${r.id}`, r]));
		for (const r of records) byKey.set(`${r.kind}:${r.id}`, r);
		this.records = [...byKey.values()];
		await this.#options.store.saveLearn(records.map(({ at: _at, ...rest }) => rest));
	}

	dispose(): void {
		this.exercise?.dispose();
	}
}
