/** Public surface of the endgame tablebase (README.md beside this file). */
export * from './material';
export * from './values';
export { Indexer } from './indexer';
export { TableSet, makeTable, type Table, type TableLoader } from './table';
export { loadTable, decodeTable, encodeTable, FORMAT_VERSION, type TableError, type TableErrorKind } from './format';
export { probe, MAX_TABLE_PIECES } from './probe';
export { buildUnit } from './build';
export { verifyTable, valueFromChildren, type Inconsistency } from './verify';
export { canonical, reverseBits } from './symmetry';
export { loadTables, loadContainer, readIndex, type LoadError } from './load';
export { makeContainer, parseContainer, entryBytes, type ContainerEntry, type ContainerError } from './container';
export { parseManifest, makeManifest, entryMaterial, type Manifest, type TableInfo } from './manifest';
export { tableStats, type TableStats } from './stats';
