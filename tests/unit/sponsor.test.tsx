import React from 'react';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Context as DocusaurusContext } from '@docusaurus/core/lib/client/docusaurusContext';
import SponsorBlock from '@site/src/components/SponsorBlock';
import { SPONSORS } from '@site/src/data/site';
import siteConfig from '../stubs/docusaurus.config';

/** Docusaurus's <Link> also reads `future.experimental_router`, which the shared stub lacks. */
function renderWithLink(ui: React.ReactElement) {
  const context = { siteConfig: { ...siteConfig, future: { experimental_router: 'browser' } } };
  return render(
    <DocusaurusContext.Provider value={context as never}>
      <MemoryRouter initialEntries={['/controllers']}>{ui}</MemoryRouter>
    </DocusaurusContext.Provider>,
  );
}

test('the Support us block links to /support, each principal sponsor and the collective', () => {
  renderWithLink(<SponsorBlock />);
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
