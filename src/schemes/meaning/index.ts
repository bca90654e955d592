// The meanings of the catalogue schemes' trees, where their RFCs give them.
export { readUrn } from './urn';
export type { UrnNode } from './urn';
export { readData } from './data';
export type { DataNode, DataParameter } from './data';
export { readTag } from './tag';
export type { TagNode, TagDate } from './tag';
export { readGeo, exactNumber } from './geo';
export type { GeoNode, GeoCoordinates, GeoParameter } from './geo';
export type { Meaning, MeaningReader } from './types';
