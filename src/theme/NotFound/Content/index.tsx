/**
 * Swizzled (replaced): unknown paths land on the documentation (spec: redirect to the root). With
 * JavaScript the location is replaced at once; without it the page offers the link.
 */
import React, { useEffect } from 'react';
import Link from '@docusaurus/Link';
import { useHistory, useLocation } from '@docusaurus/router';
import { notFoundTarget } from '@site/src/lib/layout-rules';

export default function NotFoundContent() {
  const { pathname, search, hash } = useLocation();
  const history = useHistory();
  const target = notFoundTarget(pathname);
  useEffect(() => {
    history.replace(target === '/' ? '/' : `${target}${search}${hash}`);
  }, [history, target, search, hash]);
  return (
    <main className="container margin-vert--xl not-found">
      <h1>Page not found</h1>
      <p>
        There is no page at this address. <Link to={target}>Go to the documentation</Link>.
      </p>
    </main>
  );
}
