/**
 * Swizzled (wrapped): CodeBlock. Code given as a string (`<CodeBlock language="ts">…</CodeBlock>` in a
 * page or component) renders as our CodeSample, with the same bar, copy button and token colours as the
 * samples of Markdown fences (which the remark plugin `src/build-time/code-samples/remark-plugin` turns into
 * CodeSample directly). Code given as React elements goes to the original component unchanged.
 */
import React, { type ReactNode } from 'react';
import CodeBlockOriginal from '@theme-original/CodeBlock';
import type { Props } from '@theme/CodeBlock';
import CodeSample from '@site/src/components/CodeSample';
import Highlighted from '@site/src/components/CodeSample/Highlighted';
import { fenceTitle } from '@site/src/lib/code-samples/fence-meta';

/** Code given at run time is highlighted at run time; only pages that render <CodeBlock> load Prism. */
const highlight = (code: string, language: string, variant?: 'ts' | 'js') => (
  <Highlighted code={code} language={language} variant={variant} />
);

function codeString(children: ReactNode): string | undefined {
  if (typeof children === 'string') return children;
  if (Array.isArray(children) && children.every((c) => typeof c === 'string')) return children.join('');
  return undefined;
}

export default function CodeBlock(props: Props): ReactNode {
  const code = codeString(props.children);
  if (code === undefined) return <CodeBlockOriginal {...props} />;
  const language = props.language ?? props.className?.match(/language-(\S+)/)?.[1] ?? 'text';
  const title = typeof props.title === 'string' ? props.title : fenceTitle(props.metastring);
  return <CodeSample language={language} code={code} title={title} highlight={highlight} />;
}
