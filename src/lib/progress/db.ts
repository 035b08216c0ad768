/** The Dexie database of progress. Only this folder opens it. */
import { Dexie, type EntityTable, type Table } from 'dexie';
import { declareSchema, SCHEMA_VERSIONS, type SchemaVersion } from './schema';
import type {
	ActiveRun,
	PlayedGame,
	StoredGameReview,
	StoredOwnPuzzle,
	Attempt,
	DailyResult,
	RatingRecord,
	ReviewCard,
	RunRecord,
	Settings,
	StudyProgress,
	TwelveGameSave,
	TwelveRun
} from './types';
import type { LearnRecord } from './lessons';

export interface SettingsRow {
	key: 'settings';
	value: Settings;
}

/** An IndexedDB implementation: the browser's, or fake-indexeddb's in-memory one. */
export interface IndexedDBDeps {
	indexedDB: IDBFactory;
	IDBKeyRange: typeof IDBKeyRange;
}

export const DEFAULT_DB_NAME = 'poddavki-progress';

export class ProgressDB extends Dexie {
	attempts!: EntityTable<Attempt, 'id'>;
	reviews!: EntityTable<ReviewCard, 'id'>;
	daily!: EntityTable<DailyResult, 'date'>;
	twelve!: EntityTable<TwelveRun, 'id'>;
	studies!: EntityTable<StudyProgress, 'studyId'>;
	settings!: Table<SettingsRow, 'settings'>;
	ratings!: EntityTable<RatingRecord, 'id'>;
	runs!: EntityTable<RunRecord, 'id'>;
	activeRuns!: EntityTable<ActiveRun, 'kind'>;
	twelveGames!: EntityTable<TwelveGameSave, 'square'>;
	games!: EntityTable<PlayedGame, 'id'>;
	gameReviews!: EntityTable<StoredGameReview, 'key'>;
	ownPuzzles!: EntityTable<StoredOwnPuzzle, 'id'>;
	/** The course's progress (schema version 6): keyed by [kind+id]. */
	lessons!: Table<LearnRecord, [string, string]>;

	constructor(name: string, deps: IndexedDBDeps, versions: readonly SchemaVersion[] = SCHEMA_VERSIONS) {
		super(name, { indexedDB: deps.indexedDB, IDBKeyRange: deps.IDBKeyRange, autoOpen: true });
		declareSchema(this, versions);
	}
}
