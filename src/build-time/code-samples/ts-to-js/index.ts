/**
 * Build-time TypeScript → JavaScript for code samples (Node only: never import it from client code).
 *
 * `tsToJs` reads the sample's shape (`shape.ts`: a file, class members shown alone, or statements) and
 * wraps a fragment the way the sample check does; strips the types (`strip.ts`), formats the result with
 * Prettier, proves it parses as the JavaScript a NestJS user compiles with Babel (decorators-legacy),
 * still wrapped, and unwraps it. A snippet without import lines gets none. Any failure is a TsToJsError
 * whose message says what to do: write the JavaScript by hand in a `js variant` fence.
 */
import { parse } from '@babel/parser';
import { format } from 'prettier/standalone';
import * as babelPlugin from 'prettier/plugins/babel';
import * as estreePlugin from 'prettier/plugins/estree';
import { stripTypes, TsToJsError } from './strip';
import { classifySample, lineOffset, unwrap, wrap, WRAPPER_NAME, type SampleShape } from './shape';

export { TsToJsError } from './strip';

/** Prettier options of the generated JavaScript (the NestJS starter's style). */
export const JS_FORMAT = { singleQuote: true, trailingComma: 'all', printWidth: 80 } as const;

/** Parses JavaScript the way a NestJS project compiled with Babel does; throws on a syntax error. */
export function parseAsBabelJs(code: string): void {
  parse(code, { sourceType: 'module', plugins: ['decorators-legacy'] });
}

function classify(source: string): { shape: SampleShape; hasImports: boolean } {
  try {
    return classifySample(source);
  } catch (error) {
    const e = error as { message: string; loc?: { line: number } };
    throw new TsToJsError(`the TypeScript does not parse: ${e.message}`, e.loc?.line);
  }
}

export async function tsToJs(source: string): Promise<string> {
  const { shape, hasImports } = classify(source);
  let stripped: string;
  try {
    stripped = stripTypes(wrap(source, shape), {
      wrapperClass: shape === 'members' ? WRAPPER_NAME : undefined,
      addImports: hasImports,
    });
  } catch (error) {
    if (error instanceof TsToJsError && error.line !== undefined) {
      throw new TsToJsError(error.message, Math.max(1, error.line - lineOffset(shape)));
    }
    throw error;
  }
  let formatted: string;
  try {
    formatted = await format(stripped, {
      ...JS_FORMAT,
      parser: 'babel',
      plugins: [babelPlugin, estreePlugin],
    });
  } catch (error) {
    throw new TsToJsError(`the generated JavaScript does not format: ${(error as Error).message}`);
  }
  try {
    parseAsBabelJs(formatted);
  } catch (error) {
    throw new TsToJsError(`the generated JavaScript does not parse: ${(error as Error).message}`);
  }
  return unwrap(formatted, shape).replace(/\n$/, '');
}
