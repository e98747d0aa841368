import React from 'react';
import { render, screen } from '@testing-library/react';
import SuggestEdit, { SUGGEST_EDIT_LABEL } from '@site/src/components/SuggestEdit';
import { EDIT_URL_BASE } from '@site/src/data/site';

test('the suggest-edits icon links to the page source, named for assistive technology', () => {
  const editUrl = `${EDIT_URL_BASE}docs/controllers.md`;
  render(<SuggestEdit editUrl={editUrl} />);
  const link = screen.getByRole('link', { name: SUGGEST_EDIT_LABEL });
  expect(link).toHaveAttribute('href', editUrl);
  expect(link).toHaveAttribute('target', '_blank');
  expect(link.textContent).toBe('');
});
