export * from './ast';
export { rules, isRuleName } from './rules';
export { parseUriReference } from './parse';
export type { Rules } from './rules';
export { components } from './components';
export type { Components } from './components';
export * as characters from './characters';
