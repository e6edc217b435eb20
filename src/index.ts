// The library's only entry point: app/ and test/ import from here.
export * from './term';
export * from './handler';
export * from './modern';
export * from './legacy';
export * from './normalizer';
export * from './check';
export * from './wire';
export { isJsonObject, type JsonObject, type JsonRpcId } from './json/types';
export { jsonPointer } from './json/pointer';
export { parsePointer, pointersToRanges, type OffsetRange, type RangeOptions } from './json/pointer-range';
export { excerptAt, positionAt, type TextPosition } from './json/position';
