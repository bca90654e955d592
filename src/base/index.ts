export { establishBase } from './establish';
export type { BaseContext, BaseError, BaseSource, EstablishBaseResult, EstablishedBase, RejectedBase } from './establish';
export { findHtmlBase } from './html';
export type { HtmlBase, HtmlBaseScan, IgnoredBase } from './html';
