/**
 * Side menu open/closed (spec section 4, "Sidebar").
 *
 * 'auto' is the server-rendered state: CSS shows the menu above 768 px and hides it at or below, so the
 * first paint is right at every width. After hydration the state becomes explicit: closed at load and on
 * resize at 768 px or less, and after each navigation at those widths. The header button toggles it.
 */
import React, {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useLocation } from '@docusaurus/router';
import { isNarrowViewport } from '../lib/layout-rules';
import { SIDEBAR_AUTO_CLOSE_MAX_WIDTH } from '../data/site';

export type SidebarMode = 'auto' | 'open' | 'closed';

type SidebarState = {
  /** Whether the menu is shown (in 'auto', as CSS shows it on a wide screen). */
  readonly isOpen: boolean;
  readonly mode: SidebarMode;
  readonly toggle: () => void;
};

const SidebarContext = createContext<SidebarState | null>(null);

/** The attribute on <html> that CSS reads; absent in 'auto'. */
export const SIDEBAR_ATTRIBUTE = 'data-sidebar';

const narrowQuery = `(max-width: ${SIDEBAR_AUTO_CLOSE_MAX_WIDTH}px)`;

function isNarrowNow(): boolean {
  return isNarrowViewport(window.innerWidth);
}

export function SidebarStateProvider({ children }: { children: ReactNode }) {
  const [mode, setMode] = useState<SidebarMode>('auto');
  const { pathname } = useLocation();

  // Load and resize: at 768 px or less the menu closes.
  useEffect(() => {
    if (isNarrowNow()) setMode('closed');
    const media = window.matchMedia(narrowQuery);
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) setMode('closed');
    };
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);

  // Each navigation at 768 px or less closes it.
  useEffect(() => {
    if (isNarrowNow()) setMode('closed');
  }, [pathname]);

  useEffect(() => {
    const root = document.documentElement;
    if (mode === 'auto') root.removeAttribute(SIDEBAR_ATTRIBUTE);
    else root.setAttribute(SIDEBAR_ATTRIBUTE, mode);
  }, [mode]);

  const isOpen = mode === 'open' || mode === 'auto';
  const toggle = useCallback(() => {
    setMode((current) => {
      const openNow = current === 'open' || (current === 'auto' && !isNarrowNow());
      return openNow ? 'closed' : 'open';
    });
  }, []);

  const value = useMemo(() => ({ isOpen, mode, toggle }), [isOpen, mode, toggle]);
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}

export function useSidebarState(): SidebarState {
  const value = useContext(SidebarContext);
  if (!value) throw new Error('useSidebarState() is used outside <SidebarStateProvider>.');
  return value;
}
