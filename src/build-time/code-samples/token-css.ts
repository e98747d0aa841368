/**
 * The token colour rules as a stylesheet, written from TOKEN_GROUPS for the site plugin to load on
 * every page (a client module), so the classes, their order and the Prism theme have one source.
 */
import fs from 'node:fs';
import path from 'node:path';
import { tokenRulesCss } from '../../lib/code-samples/token-html';

/** Writes the stylesheet under the generated files (only when it changed) and returns its path. */
export function writeTokenCss(generatedFilesDir: string): string {
  const file = path.join(generatedFilesDir, 'nestjs-site', 'code-tokens.css');
  const css = `/* Generated from TOKEN_GROUPS (src/lib/code-samples/token-html.ts) by the site plugin. */\n${tokenRulesCss()}`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== css) fs.writeFileSync(file, css);
  return file;
}
