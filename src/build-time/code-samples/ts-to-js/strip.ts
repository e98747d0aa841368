/**
 * TypeScript → JavaScript as a NestJS user writes it with Babel (unformatted; `index.ts` formats it).
 *
 * The TypeScript is parsed with @babel/parser and turned into text edits (`edits.ts`), so comments and
 * blank lines stay where the author put them:
 * - types, interfaces, type aliases, `declare`, overloads, generics, access modifiers, `readonly`,
 *   `abstract`, `!`/`?` markers, `as`/`satisfies`/`<T>` casts and `implements` clauses are removed;
 *   property declarations with a type and no value are dropped (kept, untyped, when decorated);
 * - constructor injection becomes `@Dependencies(A, B)` on the class plus `this.a = a` assignments for
 *   parameter properties; `@Inject(TOKEN)` contributes TOKEN, `@InjectRepository(X)` and its kin
 *   contribute `getRepositoryToken(X)` (imported from the same package);
 * - parameter decorators of a method become `@Bind(Param('id'), Body())` on the method;
 * - enums become frozen objects (`const Role = Object.freeze({ Admin: 'admin' })`, no reverse mapping);
 * - imports used only as types are dropped; `Dependencies`/`Bind` join the '@nestjs/common' import
 *   (option `addImports`: false for a snippet that shows no import line, which then gets none);
 * - class members shown alone come wrapped in a class (`shape.ts`, option `wrapperClass`): that class is
 *   not shown, so its constructor's parameter decorators go without a `@Dependencies()`.
 * What cannot be expressed this way throws a TsToJsError that asks for a hand-written variant.
 */
import { parse } from '@babel/parser';
import _traverse, { type NodePath } from '@babel/traverse';
import * as t from '@babel/types';
import { SourceEdits } from './edits';
import { parseTs } from './shape';

// @babel/traverse is CommonJS with a default export: unwrap it under every module loader.
type TraverseFn = typeof _traverse;
const traverse: TraverseFn =
  (_traverse as unknown as { default?: TraverseFn }).default ?? (_traverse as TraverseFn);

/** Raised for a sample the transform cannot convert; `line` is 1-based within the sample. */
export class TsToJsError extends Error {
  constructor(
    message: string,
    readonly line?: number,
  ) {
    super(message);
    this.name = 'TsToJsError';
  }
}

const NEST_COMMON = '@nestjs/common';

/** Constructor-parameter decorators that stand for a token function of the same package. */
const TOKEN_DECORATORS: Readonly<Record<string, string>> = {
  InjectRepository: 'getRepositoryToken',
  InjectModel: 'getModelToken',
  InjectConnection: 'getConnectionToken',
  InjectDataSource: 'getDataSourceToken',
  InjectEntityManager: 'getEntityManagerToken',
  InjectQueue: 'getQueueToken',
  InjectFlowProducer: 'getFlowProducerToken',
};

/** Node types whose whole subtree is type information. */
const TYPE_CONTEXTS = new Set([
  'TSTypeAnnotation',
  'TSTypeParameterInstantiation',
  'TSTypeParameterDeclaration',
  'TSInterfaceDeclaration',
  'TSTypeAliasDeclaration',
  'TSExpressionWithTypeArguments',
  'TSClassImplements',
  'TSInterfaceHeritage',
  'TSDeclareFunction',
  'TSDeclareMethod',
  'TSModuleDeclaration',
  'TSIndexSignature',
]);

const CAST_TYPES = new Set(['TSAsExpression', 'TSSatisfiesExpression', 'TSTypeAssertion']);

const MODIFIERS = /\b(?:public|private|protected|readonly|override|abstract|declare)\s+/g;

function fail(message: string, node: t.Node): never {
  throw new TsToJsError(message, node.loc?.start.line);
}

function isInType(path: NodePath): boolean {
  let current: NodePath | null = path;
  while (current) {
    if (TYPE_CONTEXTS.has(current.node.type)) return true;
    const parent: NodePath | null = current.parentPath;
    if (parent && CAST_TYPES.has(parent.node.type) && current.key === 'typeAnnotation') return true;
    current = parent;
  }
  return false;
}

type Range = { start: number; end: number };
const range = (node: t.Node): Range => ({ start: node.start ?? 0, end: node.end ?? 0 });

export type StripOptions = {
  /** The sample is class members wrapped in a class of this name, which the reader never sees. */
  readonly wrapperClass?: string;
  /** Add import lines (`Dependencies`, `Bind`, token functions); false for a snippet shown without any. */
  readonly addImports?: boolean;
};

/** The steps of the list above, in order: parse, convert node by node, then fix the imports. */
export function stripTypes(source: string, options: StripOptions = {}): string {
  const ast = parseSample(source);
  const strip = new Strip(source, ast, options.wrapperClass);
  traverse(ast, { enter: (path) => strip.visit(path) });
  const helpers = options.addImports === false ? new Set<string>() : strip.helpers;
  rewriteImports(ast, strip.edits, strip.valueNames, helpers, strip.tokenImports);
  return pruneUnusedImports(strip.edits.render());
}

function parseSample(source: string): t.File {
  try {
    return parseTs(source);
  } catch (error) {
    const e = error as { message: string; loc?: { line: number } };
    throw new TsToJsError(`the TypeScript does not parse: ${e.message}`, e.loc?.line);
  }
}

/**
 * One sample's conversion: the text edits it collects while `visit` walks the tree, and what the import
 * step needs to know afterwards (names still used as values, helpers and token functions to import).
 */
class Strip {
  readonly edits: SourceEdits;
  /** Names the JavaScript still refers to as values (their imports stay). */
  readonly valueNames = new Set<string>();
  /** `Dependencies` and `Bind`, when the conversion used them. */
  readonly helpers = new Set<'Dependencies' | 'Bind'>();
  /** Token functions to import, by package: getRepositoryToken from '@nestjs/typeorm', … */
  readonly tokenImports = new Map<string, Set<string>>();
  /** Local name → the module it is imported from. */
  private readonly importSources = new Map<string, string>();
  /** `this` parameters already removed whole, type annotation included. */
  private readonly thisParams = new Set<t.Node>();

  constructor(
    private readonly source: string,
    ast: t.File,
    private readonly wrapperClass: string | undefined,
  ) {
    this.edits = new SourceEdits(source);
    for (const statement of ast.program.body) {
      if (!t.isImportDeclaration(statement)) continue;
      for (const specifier of statement.specifiers)
        this.importSources.set(specifier.local.name, statement.source.value);
    }
  }

  /** Every node, parents first: type-only statements go, type syntax goes, classes and enums convert. */
  visit(path: NodePath): void {
    if (this.removeTypeOnlyStatement(path)) return;
    if (this.removeTypeSyntax(path)) return;
    const node = path.node;
    if (t.isClassDeclaration(node) || t.isClassExpression(node)) {
      this.convertClass(path as NodePath<t.ClassDeclaration | t.ClassExpression>);
    }
    if (t.isFunction(node)) this.convertFunctionParams(node);
  }

  // ---- Step 1: statements that are types only (interfaces, aliases, `declare`, type exports, enums) ----

  /** Handles the statement; true when nothing more is to be done in it (removed, converted, skipped). */
  private removeTypeOnlyStatement(path: NodePath): boolean {
    const node = path.node;
    switch (node.type) {
      case 'TSInterfaceDeclaration':
      case 'TSTypeAliasDeclaration':
      case 'TSDeclareFunction':
        this.removeStatement(path);
        return true;
      case 'TSModuleDeclaration':
        if (
          !node.declare &&
          !(node as { kind?: string }).kind?.includes('global') &&
          !t.isStringLiteral(node.id)
        ) {
          fail('a TypeScript namespace has no JavaScript equivalent', node);
        }
        this.removeStatement(path);
        return true;
      case 'TSImportEqualsDeclaration':
      case 'TSExportAssignment':
        return fail('`import x = require()` and `export =` have no ES module equivalent', node);
      case 'TSEnumDeclaration':
        if (node.declare) this.removeStatement(path);
        else this.convertEnum(path as NodePath<t.TSEnumDeclaration>);
        return true;
      case 'VariableDeclaration':
      case 'ClassDeclaration':
        if (!node.declare) return false;
        this.removeStatement(path);
        return true;
      case 'ExportNamedDeclaration':
        if (node.exportKind === 'type') {
          this.removeStatement(path);
          return true;
        }
        for (const specifier of node.specifiers) {
          if (t.isExportSpecifier(specifier) && specifier.exportKind === 'type') {
            fail('`export { type X }` is not supported: export the type separately', specifier);
          }
        }
        return false;
      case 'ExportAllDeclaration':
        if (node.exportKind !== 'type') return false;
        this.removeStatement(path);
        return true;
      case 'ImportDeclaration':
        path.skip(); // imports are rewritten at the end (rewriteImports)
        return true;
      default:
        return false;
    }
  }

  /** Removes a statement, or the export around it, with its directly attached leading comments. */
  private removeStatement(path: NodePath): void {
    const target =
      path.parentPath?.isExportNamedDeclaration() || path.parentPath?.isExportDefaultDeclaration()
        ? path.parentPath
        : path;
    let start = target.node.start ?? 0;
    const comments = target.node.leadingComments ?? [];
    for (const comment of [...comments].reverse()) {
      const between = this.source.slice(comment.end ?? 0, start);
      if (!/^[ \t]*\n?[ \t]*$/.test(between)) break;
      start = comment.start ?? start;
    }
    this.edits.removeLines(start, target.node.end ?? 0);
    target.skip();
  }

  /** `enum Role { Admin = 'admin' }` → `const Role = Object.freeze({ Admin: 'admin' });` */
  private convertEnum(path: NodePath<t.TSEnumDeclaration>): void {
    const node = path.node;
    let next: number | undefined = 0;
    const members = node.members.map((member) => {
      const key = t.isIdentifier(member.id) ? member.id.name : JSON.stringify(member.id.value);
      let value: string;
      if (member.initializer) {
        value = this.text(member.initializer);
        const literal = member.initializer;
        next = t.isNumericLiteral(literal) ? literal.value + 1 : undefined;
      } else {
        if (next === undefined) fail(`enum member \`${key}\` needs a value`, member);
        value = String(next);
        next += 1;
      }
      return `${key}: ${value}`;
    });
    this.edits.replace(
      node.start ?? 0,
      node.end ?? 0,
      `const ${node.id.name} = Object.freeze({ ${members.join(', ')} });`,
    );
    path.skip();
  }

  // ---- Step 2: type syntax inside code (annotations, generics, casts, `!` and `?` markers) ----------

  /** Removes the node's type syntax; true when its subtree was all type (skipped). */
  private removeTypeSyntax(path: NodePath): boolean {
    const node = path.node;
    switch (node.type) {
      case 'TSTypeAnnotation':
      case 'TSTypeParameterDeclaration':
      case 'TSTypeParameterInstantiation':
        // A `this` parameter's annotation went with the parameter (convertFunctionParams).
        if (!this.thisParams.has(path.parent)) this.edits.remove(node.start ?? 0, node.end ?? 0);
        path.skip();
        return true;
      case 'TSAsExpression':
      case 'TSSatisfiesExpression':
      case 'TSNonNullExpression':
        this.edits.remove(node.expression.end ?? 0, node.end ?? 0);
        return false;
      case 'TSTypeAssertion': {
        const close = this.source.indexOf('>', node.typeAnnotation.end ?? 0);
        this.edits.remove(node.start ?? 0, close + 1);
        return false;
      }
      case 'Identifier':
        if (node.optional && !isInType(path)) {
          const at = (node.start ?? 0) + node.name.length;
          if (this.source[at] === '?') this.edits.remove(at, at + 1);
        }
        if (!isInType(path) && path.isReferencedIdentifier()) this.valueNames.add(node.name);
        return false;
      case 'VariableDeclarator':
        if (node.definite) this.removeMarker('!', node.id.start ?? 0, node.end ?? 0);
        return false;
      default:
        return false;
    }
  }

  /** Removes each modifier keyword (`private`, `readonly`, …) found in [from, to). */
  private removeModifiers(from: number, to: number): void {
    for (const match of this.source.slice(from, to).matchAll(MODIFIERS)) {
      const at = from + (match.index ?? 0);
      this.edits.remove(at, at + match[0].length);
    }
  }

  /** Removes the first `marker` character after `from` and before `to` (the `?` or `!` of a name). */
  private removeMarker(marker: '?' | '!', from: number, to: number): void {
    const at = this.source.indexOf(marker, from);
    if (at !== -1 && at < to) this.edits.remove(at, at + 1);
  }

  /** A `this` parameter goes; parameter decorators outside a class method cannot be converted. */
  private convertFunctionParams(node: t.Function): void {
    // `function (this: Cat, factor: number)`: the `this` parameter only types `this`; it goes, with
    // the comma after it.
    const [first, second] = node.params;
    if (t.isIdentifier(first) && first.name === 'this') {
      this.thisParams.add(first);
      this.edits.remove(first.start ?? 0, second ? (second.start ?? 0) : (first.end ?? 0));
    }
    if (t.isClassMethod(node) || t.isClassPrivateMethod(node)) return;
    for (const param of node.params) {
      const decorators = 'decorators' in param ? param.decorators : null;
      if (decorators?.[0]) fail('parameter decorators outside a class method', decorators[0]);
    }
  }

  // ---- Step 3: classes (modifiers, `implements`, members, constructor injection, `@Bind`) ---------

  private convertClass(path: NodePath<t.ClassDeclaration | t.ClassExpression>): void {
    const node = path.node;
    const shown = !(this.wrapperClass && path.parentPath.isProgram() && node.id?.name === this.wrapperClass);
    const classDecorated = (node.decorators ?? []).length > 0;
    const head = decoratorsEnd(node);
    const classKeyword = this.source.slice(head).search(/\bclass\b/);
    if ('abstract' in node && node.abstract && classKeyword !== -1)
      this.removeModifiers(head, head + classKeyword);
    const implemented = node.implements ?? [];
    const [first, last] = [implemented[0], implemented.at(-1)];
    if (first && last) {
      const keyword = this.source.lastIndexOf('implements', first.start ?? 0);
      this.edits.remove(keyword, last.end ?? 0);
    }
    for (const member of node.body.body) {
      if (
        t.isTSIndexSignature(member) ||
        t.isTSDeclareMethod(member) ||
        ((t.isClassProperty(member) || t.isClassPrivateProperty(member)) &&
          (('declare' in member && member.declare) ||
            ('abstract' in member && member.abstract) ||
            (!member.value && !(member.decorators ?? []).length)))
      ) {
        this.edits.removeLines(member.start ?? 0, member.end ?? 0);
        continue;
      }
      if (t.isStaticBlock(member) || t.isClassAccessorProperty(member)) continue;
      const key = member.key;
      this.removeModifiers(decoratorsEnd(member), key.start ?? 0);
      const afterKey =
        'computed' in member && member.computed ? this.source.indexOf(']', key.end ?? 0) + 1 : (key.end ?? 0);
      if ((t.isClassProperty(member) || t.isClassPrivateProperty(member)) && member.definite) {
        this.removeMarker('!', afterKey, member.end ?? 0);
      }
      if (member.optional) this.removeMarker('?', afterKey, member.end ?? 0);
      if (t.isClassMethod(member) && member.kind === 'constructor') {
        const tokens = this.convertConstructor(member, classDecorated, shown);
        if (classDecorated && tokens.length) {
          this.helpers.add('Dependencies');
          this.edits.insert(decoratorsEnd(node), `\n@Dependencies(${tokens.join(', ')})`);
        }
      } else if (t.isClassMethod(member) || t.isClassPrivateMethod(member)) {
        this.convertMethodParams(member);
      }
    }
  }

  /**
   * Constructor injection: parameter properties become `this.x = x`, and the injection tokens are
   * returned for `@Dependencies()`. `shown`: the class around the constructor is part of the sample;
   * when only the members are shown, parameter decorators go without a `@Dependencies()` to carry
   * their tokens (the class is not there).
   */
  private convertConstructor(ctor: t.ClassMethod, classDecorated: boolean, shown: boolean): string[] {
    const tokens: string[] = [];
    const assignments: string[] = [];
    for (const raw of ctor.params) {
      const param = t.isTSParameterProperty(raw) ? raw.parameter : raw;
      const decorators =
        (t.isTSParameterProperty(raw) ? raw.decorators : (param as t.Identifier).decorators) ?? [];
      const name = paramName(param);
      if (t.isTSParameterProperty(raw)) {
        if (!name) fail('a parameter property must be a plain name', raw);
        this.removeModifiers(decoratorsEnd(raw), param.start ?? 0);
        assignments.push(`this.${name} = ${name};`);
      }
      for (const decorator of decorators) this.edits.remove(decorator.start ?? 0, decorator.end ?? 0);
      if (!shown) continue;
      if (classDecorated) {
        if (t.isRestElement(param)) fail('a rest parameter cannot be injected', param);
        tokens.push(this.injectionToken(param, decorators, name ?? 'parameter'));
      } else if (decorators[0]) {
        fail('parameter decorators on the constructor of an undecorated class', decorators[0]);
      }
    }
    if (assignments.length && ctor.body) {
      const body = ctor.body.body;
      const superCall = body.find(
        (s) =>
          t.isExpressionStatement(s) && t.isCallExpression(s.expression) && t.isSuper(s.expression.callee),
      );
      const at = superCall ? (superCall.end ?? 0) : (ctor.body.start ?? 0) + 1;
      this.edits.insert(at, `\n${assignments.join('\n')}\n`);
    }
    return tokens;
  }

  /** The injection token of a constructor parameter, as JavaScript source. */
  private injectionToken(param: t.Node, decorators: t.Decorator[], name: string): string {
    if (decorators.length > 1) {
      fail(
        `constructor parameter \`${name}\` has ${decorators.length} decorators; @Dependencies() takes one token per parameter`,
        param,
      );
    }
    const decorator = decorators[0];
    if (decorator) {
      const call = decorator.expression;
      if (!t.isCallExpression(call) || !t.isIdentifier(call.callee)) {
        fail(`unsupported decorator on constructor parameter \`${name}\``, decorator);
      }
      const callee = call.callee.name;
      const [token, ...more] = call.arguments;
      if (callee === 'Inject' && token && !more.length) return this.text(token);
      const tokenFn = TOKEN_DECORATORS[callee];
      const from = this.importSources.get(callee);
      if (tokenFn && from) {
        this.tokenImports.set(from, new Set([...(this.tokenImports.get(from) ?? []), tokenFn]));
        this.valueNames.add(tokenFn);
        const args = call.arguments.map((a) => this.text(a)).join(', ');
        return `${tokenFn}(${args})`;
      }
      if (callee !== 'Inject') {
        fail(
          `@${callee}() on constructor parameter \`${name}\` has no @Dependencies() equivalent`,
          decorator,
        );
      }
    }
    const annotation = t.isIdentifier(param)
      ? param.typeAnnotation
      : t.isAssignmentPattern(param) && t.isIdentifier(param.left)
        ? param.left.typeAnnotation
        : undefined;
    const type = t.isTSTypeAnnotation(annotation) ? annotation.typeAnnotation : undefined;
    // A generic class is injected by its name (`ConfigService<Env, true>` → ConfigService), as
    // TypeScript's decorator metadata records it.
    if (type && t.isTSTypeReference(type)) {
      let root: t.TSEntityName = type.typeName;
      while (t.isTSQualifiedName(root)) root = root.left;
      if (t.isIdentifier(root)) this.valueNames.add(root.name);
      return this.source.slice(type.typeName.start ?? 0, type.typeName.end ?? 0);
    }
    return fail(
      `cannot tell what to inject for constructor parameter \`${name}\`: give it a class type or @Inject(TOKEN)`,
      param,
    );
  }

  /** Parameter decorators of a method → `@Bind(Param('id'), Body())` on the method. */
  private convertMethodParams(method: t.ClassMethod | t.ClassPrivateMethod): void {
    const parts: (() => string)[] = [];
    method.params.forEach((raw, index) => {
      const decorators = ('decorators' in raw ? raw.decorators : null) ?? [];
      const [decorator, second] = decorators;
      if (second) fail('a parameter with several decorators has no @Bind() equivalent', second);
      if (!decorator) return;
      if (parts.length !== index) {
        fail('@Bind() needs the decorated parameters first; an undecorated one comes before', decorator);
      }
      this.edits.remove(decorator.start ?? 0, decorator.end ?? 0);
      parts.push(() => this.text(decorator.expression));
    });
    if (!parts.length) return;
    this.helpers.add('Bind');
    const bind = () => `@Bind(${parts.map((part) => part()).join(', ')})`;
    if ((method.decorators ?? []).length) this.edits.insert(decoratorsEnd(method), () => `\n${bind()}`);
    else this.edits.insert(method.start ?? 0, () => `${bind()}\n`);
  }

  /** A node's text with the edits made inside it so far (lazily, for `@Bind` arguments). */
  private text(node: t.Node): string {
    return this.edits.render(node.start ?? 0, node.end ?? 0);
  }
}

function decoratorsEnd(node: { decorators?: t.Decorator[] | null; start?: number | null }): number {
  const decorators = node.decorators ?? [];
  return decorators.at(-1)?.end ?? node.start ?? 0;
}

function paramName(param: t.Node): string | undefined {
  if (t.isIdentifier(param)) return param.name;
  if (t.isAssignmentPattern(param) && t.isIdentifier(param.left)) return param.left.name;
  return undefined;
}

/**
 * Second pass, on the JavaScript: drops import specifiers nothing refers to any more (`Inject` once its
 * `@Inject()` parameter decorators became `@Dependencies()` tokens), and imports left empty.
 */
function pruneUnusedImports(code: string): string {
  let ast: t.File;
  try {
    ast = parse(code, { sourceType: 'module', plugins: ['decorators-legacy'] });
  } catch (error) {
    throw new TsToJsError(`the generated JavaScript does not parse: ${(error as Error).message}`);
  }
  const edits = new SourceEdits(code);
  traverse(ast, {
    ImportDeclaration(path) {
      const specifiers = path.node.specifiers;
      if (!specifiers.length) return;
      const used = specifiers.filter((s) => path.scope.getBinding(s.local.name)?.referenced ?? true);
      if (used.length === specifiers.length) return;
      const { start, end } = range(path.node);
      if (!used.length) edits.removeLines(start, end);
      else edits.replace(start, end, importText(used, [], path.node.source));
    },
  });
  return edits.render();
}

function rewriteImports(
  ast: t.File,
  edits: SourceEdits,
  valueNames: ReadonlySet<string>,
  helpers: ReadonlySet<string>,
  tokenImports: ReadonlyMap<string, ReadonlySet<string>>,
): void {
  const additions = new Map<string, Set<string>>(
    [...tokenImports].map(([from, names]) => [from, new Set(names)]),
  );
  if (helpers.size) {
    const common = additions.get(NEST_COMMON) ?? new Set<string>();
    helpers.forEach((h) => common.add(h));
    additions.set(NEST_COMMON, common);
  }
  const imports = ast.program.body.filter((s): s is t.ImportDeclaration => t.isImportDeclaration(s));

  for (const declaration of imports) {
    const from = declaration.source.value;
    if (declaration.importKind === 'type') {
      edits.removeLines(declaration.start ?? 0, declaration.end ?? 0);
      continue;
    }
    if (!declaration.specifiers.length) continue; // side-effect import
    const kept = declaration.specifiers.filter(
      (s) => !(t.isImportSpecifier(s) && s.importKind === 'type') && valueNames.has(s.local.name),
    );
    const extra = [...(additions.get(from) ?? [])].filter((name) => !kept.some((s) => s.local.name === name));
    additions.delete(from);
    if (kept.length === declaration.specifiers.length && !extra.length) continue;
    if (!kept.length && !extra.length) {
      edits.removeLines(declaration.start ?? 0, declaration.end ?? 0);
      continue;
    }
    edits.replace(declaration.start ?? 0, declaration.end ?? 0, importText(kept, extra, declaration.source));
  }

  if (!additions.size) return;
  // New imports go before the first one ('@nestjs/common' first, as in the NestJS starter).
  const first = imports[0];
  const lines = [...additions].map(([from, names]) => importText([], [...names], t.stringLiteral(from)));
  edits.insert(first?.start ?? 0, `${lines.join('\n')}\n${first ? '' : '\n'}`);
}

function importText(
  kept: t.ImportDeclaration['specifiers'],
  extra: string[],
  source: t.StringLiteral,
): string {
  const defaults: string[] = [];
  const named: string[] = [];
  for (const specifier of kept) {
    if (t.isImportDefaultSpecifier(specifier)) defaults.push(specifier.local.name);
    else if (t.isImportNamespaceSpecifier(specifier)) defaults.push(`* as ${specifier.local.name}`);
    else {
      const imported = t.isIdentifier(specifier.imported)
        ? specifier.imported.name
        : JSON.stringify(specifier.imported.value);
      named.push(imported === specifier.local.name ? imported : `${imported} as ${specifier.local.name}`);
    }
  }
  named.push(...[...extra].sort());
  const parts = [...defaults, ...(named.length ? [`{ ${named.join(', ')} }`] : [])];
  return `import ${parts.join(', ')} from '${source.value}';`;
}
