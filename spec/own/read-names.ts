/**
 * The property names the public API reads from the objects it is given, collected from the
 * source by the TypeScript checker (so that a new option or part is covered without a list
 * to keep): for every function the package root exports (and every method of an exported
 * object, `g`), the properties of each parameter's type, through unions, intersections,
 * arrays, type parameters' constraints and nested object types. Functions (callbacks,
 * grammars) are not walked into; neither are AST nodes (a `span` and a `text`), which the
 * library made, nor types declared outside src/.
 */
import * as path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '../..');

export interface ReadName {
  /** The property name. */
  name: string;
  /** The literal values its type allows (strings, numbers, booleans), for a polluting value the code would act on. */
  literals: Array<string | number | boolean>;
  /** Whether its type allows a number, a string, a boolean, an array, an object. */
  kinds: Set<'number' | 'string' | 'boolean' | 'array' | 'object'>;
  /** Where it was found: `function(parameter)`. */
  where: Set<string>;
}

export function readNames(): Map<string, ReadName> {
  const config = ts.getParsedCommandLineOfConfigFile(path.join(ROOT, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined })!;
  const program = ts.createProgram([path.join(ROOT, 'src/index.ts')], { ...config.options, noEmit: true });
  const checker = program.getTypeChecker();
  const index = program.getSourceFile(path.join(ROOT, 'src/index.ts'))!;
  const moduleSymbol = checker.getSymbolAtLocation(index)!;
  const names = new Map<string, ReadName>();
  const seen = new Set<ts.Type>();

  const inSource = (type: ts.Type): boolean => {
    const decl = (type.aliasSymbol ?? type.getSymbol())?.declarations?.[0];
    return decl === undefined || declaredInSource(decl);
  };
  const declaredInSource = (decl: ts.Declaration): boolean => path.resolve(decl.getSourceFile().fileName).startsWith(path.join(ROOT, 'src'));
  const isNode = (type: ts.Type): boolean => type.getProperty('span') !== undefined && type.getProperty('text') !== undefined;

  const kindsOf = (type: ts.Type, entry: ReadName, depth: number): void => {
    if (depth > 6) return;
    if (type.isUnion() || type.isIntersection()) {
      for (const t of type.types) kindsOf(t, entry, depth + 1);
      return;
    }
    if (type.isStringLiteral() || type.isNumberLiteral()) {
      entry.literals.push(type.value as string | number);
      entry.kinds.add(type.isStringLiteral() ? 'string' : 'number');
    } else if (type.flags & ts.TypeFlags.BooleanLiteral) {
      entry.literals.push((type as { intrinsicName?: string }).intrinsicName === 'true');
      entry.kinds.add('boolean');
    } else if (type.flags & ts.TypeFlags.StringLike) entry.kinds.add('string');
    else if (type.flags & ts.TypeFlags.NumberLike) entry.kinds.add('number');
    else if (type.flags & ts.TypeFlags.BooleanLike) entry.kinds.add('boolean');
    else if (checker.isArrayType(type) || checker.isTupleType(type)) entry.kinds.add('array');
    else if (type.flags & ts.TypeFlags.Object) entry.kinds.add('object');
  };

  const walk = (type: ts.Type, where: string, depth: number): void => {
    if (depth > 8 || seen.has(type)) return;
    seen.add(type);
    if (type.flags & (ts.TypeFlags.TypeParameter | ts.TypeFlags.IndexedAccess)) {
      const constraint = checker.getBaseConstraintOfType(type);
      if (constraint && constraint !== type) walk(constraint, where, depth + 1);
      return;
    }
    if (type.isIntersection() && isNode(type)) return;
    if (type.isUnion() || type.isIntersection()) {
      for (const t of type.types) walk(t, where, depth + 1);
      return;
    }
    if (!(type.flags & ts.TypeFlags.Object)) return;
    if (checker.isArrayType(type) || checker.isTupleType(type)) {
      for (const t of checker.getTypeArguments(type as ts.TypeReference)) walk(t, where, depth + 1);
      return;
    }
    if (type.getCallSignatures().length > 0 || !inSource(type) || isNode(type)) return;
    for (const property of checker.getPropertiesOfType(type)) {
      // a symbol-keyed member (a type-level marker), or one of a built-in type (an array's methods, through a mapped tuple)
      if (property.name.startsWith('__@') || !property.declarations?.every((d) => declaredInSource(d))) continue;
      const propertyType = checker.getTypeOfSymbol(property);
      const entry = names.get(property.name) ?? { name: property.name, literals: [], kinds: new Set(), where: new Set() };
      names.set(property.name, entry);
      entry.where.add(where);
      kindsOf(propertyType, entry, 0);
      walk(propertyType, where, depth + 1);
    }
  };

  const walkFunction = (type: ts.Type, name: string): void => {
    for (const signature of type.getCallSignatures()) {
      for (const parameter of signature.getParameters()) walk(checker.getTypeOfSymbol(parameter), `${name}(${parameter.name})`, 0);
    }
  };

  for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
    const resolved = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    if (!(resolved.flags & ts.SymbolFlags.Value) || resolved.flags & ts.SymbolFlags.Class) continue;
    const type = checker.getTypeOfSymbol(resolved);
    if (type.getCallSignatures().length > 0) walkFunction(type, symbol.name);
    else if (resolved.flags & (ts.SymbolFlags.Variable | ts.SymbolFlags.ValueModule)) {
      for (const member of checker.getPropertiesOfType(type)) {
        const memberType = checker.getTypeOfSymbol(member);
        if (memberType.getCallSignatures().length > 0) walkFunction(memberType, `${symbol.name}.${member.name}`);
      }
    }
  }
  return names;
}
