import React from 'react';
import { screen, within } from '@testing-library/react';
import SponsorBlock from '@site/src/components/SponsorBlock';
import { SPONSORS } from '@site/src/data/site';
import { renderInSite } from './render';

test('the Support us block links to /support, each principal sponsor and the collective', () => {
  renderInSite(<SponsorBlock />, '/controllers');
  const block = screen.getByRole('region', { name: 'Support us' });
  expect(within(block).getByRole('link', { name: 'Support us' })).toHaveAttribute('href', '/support');
  for (const sponsor of SPONSORS.principal) {
    const link = within(block).getByRole('link', { name: sponsor.name });
    expect(link).toHaveAttribute('href', sponsor.url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(link).getByRole('img', { name: sponsor.name })).toBeInTheDocument();
  }
  const become = within(block).getByRole('link', { name: 'Become a sponsor' });
  expect(become).toHaveAttribute('href', SPONSORS.becomeSponsor);
  expect(become).toHaveAttribute('target', '_blank');
});
