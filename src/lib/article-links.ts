/**
 * Links inside a page body kept as the server rendered it (src/components/ArticleBody): the rules
 * Docusaurus's <Link> and React Router's <Link> apply, for links that are plain HTML there.
 */

/** What a click on a link needs to be decided. */
export type LinkClick = {
  /** The `href` attribute as written (`#id`, `/guards`, `https://…`). */
  readonly rawHref: string;
  /** The link's absolute URL (`HTMLAnchorElement.href`). */
  readonly href: string;
  readonly target: string;
  readonly download: boolean;
  readonly button: number;
  readonly defaultPrevented: boolean;
  readonly modified: boolean;
};

export type Here = {
  readonly origin: string;
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
};

/** Where a link goes inside the site, as a router path; null for an anchor on this page, another site or a new tab. */
export function internalPath(rawHref: string, href: string, target: string, here: Here): string | null {
  if (rawHref === '' || rawHref.startsWith('#')) return null;
  if (target !== '' && target !== '_self') return null;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.origin !== here.origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The client-side navigation a click asks for (`push`, or `replace` when it goes where the reader
 * already is, as React Router does), or null to leave the click to the browser: another button,
 * a modifier key (new tab or window), a click already handled, a download, or a link that is not internal.
 */
export function clickNavigation(click: LinkClick, here: Here): { path: string; replace: boolean } | null {
  if (click.defaultPrevented || click.button !== 0 || click.modified || click.download) return null;
  const path = internalPath(click.rawHref, click.href, click.target, here);
  if (path === null) return null;
  return { path, replace: path === `${here.pathname}${here.search}${here.hash}` };
}
