/** The site plugin's global data: what every page needs of the build-time data, in a small form. */
import type { MenuIndex } from './menu-rules';

export type SitePluginData = {
  /** For the menu rules (which sections open on which route), from `src/data/menu.ts`. */
  readonly menuIndex: MenuIndex;
};
