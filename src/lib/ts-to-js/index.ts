/**
 * Build-time TypeScript → JavaScript for code samples (Node only: never import it from client code).
 *
 * `tsToJs` strips the types (`strip.ts`), formats the result with Prettier and proves it parses as the
 * JavaScript a NestJS user compiles with Babel (decorators-legacy). Any failure is a TsToJsError whose
 * message says what to do: write the JavaScript by hand in a `js variant` fence.
 */
import { parse } from '@babel/parser';
import { format } from 'prettier/standalone';
import * as babelPlugin from 'prettier/plugins/babel';
import * as estreePlugin from 'prettier/plugins/estree';
import { stripTypes, TsToJsError } from './strip';

export { TsToJsError } from './strip';

/** Prettier options of the generated JavaScript (the NestJS starter's style). */
export const JS_FORMAT = { singleQuote: true, trailingComma: 'all', printWidth: 80 } as const;

/** Parses JavaScript the way a NestJS project compiled with Babel does; throws on a syntax error. */
export function parseAsBabelJs(code: string): void {
  parse(code, { sourceType: 'module', plugins: ['decorators-legacy'] });
}

export async function tsToJs(source: string): Promise<string> {
  const stripped = stripTypes(source);
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
  return formatted.replace(/\n$/, '');
}
