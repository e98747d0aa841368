/**
 * Loaded on first open when Algolia DocSearch is configured: renders DocSearch's own search button
 * in the header (replacing the launcher) and opens its modal at once, as the reader asked.
 */
import React, { useEffect, useRef } from 'react';
import DocSearchBar from '@theme-original/SearchBar';

export default function AlgoliaHandoff() {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    container.current?.querySelector('button')?.click();
  }, []);
  return (
    <div ref={container}>
      <DocSearchBar />
    </div>
  );
}
