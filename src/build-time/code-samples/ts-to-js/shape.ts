/**
 * The shape of a TypeScript code sample, and the wrapper that makes a fragment a valid file
 * (build time, Node only). Shared by the JavaScript generator (`./index.ts`) and the sample check
 * (`src/build-time/code-samples/sample-check`), so both read a fragment the same way:
 *
 * - `module`: the sample parses as a file as it is (a whole file, or declarations and statements);
 * - `members`: class members shown alone (a method, a constructor, decorated properties, with `// ...`
 *   between them) — wrapped in a class;
 * - `statements`: statements that only parse inside a function (a top-level `return`), or a snippet
 *   without imports that awaits at the top level — wrapped in an async function.
 *
 * The wrapper adds exactly one line before the sample and one after it, so a line of the wrapped code is
 * the sample's line plus one.
 */
import { parse } from '@babel/parser';
import type * as t from '@babel/types';

export type SampleShape = 'module' | 'members' | 'statements';

/** The name of the class or function a fragment is wrapped in. */
export const WRAPPER_NAME = '__Sample';

export type Wrapper = { readonly open: string; readonly close: string };

export const WRAPPERS: Readonly<Record<Exclude<SampleShape, 'module'>, Wrapper>> = {
  members: { open: `class ${WRAPPER_NAME} {`, close: '}' },
  statements: { open: `async function ${WRAPPER_NAME}() {`, close: '}' },
};

export type ClassifiedSample = {
  readonly shape: SampleShape;
  /** Whether the sample has import declarations of its own (a snippet without any gets none added). */
  readonly hasImports: boolean;
};

const TS_PLUGINS = ['typescript', 'decorators-legacy'] as const;

/** Parses TypeScript as a module; throws Babel's SyntaxError (with `loc`) on failure. */
export function parseTs(code: string): t.File {
  return parse(code, { sourceType: 'module', plugins: [...TS_PLUGINS], errorRecovery: false });
}

export function wrap(source: string, shape: SampleShape): string {
  if (shape === 'module') return source;
  const { open, close } = WRAPPERS[shape];
  return `${open}\n${source}\n${close}`;
}

/** Lines the wrapper adds before the sample (to map a line of the wrapped code back). */
export const lineOffset = (shape: SampleShape): number => (shape === 'module' ? 0 : 1);

const hasTopLevelAwait = (program: t.Program): boolean =>
  program.body.some(
    (statement) =>
      (statement.type === 'ExpressionStatement' && statement.expression.type === 'AwaitExpression') ||
      (statement.type === 'VariableDeclaration' &&
        statement.declarations.some((d) => d.init?.type === 'AwaitExpression')) ||
      (statement.type === 'ForOfStatement' && statement.await),
  );

const parses = (code: string): boolean => {
  try {
    parseTs(code);
    return true;
  } catch {
    return false;
  }
};

/**
 * Reads the shape of a sample. Throws the parse error of the sample as a file when no wrapper makes it
 * parse either (a real syntax error).
 */
export function classifySample(source: string): ClassifiedSample {
  let file: t.File;
  try {
    file = parseTs(source);
  } catch (error) {
    if (parses(wrap(source, 'members'))) return { shape: 'members', hasImports: false };
    if (parses(wrap(source, 'statements'))) return { shape: 'statements', hasImports: false };
    throw error;
  }
  const body = file.program.body;
  const hasImports = body.some((s) => s.type === 'ImportDeclaration');
  const hasExports = body.some((s) => s.type.startsWith('Export'));
  if (!hasImports && !hasExports && hasTopLevelAwait(file.program)) {
    return { shape: 'statements', hasImports };
  }
  return { shape: 'module', hasImports };
}

/**
 * The sample again from wrapped, formatted code: the wrapper's first and last lines removed and the body
 * dedented by the indentation of its least-indented line.
 */
export function unwrap(code: string, shape: SampleShape): string {
  if (shape === 'module') return code;
  const lines = code.replace(/\n+$/, '').split('\n');
  const first = lines[0] ?? '';
  const last = lines.at(-1) ?? '';
  const head = WRAPPERS[shape].open.slice(0, -1).trimEnd();
  // A wrapper left empty formats as `class __Sample {}`: nothing of the sample remains.
  if (lines.length === 1 && first.startsWith(head) && first.trimEnd().endsWith('{}')) return '';
  if (!first.startsWith(head) || last !== '}') {
    throw new Error(`the wrapped ${shape} sample lost its wrapper: ${JSON.stringify(first)}`);
  }
  const body = lines.slice(1, -1);
  const indents = body.filter((l) => l.trim()).map((l) => /^ */.exec(l)?.[0].length ?? 0);
  const indent = indents.length ? Math.min(...indents) : 0;
  return body.map((l) => l.slice(Math.min(indent, /^ */.exec(l)?.[0].length ?? 0))).join('\n');
}
