/** The app's sections, by the names the interface texts know them by. */
export type SectionName = 'today' | 'learn' | 'puzzles' | 'twelve' | 'studies' | 'play' | 'analysis' | 'progress';
