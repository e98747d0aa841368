/**
 * Swizzled (replaced): the site header of the specification instead of Docusaurus's navbar. 70 px
 * high: side-menu toggle, logo, search box, the external-links menu, the five social links and the
 * theme toggle; the first frame waits for all of it (FirstFrameAwaits). Fewer parts show at narrower widths (breakpoints in styles.module.css). Docusaurus's
 * mobile drawer is not used: the side menu itself is shown or hidden by the toggle.
 */
import React, { useEffect, useState } from 'react';
import Link from '@docusaurus/Link';
import { useLocation } from '@docusaurus/router';
import SearchBar from '@theme/SearchBar';
import Logo from '@site/src/components/Logo';
import SocialIcon from '@site/src/components/SocialIcon';
import ThemeToggle from '@site/src/components/ThemeToggle';
import FirstFrameAwaits from '@site/src/components/FirstFrame';
import { useSidebarState } from '@site/src/hooks/useSidebarState';
import { FIRST_FRAME_MARKERS, HEADER_LINKS, SIDE_MENU_ID, SOCIAL_LINKS } from '@site/src/data/site';
import styles from './styles.module.css';

/** Whether the page has the side menu (pages such as the search page do not); checked after render. */
function usePageHasMenu(): boolean {
  const { pathname } = useLocation();
  const [hasMenu, setHasMenu] = useState(true);
  useEffect(() => setHasMenu(document.getElementById(SIDE_MENU_ID) !== null), [pathname]);
  return hasMenu;
}

export default function Navbar() {
  const { isOpen, toggle } = useSidebarState();
  const hasMenu = usePageHasMenu();
  return (
    <header className={`site-header ${styles.header}`}>
      <button
        type="button"
        hidden={!hasMenu}
        className={styles.menuToggle}
        aria-expanded={isOpen}
        aria-controls={SIDE_MENU_ID}
        aria-label="Side menu"
        onClick={toggle}
      >
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <Link to="/" className={styles.logo} aria-label="NestJS documentation home">
        <Logo />
      </Link>
      <div className={styles.search}>
        <SearchBar />
      </div>
      <nav aria-label="NestJS sites" className={styles.sites}>
        <ul>
          {HEADER_LINKS.map((link) => (
            <li key={link.label} data-site={link.label.toLowerCase()}>
              <a href={link.url} target="_blank" rel="noopener noreferrer">
                {link.label}
                {link.isNew && <span className={styles.badge}>New</span>}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <ul className={styles.social} aria-label="Community">
        {SOCIAL_LINKS.map((link) => (
          <li key={link.network} data-network={link.network}>
            <a
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={link.label}
              title={link.label}
            >
              <SocialIcon network={link.network} />
            </a>
          </li>
        ))}
      </ul>
      <ThemeToggle />
      <FirstFrameAwaits id={FIRST_FRAME_MARKERS.header} />
    </header>
  );
}
