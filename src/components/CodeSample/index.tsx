/**
 * A code sample: a bar with the file name (or the language), the JS/TS switch when the sample has a
 * JavaScript variant, and a copy button; then the highlighted code of each variant.
 *
 * Both variants are in the server-rendered HTML. Which one shows is decided by CSS from the
 * `data-code-language` attribute on <html> (set before first paint), so the first paint is right and
 * hydration never has to change the markup; without JavaScript the TypeScript shows.
 */
import React, { type ReactNode } from 'react';
import { useCodeLanguage } from '@site/src/hooks/useCodeLanguage';
import { jsFileName } from '@site/src/plugins/remark-code-samples/meta';
import Highlighted from './Highlighted';
import LanguageSwitch from './LanguageSwitch';
import CopyButton from './CopyButton';

export type CodeSampleProps = {
  /** Prism language of `code` (`ts`, `bash`, `json`, …; `text` for none). */
  readonly language: string;
  readonly code: string;
  /** File name shown in the bar; for a TypeScript sample its extension follows the language shown. */
  readonly title?: string;
  /** The JavaScript variant of a TypeScript sample (generated at build time or hand-written). */
  readonly js?: string;
};

/** Names shown in the bar when a sample has no file name. */
const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  ts: 'TypeScript',
  typescript: 'TypeScript',
  js: 'JavaScript',
  javascript: 'JavaScript',
  bash: 'Terminal',
  shell: 'Terminal',
  sh: 'Terminal',
  json: 'JSON',
  yaml: 'YAML',
  graphql: 'GraphQL',
  docker: 'Dockerfile',
  dockerfile: 'Dockerfile',
  text: 'Text',
};

function Label({ title, language, hasJs }: { title?: string; language: string; hasJs: boolean }): ReactNode {
  if (!hasJs) return title ?? LANGUAGE_NAMES[language] ?? language;
  const [ts, js] = title ? [title, jsFileName(title)] : [LANGUAGE_NAMES.ts, LANGUAGE_NAMES.js];
  return (
    <>
      <span data-variant="ts">{ts}</span>
      <span data-variant="js">{js}</span>
    </>
  );
}

export default function CodeSample({ language, code, title, js }: CodeSampleProps): ReactNode {
  const [shown] = useCodeLanguage();
  const hasJs = js !== undefined;
  const visibleCode = hasJs && shown === 'js' ? js : code;
  return (
    <div className="code-sample" data-has-js={hasJs ? 'true' : undefined}>
      <div className="code-sample__bar">
        <span className="code-sample__title">
          <Label title={title} language={language} hasJs={hasJs} />
        </span>
        <span className="code-sample__buttons">
          {hasJs && <LanguageSwitch />}
          <CopyButton text={visibleCode} />
        </span>
      </div>
      <Highlighted code={code} language={language} variant={hasJs ? 'ts' : undefined} />
      {hasJs && <Highlighted code={js} language="js" variant="js" />}
    </div>
  );
}
