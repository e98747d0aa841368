/**
 * CodeSample, its JS/TS switch and its copy button, as a reader uses them (roles, names, clipboard,
 * storage). The CodeBlock wrapper: code-block.test.tsx.
 */
import React from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CodeSample from '@site/src/components/CodeSample';
import { highlightToHtml } from '@site/src/build-time/code-samples/highlight';
import {
  CODE_LABELS,
  CODE_LANGUAGE_ATTRIBUTE,
  CODE_LANGUAGE_STORAGE_KEY,
  COPIED_RESET_MS,
} from '@site/src/data/site';

const TS = 'const port: number = 3000;\nexport { port };';
const JS = 'const port = 3000;\nexport { port };';
const root = document.documentElement;

function mockClipboard(writeText?: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: writeText ? { writeText: jest.fn(writeText) } : undefined,
  });
  return navigator.clipboard as unknown as { writeText: jest.Mock } | undefined;
}

function mockExecCommand(impl: (command: string) => boolean) {
  const calls: { command: string; selected: string }[] = [];
  Object.defineProperty(document, 'execCommand', {
    configurable: true,
    value: jest.fn((command: string) => {
      const active = document.activeElement;
      calls.push({ command, selected: active instanceof HTMLTextAreaElement ? active.value : '' });
      return impl(command);
    }),
  });
  return calls;
}

const samples = () => screen.getAllByRole('group', { name: CODE_LABELS.switchGroup });

beforeEach(() => {
  localStorage.clear();
  root.setAttribute(CODE_LANGUAGE_ATTRIBUTE, 'ts');
  mockClipboard(() => Promise.resolve());
});

afterEach(() => {
  jest.useRealTimers();
});

describe('CodeSample', () => {
  it('renders both variants and a file name for each language', () => {
    const { container } = render(<CodeSample language="ts" code={TS} title="main.ts" js={JS} />);
    expect(container.querySelector('pre[data-variant="ts"]')).toHaveTextContent('const port: number = 3000;');
    expect(container.querySelector('pre[data-variant="js"]')).toHaveTextContent('const port = 3000;');
    expect(screen.getByText('main.ts')).toHaveAttribute('data-variant', 'ts');
    expect(screen.getByText('main.js')).toHaveAttribute('data-variant', 'js');
  });

  it('offers JS while TypeScript shows: TS pressed and out of the tab order, JS not pressed', () => {
    render(<CodeSample language="ts" code={TS} js={JS} />);
    const ts = screen.getByRole('button', { name: CODE_LABELS.ts });
    const js = screen.getByRole('button', { name: CODE_LABELS.js });
    expect(ts).toHaveAttribute('aria-pressed', 'true');
    expect(ts).toHaveAttribute('tabindex', '-1');
    expect(js).toHaveAttribute('aria-pressed', 'false');
    expect(js).toHaveAttribute('tabindex', '0');
  });

  it('has no switch without a JavaScript variant, but a copy button', () => {
    render(<CodeSample language="bash" code="npm i" />);
    expect(screen.queryByRole('group', { name: CODE_LABELS.switchGroup })).toBeNull();
    expect(screen.getByRole('button', { name: CODE_LABELS.copy })).toBeInTheDocument();
    expect(screen.getByText('Terminal')).toBeInTheDocument();
  });

  it('shows the code highlighted at build time, with Prism classes and no inline colours', () => {
    const { container } = render(
      <CodeSample
        language="ts"
        code={TS}
        js={JS}
        codeHtml={highlightToHtml(TS, 'ts')}
        jsHtml={highlightToHtml(JS, 'js')}
      />,
    );
    const keyword = container.querySelector('pre[data-variant="ts"] code .k');
    expect(keyword).toHaveTextContent('const');
    expect(container.querySelector('pre[data-variant="js"] code .k')).not.toBeNull();
    expect(container.querySelector('[style]')).toBeNull();
  });

  it('shows plain code when the build made no HTML and no highlighter is given', () => {
    const { container } = render(<CodeSample language="ts" code={'const a = 1;\n'} />);
    expect(container.querySelector('pre')?.textContent).toBe('const a = 1;');
    expect(container.querySelector('pre span')).toBeNull();
  });
});

describe('the JS/TS switch', () => {
  it('switches every sample, sets <html> and remembers the choice', async () => {
    const user = userEvent.setup();
    render(
      <>
        <CodeSample language="ts" code={TS} js={JS} />
        <CodeSample language="ts" code={TS} js={JS} />
      </>,
    );
    const [first] = samples();
    if (!first) throw new Error('no sample');
    await user.click(within(first).getByRole('button', { name: CODE_LABELS.js }));
    expect(root.getAttribute(CODE_LANGUAGE_ATTRIBUTE)).toBe('js');
    expect(localStorage.getItem(CODE_LANGUAGE_STORAGE_KEY)).toBe('"js"');
    for (const group of samples()) {
      expect(within(group).getByRole('button', { name: CODE_LABELS.js })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      expect(within(group).getByRole('button', { name: CODE_LABELS.ts })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
    }
  });

  it('works from the keyboard and keeps focus on the switch', async () => {
    const user = userEvent.setup();
    render(<CodeSample language="ts" code={TS} js={JS} />);
    await user.tab();
    expect(screen.getByRole('button', { name: CODE_LABELS.js })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(root.getAttribute(CODE_LANGUAGE_ATTRIBUTE)).toBe('js');
    expect(screen.getByRole('button', { name: CODE_LABELS.ts })).toHaveFocus();
    await user.keyboard(' ');
    expect(root.getAttribute(CODE_LANGUAGE_ATTRIBUTE)).toBe('ts');
  });

  it('starts from the attribute the pre-paint script set', () => {
    root.setAttribute(CODE_LANGUAGE_ATTRIBUTE, 'js');
    render(<CodeSample language="ts" code={TS} js={JS} />);
    expect(screen.getByRole('button', { name: CODE_LABELS.js })).toHaveAttribute('aria-pressed', 'true');
  });

  it('follows a choice made in another tab', () => {
    render(<CodeSample language="ts" code={TS} js={JS} />);
    act(() => {
      const event = new Event('storage') as StorageEvent;
      Object.assign(event, { key: CODE_LANGUAGE_STORAGE_KEY, newValue: '"js"' });
      window.dispatchEvent(event);
    });
    expect(root.getAttribute(CODE_LANGUAGE_ATTRIBUTE)).toBe('js');
    expect(screen.getByRole('button', { name: CODE_LABELS.js })).toHaveAttribute('aria-pressed', 'true');
  });

  it('still switches when storage is unavailable', async () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('quota');
    });
    render(<CodeSample language="ts" code={TS} js={JS} />);
    await userEvent.setup().click(screen.getByRole('button', { name: CODE_LABELS.js }));
    expect(root.getAttribute(CODE_LANGUAGE_ATTRIBUTE)).toBe('js');
    setItem.mockRestore();
  });
});

describe('the copy button', () => {
  it('copies the TypeScript, then the JavaScript once JS is shown', async () => {
    const user = userEvent.setup(); // installs its own clipboard: mock ours after it
    const clipboard = mockClipboard(() => Promise.resolve());
    render(<CodeSample language="ts" code={TS} js={JS} />);
    await user.click(screen.getByRole('button', { name: CODE_LABELS.copy }));
    expect(clipboard?.writeText).toHaveBeenLastCalledWith(TS);
    await user.click(screen.getByRole('button', { name: CODE_LABELS.js }));
    await user.click(screen.getByRole('button', { name: /Cop/ }));
    expect(clipboard?.writeText).toHaveBeenLastCalledWith(JS);
  });

  it(`shows the copied state for ${COPIED_RESET_MS} ms, then reverts`, async () => {
    jest.useFakeTimers();
    render(<CodeSample language="bash" code="npm i" />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: CODE_LABELS.copy })));
    expect(screen.getByRole('button', { name: CODE_LABELS.copied })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(COPIED_RESET_MS - 1));
    expect(screen.getByRole('button', { name: CODE_LABELS.copied })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: CODE_LABELS.copy })).toBeInTheDocument();
  });

  it('clears its timer on unmount', async () => {
    jest.useFakeTimers();
    const setTimer = jest.spyOn(global, 'setTimeout');
    const clearTimer = jest.spyOn(global, 'clearTimeout');
    const { unmount } = render(<CodeSample language="bash" code="npm i" />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: CODE_LABELS.copy })));
    const index = setTimer.mock.calls.findIndex(([, delay]) => delay === COPIED_RESET_MS);
    const resetTimer = setTimer.mock.results[index]?.value;
    expect(resetTimer).toBeDefined();
    unmount();
    expect(clearTimer).toHaveBeenCalledWith(resetTimer);
    setTimer.mockRestore();
    clearTimer.mockRestore();
  });

  it('falls back to a selection copy without the Clipboard API', async () => {
    mockClipboard(undefined);
    const calls = mockExecCommand(() => true);
    render(<CodeSample language="bash" code="npm i" />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: CODE_LABELS.copy })));
    expect(calls).toEqual([{ command: 'copy', selected: 'npm i' }]);
    expect(screen.getByRole('button', { name: CODE_LABELS.copied })).toBeInTheDocument();
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('falls back when the Clipboard API refuses', async () => {
    mockClipboard(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    const calls = mockExecCommand(() => true);
    render(<CodeSample language="bash" code="npm i" />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: CODE_LABELS.copy })));
    expect(calls).toHaveLength(1);
    expect(screen.getByRole('button', { name: CODE_LABELS.copied })).toBeInTheDocument();
  });

  it('never throws or logs when every way fails, and stays as it was', async () => {
    mockClipboard(() => Promise.reject(new Error('denied')));
    mockExecCommand(() => {
      throw new Error('not allowed');
    });
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<CodeSample language="bash" code="npm i" />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: CODE_LABELS.copy })));
    expect(screen.getByRole('button', { name: CODE_LABELS.copy })).toBeInTheDocument();
    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
    error.mockRestore();
    warn.mockRestore();
  });
});

describe('Highlighted code text', () => {
  it('is exactly the code, blank lines included, one line per line', () => {
    const code = 'const a = 1;\n\nconst b = 2;';
    const { container } = render(
      <CodeSample language="ts" code={code} codeHtml={highlightToHtml(code, 'ts')} />,
    );
    expect(container.querySelector('pre')?.textContent).toBe(`${code}\n`);
  });
});
