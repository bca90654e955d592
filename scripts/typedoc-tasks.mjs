// A typedoc plugin: the API reference grouped by what a user wants to do, not by kind. Each
// export of each entry point belongs to one task below; an export with none fails the build
// (`npm run docs`), so a new export is placed when it is added.
import { CommentTag, Converter, ReflectionKind } from 'typedoc';

const AST = 'The RFC 2396 syntax tree';
const TASKS = {
  'Validate and parse': [
    'isValid', 'parse', 'parseUriReference', 'components', 'hostOf', 'portOf', 'userinfoOf', 'portNumber', 'rules', 'isRuleName',
    'characters', 'Rule', 'Rules', 'RuleName', 'RuleNodes', 'CharacterRuleName', 'CharClass', 'Components', 'PortWithNumber',
    'ParseResult', 'Span', 'Node', 'NodeFields', 'ParseUriReferenceOptions', 'Updates2396', 'Rfc2396Reading', 'rfc2732',
  ],
  [AST]: [
    'UriReference', 'AbsoluteUri', 'RelativeUri', 'HierPart', 'OpaquePart', 'NetPath', 'AbsPath', 'RelPath', 'RelSegment', 'Scheme',
    'Authority', 'RegName', 'Server', 'Userinfo', 'Hostport', 'Host', 'Hostname', 'Domainlabel', 'Toplabel', 'IPv4Address', 'IPv6Reference', 'IPv6Address', 'Port',
    'Path', 'PathSegments', 'Segment', 'Param', 'Query', 'Fragment', 'Escaped', 'Leaf', 'AnyNode',
  ],
  'Errors and their reports': [
    'UriSyntaxError', 'ErrorCode', 'formatError', 'FormatOptions', 'GrammarRefusalError', 'GrammarRefusal', 'RefusalProblem', 'BnfError', 'GrammarError',
    'GrammarTextProblem', 'GrammarProblemError', 'GrammarProblem', 'SchemeGrammarError', 'SchemeRegistryError', 'SchemeRegistryProblem',
    'UriBuildError', 'BuildErrorCode', 'ResolveError', 'ResolveErrorCode', 'ResolverArgument', 'formatResolveError',
  ],
  'Scheme URLs': [
    'parseUrl', 'isValidUrl', 'ParseUrlOptions', 'AnyUrl', 'UrlFor', 'UpdatesOf', 'GenericOf', 'SchemeUrl', 'SchemeAsts', 'SchemeGenerics', 'GenericOfScheme', 'GenericNode',
    'GenericUrl', 'HttpUrl', 'HttpsUrl', 'WsUrl', 'WssUrl', 'FtpUrl', 'GopherUrl', 'MailtoUrl', 'NewsUrl', 'NntpUrl', 'TelnetUrl',
    'WaisUrl', 'FileUrl', 'ProsperoUrl', 'UrnUrl', 'DataUrl', 'TagUrl', 'GeoUrl', 'Http2616Url', 'HttpAst', 'HttpAstFor', 'rules1738',
    'isRuleName1738', 'RuleName1738', 'Rules1738', 'rfc1738', 'Updates', 'SchemeCase', 'defaultPort', 'isHierarchical', 'lookupScheme',
    'registeredSchemes', 'catalogue', 'CatalogueName', 'CatalogueNodes', 'CatalogueSource', 'readUrn', 'readData', 'readTag', 'readGeo',
    'exactNumber', 'UrnNode', 'DataNode', 'DataParameter', 'TagNode', 'TagDate', 'GeoNode', 'GeoCoordinates', 'GeoParameter', 'Meaning',
    'MeaningReader', 'Decoded',
  ],
  'Define schemes and grammars': [
    'defineScheme', 'overrideScheme', 'schemeFromAbnf', 'schemeFromBnf', 'g', 'KitNode', 'BnfNode', 'AbnfSchemeOptions', 'BnfSchemeOptions',
    'SchemeDefinition', 'RegisteredScheme', 'SchemeEntry', 'GenericSyntax', 'GrammarNotation', 'GrammarSource', 'compileGrammar',
    'GrammarTextOptions', 'CompiledGrammar', 'CompiledRule', 'Expected', 'BuiltinSet', 'RuleImport', 'RuleSource', 'ScopeOptions', 'RunOptions', 'GRAMMAR_LIMITS', 'compileModel', 'readGrammar',
    'ReadOptions', 'Grammar', 'Expr', 'Position', 'BnfWarning',
    'extractAbnf', 'AbnfExtractOptions', 'AbnfExtractResult', 'ExtractedAbnf', 'AbnfExtractNote', 'AbnfExtractError',
  ],
  'Resolve, normalize and establish a base': [
    'resolve', 'resolveString', 'relativize', 'normalize', 'equivalent', 'equivalence', 'recompose', 'toReference', 'Resolution',
    'ResolveResult', 'ResolveOptions', 'ResolverResult', 'DotSegmentsAboveRoot', 'SameSchemeLoophole', 'NormalizeOptions', 'Equivalence',
    'Reference', 'EmptyPathReference', 'establishBase', 'findHtmlBase', 'BaseContext', 'BaseError', 'BaseSource', 'EstablishBaseResult',
    'EstablishedBase', 'RejectedBase', 'HtmlBase', 'HtmlBaseScan', 'IgnoredBase',
  ],
  'Build and escape': [
    'escape', 'unescape', 'unescapeBytes', 'format', 'formatUrl', 'escapeRules', 'EscapeOptions', 'EscapeRule', 'UnescapeOptions', 'UriParts',
    'UrlFields', 'UrlScheme', 'HostportFields', 'LoginFields',
  ],
  'Find URIs in text and lint them': [
    'extract', 'extractStream', 'Extraction', 'ExtractedUri', 'ExtractedError', 'ExtractOptions', 'Delimiter', 'TextSpan', 'lint', 'LINT_CODES',
    'LintCode', 'LintCodeInfo', 'LintFinding', 'LintSeverity',
  ],
};
export const TASK_ORDER = Object.keys(TASKS);

const taskOf = new Map(Object.entries(TASKS).flatMap(([task, names]) => names.map((name) => [name, task])));

/** @param {import('typedoc').Application} app */
export function load(app) {
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => {
    const unplaced = [];
    for (const module of context.project.getChildrenByKind(ReflectionKind.Module)) {
      for (const child of module.children ?? []) {
        const task = taskOf.get(child.name);
        if (task === undefined) {
          unplaced.push(`${module.name}.${child.name}`);
          continue;
        }
        const tag = new CommentTag('@group', [{ kind: 'text', text: task }]);
        if (child.comment) child.comment.blockTags.push(tag);
        else for (const signature of child.signatures ?? []) signature.comment?.blockTags.push(tag);
      }
    }
    if (unplaced.length > 0) app.logger.error(`typedoc-tasks: no task for ${unplaced.join(', ')} (scripts/typedoc-tasks.mjs)`);
  });
}
