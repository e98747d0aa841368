/**
 * Which side-menu sections are open, kept for the whole visit (the provider sits in Root, which never
 * remounts). The state for a route is derived during render, so the server-rendered HTML and the
 * first client render agree and nothing jumps after hydration.
 */
import React, { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from '@docusaurus/router';
import { initialOpenSections, nextOpenSections, toggleSection, type MenuIndex } from '../lib/menu-rules';

type MenuSectionsState = {
  readonly isOpen: (label: string) => boolean;
  readonly toggle: (label: string) => void;
};

const MenuSectionsContext = createContext<MenuSectionsState | null>(null);

export function MenuSectionsProvider({ index, children }: { index: MenuIndex; children: ReactNode }) {
  const { pathname } = useLocation();
  const [state, setState] = useState(() => ({ pathname, open: initialOpenSections(pathname, index) }));

  // Navigation: apply the rule once for the new route, during render (no extra paint).
  let current = state;
  if (state.pathname !== pathname) {
    current = { pathname, open: nextOpenSections(state.open, pathname, index) };
    setState(current);
  }

  const open = current.open;
  const toggle = useCallback(
    (label: string) => setState((s) => ({ ...s, open: toggleSection(s.open, label) })),
    [],
  );
  const value = useMemo(() => ({ isOpen: (label: string) => open.includes(label), toggle }), [open, toggle]);
  return <MenuSectionsContext.Provider value={value}>{children}</MenuSectionsContext.Provider>;
}

export function useMenuSections(): MenuSectionsState {
  const value = useContext(MenuSectionsContext);
  if (!value) throw new Error('useMenuSections() is used outside <MenuSectionsProvider>.');
  return value;
}
