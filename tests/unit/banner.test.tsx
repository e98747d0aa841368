import React from 'react';
import { render, screen, within } from '@testing-library/react';
import MDXComponents from '@site/src/theme/MDXComponents';
import { BANNERS, type BannerKind } from '@site/src/data/site';
import { BANNER_COPY } from '@site/src/components/Banner';

const registered = MDXComponents as unknown as Record<string, React.ComponentType>;

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

test('the h1 override is kept next to the banners', () => {
  expect(registered.h1).toBeDefined();
});
