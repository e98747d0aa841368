/**
 * Newsletter form state: idle → pending (form disabled) → success. There is no failure state and no
 * way back to idle (spec section 4); a second submit while pending or after success does nothing.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { subscribe, type NewsletterConfig, type SubscribeOptions } from '../lib/newsletter';

export type NewsletterStatus = 'idle' | 'pending' | 'success';

export function useNewsletter(config: NewsletterConfig, options?: SubscribeOptions) {
  const [status, setStatus] = useState<NewsletterStatus>('idle');
  const started = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const submit = useCallback(
    async (email: string) => {
      if (started.current) return;
      started.current = true;
      setStatus('pending');
      await subscribe(email, config, options);
      if (mounted.current) setStatus('success');
    },
    [config, options],
  );

  return { status, submit };
}
