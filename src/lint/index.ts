export { lint } from './lint';
export { LINT_CODES } from './codes';
export type { LintCode, LintCodeInfo, LintFinding, LintSeverity } from './codes';
