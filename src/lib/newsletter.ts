/**
 * The newsletter sign-up call (spec sections 7 and 8): POST `{"email": …}` as JSON to the configured
 * endpoint with its `token` query parameter. The answer is not read and any failure (error status,
 * network error, timeout) is swallowed: the form ends in success whatever happens. With no endpoint
 * configured nothing is sent.
 */
import { NEWSLETTER_TIMEOUT_MS } from '../data/site';

export type NewsletterConfig = { readonly endpoint: string; readonly token: string };

export type SubscribeOptions = {
  readonly fetchFn?: typeof fetch;
  readonly timeoutMs?: number;
};

/** The endpoint with `token=<token>` added, or null when no endpoint is configured. */
export function newsletterUrl({ endpoint, token }: NewsletterConfig): string | null {
  if (!endpoint) return null;
  if (!token) return endpoint;
  const separator = endpoint.includes('?') ? '&' : '?';
  return `${endpoint}${separator}token=${encodeURIComponent(token)}`;
}

/** Sends the sign-up; resolves once the call has completed, failed or timed out. Never rejects. */
export async function subscribe(
  email: string,
  config: NewsletterConfig,
  { fetchFn, timeoutMs = NEWSLETTER_TIMEOUT_MS }: SubscribeOptions = {},
): Promise<void> {
  const url = newsletterUrl(config);
  if (!url) return;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    await (fetchFn ?? fetch)(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email }),
      signal: controller.signal,
    });
  } catch {
    // Swallowed on purpose (spec section 8): the reader sees success and nothing is logged.
  } finally {
    clearTimeout(timer);
  }
}
