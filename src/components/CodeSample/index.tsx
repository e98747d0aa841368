/**
 * A code sample: a bar with the file name (or the language), the JS/TS switch when the sample has a
 * JavaScript variant, and a copy button; then the highlighted code of each variant.
 *
 * Both variants are in the server-rendered HTML. Which one shows is decided by CSS from the
 * `data-code-language` attribute on <html> (set before first paint), so the first paint is right and
 * hydration never has to change the markup; without JavaScript the TypeScript shows.
 */
import React, { useRef, type ReactNode } from 'react';
import { jsFileName } from '@site/src/lib/code-samples/fence-meta';
import StaticCode from './StaticCode';
import SampleButtons from './SampleButtons';

export type CodeSampleProps = {
  /** Prism language of the code (`ts`, `bash`, `json`, …; `text` for none). */
  readonly language: string;
  /**
   * The code as text, where the build made no HTML (code given to <CodeBlock> at run time). Samples
   * from Markdown come with `codeHtml` only: the copy button reads the text of the variant shown, so
   * pages do not ship each sample twice.
   */
  readonly code?: string;
  /** File name shown in the bar; for a TypeScript sample its extension follows the language shown. */
  readonly title?: string;
  /** The JavaScript variant of a TypeScript sample (generated at build time or hand-written). */
  readonly js?: string;
  /** `code` and `js` highlighted at build time (the remark plugin sets them). */
  readonly codeHtml?: string;
  readonly jsHtml?: string;
  /** Highlights at run time where no HTML was made at build time (code given to <CodeBlock>). */
  readonly highlight?: (code: string, language: string, variant?: 'ts' | 'js') => ReactNode;
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

function Variant(props: {
  code?: string;
  html?: string;
  language: string;
  variant?: 'ts' | 'js';
  highlight?: CodeSampleProps['highlight'];
}): ReactNode {
  const { code, html, language, variant, highlight } = props;
  if (html === undefined && highlight) return highlight(code ?? '', language, variant);
  return <StaticCode code={code ?? ''} html={html} language={language} variant={variant} />;
}

export default function CodeSample(props: CodeSampleProps): ReactNode {
  const { language, code, title, js, codeHtml, jsHtml, highlight } = props;
  const hasJs = js !== undefined || jsHtml !== undefined;
  const box = useRef<HTMLDivElement>(null);
  return (
    <div className="code-sample" data-has-js={hasJs ? 'true' : undefined} ref={box}>
      <div className="code-sample__bar">
        <span className="code-sample__title">
          <Label title={title} language={language} hasJs={hasJs} />
        </span>
        <span className="code-sample__buttons">
          <SampleButtons sample={box} hasJs={hasJs} />
        </span>
      </div>
      <Variant
        code={code}
        html={codeHtml}
        language={language}
        variant={hasJs ? 'ts' : undefined}
        highlight={highlight}
      />
      {hasJs && <Variant code={js} html={jsHtml} language="js" variant="js" highlight={highlight} />}
    </div>
  );
}
