import React from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import { renderInSite } from './render';
import MDXComponents from '@site/src/theme/MDXComponents';
import { BANNERS, FIRST_FRAME_MARKERS, type BannerKind } from '@site/src/data/site';
import { BANNER_COPY } from '@site/src/components/Banner';
import { SUGGEST_EDIT_LABEL } from '@site/src/components/SuggestEdit';

const registered = MDXComponents as unknown as Record<string, React.ComponentType>;

const EDIT_URL = 'https://github.com/nestjs/docs.nestjs.com/edit/master/docs/controllers.md';
let editUrl: string | undefined = EDIT_URL;
// The page's doc context, and Copy page (tested in markdown.spec.ts), stand in for the docs route.
jest.mock('@docusaurus/plugin-content-docs/client', () => ({
  useDoc: () => ({ metadata: { editUrl } }),
}));
jest.mock('@site/src/components/PageActions', () => ({
  __esModule: true,
  default: () => <div data-testid="page-actions" />,
}));

describe.each<[string, BannerKind]>([
  ['CoursesBanner', 'courses'],
  ['DevtoolsBanner', 'devtools'],
  ['EnterpriseBanner', 'enterprise'],
])('<%s />', (name, kind) => {
  it('is registered for every page and shows its heading, four points and a new-tab button', () => {
    const Component = registered[name];
    expect(Component).toBeDefined();
    render(Component ? <Component /> : <></>);
    const banner = screen.getByRole('region', { name: BANNER_COPY[kind].title });
    const points = within(banner)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(points).toEqual([...BANNERS[kind].points]);
    expect(points).toHaveLength(4);
    const button = within(banner).getByRole('link', { name: new RegExp(BANNER_COPY[kind].action) });
    expect(button).toHaveAttribute('href', BANNERS[kind].url);
    expect(button).toHaveAttribute('target', '_blank');
    expect(button.getAttribute('rel')).toContain('noopener');
  });
});

describe('the page title (h1), registered beside the banners', () => {
  const H1 = registered.h1 as React.ComponentType<React.ComponentProps<'h1'>>;

  it('keeps its id (the reference anchor), and has the page tools and the suggest-edits link beside it', () => {
    renderInSite(<H1 id="controllers">Controllers</H1>);
    const title = screen.getByRole('heading', { level: 1, name: 'Controllers' });
    expect(title).toHaveAttribute('id', 'controllers');
    expect(screen.getByTestId('page-actions')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: SUGGEST_EDIT_LABEL })).toHaveAttribute('href', EDIT_URL);
  });

  it('ends the row with the marker the first frame waits for, named by a link in <head>', async () => {
    renderInSite(<H1 id="controllers">Controllers</H1>);
    const marker = document.getElementById(FIRST_FRAME_MARKERS.pageTitle);
    expect(marker).not.toBeNull();
    expect(marker).not.toBeVisible();
    expect(marker?.nextElementSibling).toBeNull();
    expect(marker?.parentElement).toContainElement(screen.getByRole('link', { name: SUGGEST_EDIT_LABEL }));
    await waitFor(() => {
      const link = document.head.querySelector(
        `link[rel="expect"][href="#${FIRST_FRAME_MARKERS.pageTitle}"]`,
      );
      expect(link).toHaveAttribute('blocking', 'render');
    });
  });

  it('has no suggest-edits link on a page without an edit URL', () => {
    editUrl = undefined;
    renderInSite(<H1 id="search">Search</H1>);
    expect(screen.getByRole('heading', { level: 1, name: 'Search' })).toHaveAttribute('id', 'search');
    expect(screen.queryByRole('link', { name: SUGGEST_EDIT_LABEL })).toBeNull();
    editUrl = EDIT_URL;
  });
});
