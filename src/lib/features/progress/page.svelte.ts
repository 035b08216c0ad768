/**
 * The progress page's own state: the clock of the address, the bank's index
 * (names, themes, difficulty, the daily order) and the live figures'
 * controller, which opens once the index is read (or could not be: then the
 * figures count tries without names). The route only composes the sections.
 */
import type { BankIndex } from '$lib/bank/data-files';
import { dailyPuzzleId } from '$lib/bank/daily';
import { clockFrom, type Clock } from '$lib/app/clock';
import { puzzleName } from '$lib/ui/names/puzzle-name';
import { calendarWeeks } from './calendar';
import { ProgressController } from './controller.svelte';

/** How many weeks the calendar shows. */
export const WEEKS = 8;

type Index = Pick<BankIndex, 'byId' | 'daily'>;

export class ProgressPage {
	view = $state.raw<ProgressController | null>(null);
	clock = $state.raw<Clock | null>(null);
	/** Empty until read, and if it cannot be read. */
	bank = $state.raw<Index>({ byId: new Map(), daily: null });
	#disposed = false;

	constructor(private readonly loadIndex: () => Promise<Index>) {}

	/** A retired id (no longer in the bank) is said so in the history, the queue and the calendar. */
	readonly puzzleName = (id: string): string => puzzleName(this.bank.byId, id);

	/** The calendar's weeks, once the day's results are read. */
	get weeks() {
		const { clock, view, bank } = this;
		if (!clock || !view?.daily) return null;
		const daily = bank.daily;
		return calendarWeeks(clock.today, view.daily, WEEKS, (date) => (daily && daily.order.length ? dailyPuzzleId(daily, date) : null));
	}

	/** `search`: the address's query (a `?today=` for tests); `now`: the time of opening. */
	async open(search: string, now: Date): Promise<void> {
		const clock = clockFrom(search, now);
		this.clock = clock;
		// Statistics by theme and difficulty need the index, so the figures open once it is read.
		const index = await this.loadIndex().catch(() => null);
		if (this.#disposed) return;
		if (index) this.bank = index;
		const view = new ProgressController(clock, (id) => this.bank.byId.get(id), WEEKS);
		this.view = view;
		await view.open();
	}

	dispose(): void {
		this.#disposed = true;
		this.view?.close();
	}
}
