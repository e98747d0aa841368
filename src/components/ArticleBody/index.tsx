/**
 * A page's body (src/lib/article-split.ts). In the full module (server render, client-side navigation)
 * it is the body's elements in one <div>. In the head module a first load uses, it has no children:
 * the <div> keeps the HTML the server rendered (React neither builds nor hydrates what is inside), and
 * what the body's components did in React is done here instead (./behaviour.ts): internal links
 * navigate in the app and are prefetched, code samples' buttons are hydrated on their own.
 */
import React, { useRef, useState, type ReactNode } from 'react';
import { ARTICLE_ATTRIBUTE } from '@site/src/lib/article-split';
import { useArticleBehaviour } from './behaviour';

type Props = {
  /** `articleId(<module path>)`, set by the build (src/build-time/article). */
  readonly id: string;
  readonly children?: ReactNode;
};

/** The body's classes: `markdown` so Infima's rhythm (`.markdown > h2`, …) applies inside it too. */
const BODY_CLASS = 'markdown article-body';

/** The server's HTML of each body kept static, read from the document the first time it renders. */
const serverHtml = new Map<string, string>();

export function keptHtml(id: string): string {
  let html = serverHtml.get(id);
  if (html === undefined) {
    html = document.querySelector(`[${ARTICLE_ATTRIBUTE}="${id}"]`)?.innerHTML ?? '';
    serverHtml.set(id, html);
  }
  return html;
}

function StaticBody({ id }: { id: string }): ReactNode {
  const body = useRef<HTMLDivElement>(null);
  // Read once: while hydrating, from the server's markup; when the reader comes back to this page, from
  // what was kept (this module does not build the body).
  const [html] = useState(() => ({ __html: keptHtml(id) }));
  useArticleBehaviour(body);
  return (
    <div
      ref={body}
      className={BODY_CLASS}
      {...{ [ARTICLE_ATTRIBUTE]: id }}
      dangerouslySetInnerHTML={html}
      suppressHydrationWarning
    />
  );
}

export default function ArticleBody({ id, children }: Props): ReactNode {
  if (children === undefined) return <StaticBody id={id} />;
  return (
    <div className={BODY_CLASS} {...{ [ARTICLE_ATTRIBUTE]: id }}>
      {children}
    </div>
  );
}
