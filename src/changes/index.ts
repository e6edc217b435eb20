// What changed in a server's interface between two connections: snapshots, their diff, report formats.
export { compareSchemas } from './schema-compare';
export { readSnapshot, snapshotOf, SNAPSHOT_LISTS, SNAPSHOT_MAX_ITEMS, type InterfaceSnapshot } from './snapshot';
export { diffSnapshots, hasBreaking, type InterfaceChange } from './diff-snapshots';
export { snapshotOfReport } from './from-report';
export { changesText, changeTitle, withChangesJunit, type BaselineComparison } from './format';
