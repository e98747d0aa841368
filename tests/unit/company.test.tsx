import React from 'react';
import { render, screen, within } from '@testing-library/react';
import { CompanyList, CompanyWall } from '@site/src/components/CompanyWall';
import { WORDMARK_BOX, wordmarkLayout } from '@site/src/components/CompanyWall/wordmark';
import { LOGO_WALL, PLAIN_LIST } from '@site/src/data/companies';
import { readSharedData } from '../shared-data-dir';

type Source = { companies: { group: string; name: string; url: string }[] };
const source = readSharedData<Source>('companies.json');
const group = (name: string) =>
  source.companies.filter((c) => c.group === name).map(({ name, url }) => ({ name, url }));

test('company data follows companies.json, in order', () => {
  expect(LOGO_WALL).toEqual(group('logo-wall'));
  expect(PLAIN_LIST).toEqual(group('plain-list'));
});

test('the wall links each wordmark out in a new tab, nofollow noopener, named after the company', () => {
  render(<CompanyWall />);
  const wall = screen.getByRole('list', { name: 'Companies using Nest' });
  for (const company of LOGO_WALL) {
    const logo = within(wall).getByRole('img', { name: company.name });
    const link = logo.closest('a');
    expect(link).toHaveAttribute('href', company.url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'nofollow noopener');
    expect(within(wall).getByRole('link', { name: company.name })).toBe(link);
  }
});

test('the plain list has every further company as a link', () => {
  render(<CompanyList />);
  const links = within(screen.getByRole('list', { name: 'More companies using Nest' })).getAllByRole('link');
  expect(links.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('rel')])).toEqual(
    PLAIN_LIST.map((c) => [c.name, c.url, 'nofollow noopener']),
  );
});

describe('wordmark layout', () => {
  const available = WORDMARK_BOX.width - 2 * WORDMARK_BOX.padding;
  it.each([...LOGO_WALL.map((c) => c.name), 'A', 'A very long company name indeed, Ltd.'])(
    '%s fits its box',
    (name) => {
      const { fontSize, textLength } = wordmarkLayout(name);
      expect(textLength).toBeLessThanOrEqual(available);
      expect(textLength).toBeGreaterThan(0);
      expect(fontSize).toBeLessThanOrEqual(WORDMARK_BOX.height / 2);
    },
  );

  it('sets short names larger than long ones', () => {
    expect(wordmarkLayout('IBM').fontSize).toBeGreaterThan(wordmarkLayout('Société Générale').fontSize);
  });
});
