import React from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PropSidebarItem } from '@docusaurus/plugin-content-docs';
import DocSidebarItemLink from '@site/src/theme/DocSidebarItem/Link';
import DocSidebarItemCategory from '@site/src/theme/DocSidebarItem/Category';
import { MenuSectionsProvider } from '@site/src/hooks/useMenuSections';
import { menuIndex } from '@site/src/lib/menu-rules';
import { MENU, DEFAULT_OPEN_SECTION } from '@site/src/data/menu';
import { renderInSite } from './render';

type LinkItem = Extract<PropSidebarItem, { type: 'link' }>;
type CategoryItem = Extract<PropSidebarItem, { type: 'category' }>;

const link = (label: string, href: string, customProps: Record<string, unknown> = {}): LinkItem => ({
  type: 'link',
  label,
  href,
  customProps,
});

function renderLink(item: LinkItem, activePath = '/') {
  return renderInSite(
    <ul>
      <DocSidebarItemLink item={item} activePath={activePath} level={1} index={0} />
    </ul>,
    activePath,
  );
}

describe('menu item', () => {
  it('marks the current page by exact match', () => {
    renderLink(link('Guards', '/guards'), '/guards');
    expect(screen.getByRole('link', { name: 'Guards' })).toHaveAttribute('aria-current', 'page');
  });

  it('does not mark a page whose path only starts the same', () => {
    renderLink(link('Guards', '/guards'), '/guards-extra');
    expect(screen.getByRole('link', { name: 'Guards' })).not.toHaveAttribute('aria-current');
  });

  it('opens an external item in a new tab', () => {
    renderLink(link('Jobs board', 'https://jobs.nestjs.com/', { icon: 'external' }));
    const anchor = screen.getByRole('link', { name: 'Jobs board' });
    expect(anchor).toHaveAttribute('target', '_blank');
    expect(anchor).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows a NEW badge', () => {
    renderLink(link('Deployment', '/deployment', { isNew: true }));
    expect(screen.getByRole('link', { name: /Deployment/ })).toHaveTextContent(/New$/);
  });

  it('greys out a pending item: no link, aria-disabled', () => {
    renderLink(link('Soon', '/soon', { pending: true }));
    expect(screen.queryByRole('link', { name: 'Soon' })).toBeNull();
    expect(screen.getByText('Soon').closest('[aria-disabled="true"]')).not.toBeNull();
  });
});

describe('menu group', () => {
  const group = (label: string, items: LinkItem[]): CategoryItem => ({
    type: 'category',
    label,
    items,
    collapsed: true,
    collapsible: true,
  });

  function renderGroup(path: string) {
    return renderInSite(
      <MenuSectionsProvider index={menuIndex(MENU, DEFAULT_OPEN_SECTION)}>
        <ul>
          <DocSidebarItemCategory
            item={group('Overview', [link('Guards', '/guards')])}
            activePath={path}
            level={1}
            index={0}
          />
          <DocSidebarItemCategory
            item={group('Fundamentals', [link('Testing', '/fundamentals/testing')])}
            activePath={path}
            level={1}
            index={1}
          />
        </ul>
      </MenuSectionsProvider>,
      path,
    );
  }

  it('starts with Overview open and the others closed', () => {
    renderGroup('/');
    expect(screen.getByRole('button', { name: 'Overview' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Fundamentals' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the section of the route instead of Overview', () => {
    renderGroup('/fundamentals/testing');
    expect(screen.getByRole('button', { name: 'Overview' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Fundamentals' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('toggles on a click of its heading; a closed group is inert', async () => {
    renderGroup('/');
    const heading = screen.getByRole('button', { name: 'Fundamentals' });
    const region = document.getElementById(heading.getAttribute('aria-controls') ?? '');
    expect(region).toHaveAttribute('inert');
    await userEvent.click(heading);
    expect(heading).toHaveAttribute('aria-expanded', 'true');
    expect(region).not.toHaveAttribute('inert');
    expect(within(region as HTMLElement).getByRole('link', { name: 'Testing' })).toBeInTheDocument();
    await userEvent.click(heading);
    expect(heading).toHaveAttribute('aria-expanded', 'false');
  });
});
