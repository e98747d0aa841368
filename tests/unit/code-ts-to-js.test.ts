/**
 * The build-time TypeScript → JavaScript transform of code samples (`src/build-time/code-samples/ts-to-js`).
 */
import { parseAsBabelJs, tsToJs, TsToJsError } from '@site/src/build-time/code-samples/ts-to-js';
import { CASES } from './fixtures/code-samples/ts-to-js-cases';
import { FRAGMENT_CASES } from './fixtures/code-samples/ts-to-js-fragment-cases';
import { classifySample, wrap } from '@site/src/build-time/code-samples/ts-to-js/shape';

/** The table's template literals start and end with a line break for readability. */
const trimmed = (code: string) => code.replace(/^\n/, '').replace(/\n$/, '');

describe('tsToJs: the table', () => {
  it('has at least 40 cases over every kind of NestJS file', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
    const kinds = new Set(CASES.map((c) => c.name.split(':')[0]));
    for (const kind of [
      'controller',
      'provider',
      'module',
      'middleware',
      'guard',
      'pipe',
      'interceptor',
      'filter',
      'gateway',
      'resolver',
      'dto',
      'function',
    ]) {
      expect(kinds).toContain(kind);
    }
  });

  it.each(CASES.map((c) => [c.name, c] as const))('%s', async (_name, { ts, js }) => {
    const output = await tsToJs(trimmed(ts));
    expect(output).toBe(trimmed(js));
    parseAsBabelJs(output);
  });
});

describe('tsToJs: fragments (class members shown alone, statements)', () => {
  it.each(FRAGMENT_CASES.map((c) => [c.name, c] as const))('%s', async (_name, { ts, js }) => {
    const source = trimmed(ts);
    const output = await tsToJs(source);
    expect(output).toBe(trimmed(js));
    // Proved to parse as Babel JavaScript inside the same wrapper the sample check uses.
    parseAsBabelJs(wrap(output, classifySample(source).shape));
  });

  it('adds no import line to a snippet that shows none', async () => {
    for (const { ts } of FRAGMENT_CASES) {
      expect(await tsToJs(trimmed(ts))).not.toMatch(/^import /m);
    }
  });

  it('still adds the imports a whole module needs', async () => {
    const out = await tsToJs(`import { Controller, Get, Param } from '@nestjs/common';
@Controller('cats')
export class CatsController {
  @Get(':id')
  findOne(@Param('id') id: string) {}
}`);
    expect(out).toContain("import { Controller, Get, Param, Bind } from '@nestjs/common';");
  });

  it('reads the shape of a sample', () => {
    expect(classifySample('import { A } from "a";\nexport class B {}')).toEqual({
      shape: 'module',
      hasImports: true,
    });
    expect(classifySample('findAll() {\n  return [];\n}')).toEqual({ shape: 'members', hasImports: false });
    expect(classifySample('@Get()\nfindAll() {}')).toEqual({ shape: 'members', hasImports: false });
    expect(classifySample('return 1;')).toEqual({ shape: 'statements', hasImports: false });
    expect(classifySample('const a = await f();')).toEqual({ shape: 'statements', hasImports: false });
    expect(classifySample('const a = f();')).toEqual({ shape: 'module', hasImports: false });
    expect(() => classifySample('export class {')).toThrow();
  });

  it('names the line of the sample, not of the wrapper, when a member cannot be converted', async () => {
    const error = await tsToJs(`@Get()
find(
  @Param('id') @Other() id: string,
) {}`).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(TsToJsError);
    expect((error as TsToJsError).message).toMatch(/several decorators/);
    expect((error as TsToJsError).line).toBe(3);
  });
});

describe('tsToJs: pointed rules', () => {
  const js = (ts: string) => tsToJs(trimmed(ts));

  it('adds Dependencies to an existing @nestjs/common import, once', async () => {
    const out = await js(`
import { Injectable } from '@nestjs/common';
import { A } from './a';
import { B } from './b';
@Injectable()
export class C {
  constructor(private a: A, private b: B) {}
}`);
    expect(out.match(/import .*Dependencies.* from '@nestjs\/common'/g)).toHaveLength(1);
    expect(out).toContain('@Dependencies(A, B)');
    expect(out).toContain('this.a = a;');
    expect(out).toContain('this.b = b;');
  });

  it('injects a generic class by its name, as the decorator metadata of TypeScript does', async () => {
    const out = await js(`
import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { Env } from './env';
@Injectable()
export class C {
  constructor(private config: ConfigService<Env, true>) {}
}`);
    expect(out).toContain('@Dependencies(ConfigService)');
    expect(out).toContain('constructor(config) {');
    expect(out).toContain("import { ConfigService } from '@nestjs/config';");
    expect(out).not.toMatch(/\bEnv\b/);
  });

  it('removes a `this` parameter, keeping the function and its other parameters', async () => {
    const out = await js(`
import { Virtual } from '@nestjs/mongoose';
export class Cat {
  age: number;
  @Virtual({
    get: function (this: Cat) {
      return this.age >= 11;
    },
  })
  isSenior: boolean;
}
export function scale(this: Cat, factor: number) {
  return this.age * factor;
}`);
    expect(out).toContain('get: function () {');
    expect(out).toContain('export function scale(factor) {');
    expect(() => parseAsBabelJs(out)).not.toThrow();
  });

  it('drops imports used only as types, keeps those used as values', async () => {
    const out = await js(`
import { Type, mixin } from '@nestjs/common';
export function Tagged(base: Type) {
  return mixin(class extends base {});
}`);
    expect(out).toContain("import { mixin } from '@nestjs/common';");
    expect(out).not.toMatch(/\bType\b/);
  });

  it('drops @Inject from the import once its uses become @Dependencies tokens', async () => {
    const out = await js(`
import { Inject, Injectable } from '@nestjs/common';
@Injectable()
export class C {
  constructor(@Inject('TOKEN') private readonly value: string) {}
}`);
    expect(out).toContain("@Dependencies('TOKEN')");
    expect(out).not.toMatch(/\bInject\b/);
  });

  it('keeps the decorator order: class decorators first, then @Dependencies', async () => {
    const out = await js(`
import { Controller, UseGuards } from '@nestjs/common';
import { RolesGuard } from './roles.guard';
import { CatsService } from './cats.service';
@Controller('cats')
@UseGuards(RolesGuard)
export class CatsController {
  constructor(private cats: CatsService) {}
}`);
    expect(out.indexOf('@UseGuards(RolesGuard)')).toBeLessThan(out.indexOf('@Dependencies(CatsService)'));
    expect(out.indexOf('@Dependencies(CatsService)')).toBeLessThan(out.indexOf('export class'));
  });

  it('puts @Bind after the route decorators of the method', async () => {
    const out = await js(`
import { Controller, Get, HttpCode, Param } from '@nestjs/common';
@Controller('cats')
export class CatsController {
  @Get(':id')
  @HttpCode(204)
  find(@Param('id') id: string) {}
}`);
    expect(out).toMatch(/@Get\(':id'\)\n\s+@HttpCode\(204\)\n\s+@Bind\(Param\('id'\)\)\n\s+find\(id\) \{\}/);
  });
});

describe('tsToJs: samples it cannot convert ask for a js variant', () => {
  it.each([
    [
      '@Optional() on a constructor parameter',
      `import { Injectable, Optional, Inject } from '@nestjs/common';
@Injectable()
export class C {
  constructor(@Optional() @Inject('X') private x: string) {}
}`,
      /decorators/,
      4,
    ],
    [
      'a primitive constructor parameter with no token',
      `import { Injectable } from '@nestjs/common';
@Injectable()
export class C {
  constructor(private readonly name: string) {}
}`,
      /cannot tell what to inject/,
      4,
    ],
    [
      'a namespace',
      `export namespace Utils {
  export const x = 1;
}`,
      /namespace/,
      1,
    ],
    ['import = require', `import fs = require('fs');`, /require/, 1],
    [
      'two decorators on one method parameter',
      `import { Controller, Get, Param } from '@nestjs/common';
@Controller()
export class C {
  @Get()
  find(@Param('id') @Other() id: string) {}
}`,
      /several decorators/,
      5,
    ],
    [
      'a decorated parameter after an undecorated one',
      `import { Controller, Get, Param } from '@nestjs/common';
@Controller()
export class C {
  @Get()
  find(id: string, @Param('id') other: string) {}
}`,
      /decorated parameters first/,
      5,
    ],
    ['a syntax error', `export class {`, /does not parse/, 1],
  ])('%s', async (_name, source, message, line) => {
    const error = await tsToJs(source).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(TsToJsError);
    expect((error as TsToJsError).message).toMatch(message);
    expect((error as TsToJsError).line).toBe(line);
  });
});
