/**
 * Placeholder until search is wired (issue 5): a link to the search page of the site that the
 * search integration replaces. Kept so the header has its search slot at every width.
 */
import React from 'react';

export default function SearchBar() {
  return <span className="site-search-placeholder" aria-hidden="true" />;
}
