import '@testing-library/jest-dom';

// Docusaurus's <Link> asks the client to prefetch/preload routes.
Object.assign(window, {
  docusaurus: { prefetch: () => Promise.resolve(), preload: () => Promise.resolve() },
});

// jsdom has no matchMedia; tests that need a given answer replace it.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
