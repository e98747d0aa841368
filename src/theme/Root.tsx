/**
 * Swizzled (created): wraps the whole app and never remounts, so the state that lives for the visit
 * sits here: the side menu's open/closed state and its open sections. Also the route-level behaviour
 * of the specification that is not a page: noindex for crud-utilities URLs, and /consulting's forward.
 */
import React, { type ReactNode } from 'react';
import { usePluginData } from '@docusaurus/useGlobalData';
import { SidebarStateProvider } from '@site/src/hooks/useSidebarState';
import { MenuSectionsProvider } from '@site/src/hooks/useMenuSections';
import RouteBehaviour from '@site/src/components/RouteBehaviour';
import type { SitePluginData } from '@site/src/lib/site-plugin-data';

export default function Root({ children }: { children: ReactNode }) {
  const { menuIndex } = usePluginData('nestjs-site') as SitePluginData;
  return (
    <SidebarStateProvider>
      <MenuSectionsProvider index={menuIndex}>
        <RouteBehaviour />
        {children}
      </MenuSectionsProvider>
    </SidebarStateProvider>
  );
}
