import React from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Newsletter from '@site/src/components/Newsletter';
import { NEWSLETTER_PLACEHOLDER, NEWSLETTER_TEXT, NEWSLETTER_TIMEOUT_MS } from '@site/src/data/site';
import { newsletterUrl } from '@site/src/lib/newsletter';
import { renderInSite } from './render';

const ENDPOINT = 'https://functions.example.test/newsletter';
const TOKEN = 't0k/+=';
const EMAIL = 'ada@example.com';

function renderNewsletter(newsletter = { endpoint: ENDPOINT, token: TOKEN }) {
  return renderInSite(<Newsletter />, '/', { customFields: { consultingUrl: '', newsletter } });
}

/** jsdom has no Response; the component never reads the answer anyway. */
const reply = (status: number) => ({ ok: status < 400, status }) as Response;

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

beforeEach(() => {
  fetchMock.mockReset();
  Object.assign(globalThis, { fetch: fetchMock });
});

async function submit(user = userEvent.setup()) {
  await user.type(screen.getByRole('textbox', { name: NEWSLETTER_TEXT.label }), EMAIL);
  await user.click(screen.getByRole('button', { name: NEWSLETTER_TEXT.submit }));
}

const succeeded = () => screen.findByRole('button', { name: NEWSLETTER_TEXT.done });

describe('newsletter URL', () => {
  it.each([
    [{ endpoint: '', token: 'x' }, null],
    [{ endpoint: ENDPOINT, token: '' }, ENDPOINT],
    [{ endpoint: ENDPOINT, token: 'abc' }, `${ENDPOINT}?token=abc`],
    [{ endpoint: `${ENDPOINT}?v=2`, token: 'a b&c' }, `${ENDPOINT}?v=2&token=a%20b%26c`],
  ])('%o → %s', (config, url) => {
    expect(newsletterUrl(config)).toBe(url);
  });
});

describe('newsletter form', () => {
  it('has a labelled e-mail field, required, with its placeholder, and a named submit button', () => {
    renderNewsletter();
    expect(screen.getByRole('heading', { name: NEWSLETTER_TEXT.heading })).toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: NEWSLETTER_TEXT.label });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('name', 'email');
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('placeholder', NEWSLETTER_PLACEHOLDER);
    expect(screen.getByRole('button', { name: NEWSLETTER_TEXT.submit })).toBeEnabled();
  });

  it('POSTs {"email"} as JSON once, with the token query parameter', async () => {
    fetchMock.mockResolvedValue(reply(200));
    renderNewsletter();
    await submit();
    await succeeded();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? ['', {}];
    expect(new URL(url).searchParams.get('token')).toBe(TOKEN);
    expect(url.startsWith(`${ENDPOINT}?`)).toBe(true);
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(JSON.parse(String(init.body))).toEqual({ email: EMAIL });
  });

  it('is disabled while the call is pending, and shows success only when it completes', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderNewsletter();
    await submit();
    expect(screen.getByRole('textbox', { name: NEWSLETTER_TEXT.label })).toBeDisabled();
    expect(screen.getByRole('button', { name: NEWSLETTER_TEXT.submit })).toBeDisabled();
    expect(screen.queryByRole('button', { name: NEWSLETTER_TEXT.done })).toBeNull();
    await act(async () => answer(reply(200)));
    expect(await succeeded()).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent(NEWSLETTER_TEXT.done);
  });

  it.each([
    ['an error status (500)', () => fetchMock.mockResolvedValue(reply(500))],
    ['a network error', () => fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))],
  ])('ends in success on %s, silently', async (_, arrange) => {
    arrange();
    const consoleError = jest.spyOn(console, 'error');
    renderNewsletter();
    await submit();
    await succeeded();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('gives up after NEWSLETTER_TIMEOUT_MS and ends in success', async () => {
    jest.useFakeTimers();
    try {
      let signal: AbortSignal | undefined;
      fetchMock.mockImplementation((_url, init) => {
        signal = init.signal ?? undefined;
        return new Promise((_resolve, reject) =>
          signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        );
      });
      renderNewsletter();
      await submit(userEvent.setup({ advanceTimers: jest.advanceTimersByTime }));
      await act(async () => jest.advanceTimersByTime(NEWSLETTER_TIMEOUT_MS - 1));
      expect(signal?.aborted).toBe(false);
      expect(screen.queryByRole('button', { name: NEWSLETTER_TEXT.done })).toBeNull();
      await act(async () => jest.advanceTimersByTime(1));
      expect(signal?.aborted).toBe(true);
      await waitFor(() =>
        expect(screen.getByRole('button', { name: NEWSLETTER_TEXT.done })).toBeInTheDocument(),
      );
    } finally {
      jest.useRealTimers();
    }
  });

  it('without an endpoint, ends in success without a request', async () => {
    renderNewsletter({ endpoint: '', token: '' });
    await submit();
    await succeeded();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('ignores a second submit', async () => {
    fetchMock.mockResolvedValue(reply(200));
    renderNewsletter();
    const user = userEvent.setup();
    await submit(user);
    await succeeded();
    (
      screen.getByRole('textbox', { name: NEWSLETTER_TEXT.label }).closest('form') as HTMLFormElement
    ).requestSubmit();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
