/**
 * ArticleBody (src/components/ArticleBody): the full module renders the body; the head module keeps the
 * server's HTML as it is, node for node, and gives it back what React did: links navigate in the app,
 * code samples' buttons switch and copy.
 */
import React, { type ReactNode } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { Router } from 'react-router-dom';
import { createMemoryHistory, type MemoryHistory } from 'history';
import ArticleBody from '@site/src/components/ArticleBody';
import { hydrateSampleButtons } from '@site/src/components/ArticleBody/sample-buttons';
import CodeSample from '@site/src/components/CodeSample';
import { highlightToHtml } from '@site/src/build-time/code-samples/highlight';
import { CODE_LABELS, CODE_LANGUAGE_ATTRIBUTE } from '@site/src/data/site';

const TS = 'const port: number = 3000;';
const JS = 'const port = 3000;';

const body = (): ReactNode => (
  <>
    <p>
      Read about <a href="/pipes#binding">pipes</a>, <a href="#guards">this section</a> and{' '}
      <a href="https://github.com/nestjs/nest" target="_blank" rel="noopener noreferrer">
        the source
      </a>
      .
    </p>
    <CodeSample
      language="ts"
      title="main.ts"
      codeHtml={highlightToHtml(TS, 'ts')}
      js={JS}
      jsHtml={highlightToHtml(JS, 'js')}
    />
  </>
);

const withHistory = (history: MemoryHistory, children: ReactNode) => (
  <Router history={history}>{children}</Router>
);

describe('ArticleBody', () => {
  beforeEach(() => {
    document.documentElement.setAttribute(CODE_LANGUAGE_ATTRIBUTE, 'ts');
  });

  it('in the full module: the body in one element carrying its id', () => {
    render(withHistory(createMemoryHistory(), <ArticleBody id="k1">{body()}</ArticleBody>));
    const link = screen.getByRole('link', { name: 'pipes' });
    const element = link.closest('[data-article]');
    expect(element?.getAttribute('data-article')).toBe('k1');
    expect(element?.className).toBe('markdown article-body');
  });

  describe('in the head module, over the server-rendered body', () => {
    let container: HTMLElement;
    let root: Root;
    let history: MemoryHistory;
    let errors: jest.SpyInstance;

    beforeEach(async () => {
      errors = jest.spyOn(console, 'error');
      history = createMemoryHistory({ initialEntries: ['/guards'] });
      container = document.createElement('div');
      container.innerHTML = renderToString(withHistory(history, <ArticleBody id="k1">{body()}</ArticleBody>));
      document.body.appendChild(container);
      const serverParagraph = container.querySelector('p');
      await act(async () => {
        root = hydrateRoot(container, withHistory(history, <ArticleBody id="k1" />));
      });
      // the body's nodes are the server's, not rebuilt
      expect(container.querySelector('p')).toBe(serverParagraph);
    });

    afterEach(async () => {
      await act(async () => root.unmount());
      container.remove();
      errors.mockRestore();
    });

    it('hydrates without a mismatch', () => {
      expect(errors).not.toHaveBeenCalled();
    });

    /** Whether the body took the click (prevented the browser's navigation); jsdom cannot navigate. */
    const takenBy = (link: Element, init: MouseEventInit = {}): boolean => {
      let taken = false;
      const record = (event: Event) => {
        taken = event.defaultPrevented;
        event.preventDefault();
      };
      document.addEventListener('click', record, { once: true });
      fireEvent.click(link, init);
      return taken;
    };

    it('a click on an internal link navigates in the app; other links are left to the browser', () => {
      const pipes = container.querySelector('a[href="/pipes#binding"]') as HTMLAnchorElement;
      expect(takenBy(pipes)).toBe(true);
      expect(history.location.pathname + history.location.hash).toBe('/pipes#binding');
      expect(takenBy(container.querySelector('a[href="#guards"]') as Element)).toBe(false);
      expect(takenBy(container.querySelector('a[target="_blank"]') as Element)).toBe(false);
      expect(takenBy(pipes, { ctrlKey: true })).toBe(false);
      expect(history.length).toBe(2);
    });

    it("the sample's switch and copy button work", async () => {
      const writeText = jest.fn(() => Promise.resolve());
      Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
      const js = container.querySelector('button[data-language="js"]') as HTMLButtonElement;
      expect(js.getAttribute('aria-pressed')).toBe('false');
      await act(async () => js.click());
      expect(document.documentElement.getAttribute(CODE_LANGUAGE_ATTRIBUTE)).toBe('js');
      expect(js.getAttribute('aria-pressed')).toBe('true');
      const copy = container.querySelector('.code-sample__copy') as HTMLButtonElement;
      await act(async () => copy.click());
      expect(writeText).toHaveBeenCalledWith(JS);
      expect(copy.textContent).toBe(CODE_LABELS.copied);
    });
  });
});

describe('the samples of a static body', () => {
  type Callback = (entries: { target: Element; isIntersecting: boolean }[]) => void;
  let observed: Element[];
  let report: Callback;

  beforeEach(() => {
    observed = [];
    (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
      constructor(callback: Callback) {
        report = callback;
      }
      observe(element: Element) {
        observed.push(element);
      }
      unobserve() {}
      disconnect() {}
    };
  });

  afterEach(() => {
    delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('hydrate their buttons as they come near the viewport, or when the reader reaches one first', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      withHistory(
        createMemoryHistory(),
        <ArticleBody id="k2">
          {body()}
          {body()}
        </ArticleBody>,
      ),
    );
    document.body.appendChild(container);
    const [first, second] = Array.from(container.querySelectorAll('.code-sample'));
    let cleanup = () => {};
    await act(async () => {
      cleanup = hydrateSampleButtons(container);
    });
    expect(observed).toEqual([first, second]);
    expect(first?.hasAttribute('data-buttons')).toBe(false);
    await act(async () => report([{ target: first as Element, isIntersecting: true }]));
    expect(first?.getAttribute('data-buttons')).toBe('ready');
    expect(second?.hasAttribute('data-buttons')).toBe(false);
    // focus reaches the second sample before it scrolls near: hydrated at once
    await act(async () => {
      second?.querySelector('button')?.focus();
    });
    expect(second?.getAttribute('data-buttons')).toBe('ready');
    await act(async () => {
      cleanup();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    container.remove();
  });
});
