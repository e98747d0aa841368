import React from 'react';

/**
 * The site's mark: a drawing of our own (a red nest of three arcs around a dot), not the framework's
 * official logo file, followed by the wordmark in type.
 */
export default function Logo({ showText = true }: { showText?: boolean }) {
  return (
    <>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="15" fill="#e0234e" />
        <path d="M7 19a9 9 0 0 0 18 0" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
        <path
          d="M10.5 16.5a5.5 5.5 0 0 0 11 0"
          fill="none"
          stroke="#fff"
          strokeWidth="2.4"
          strokeLinecap="round"
        />
        <circle cx="16" cy="11" r="2.6" fill="#fff" />
      </svg>
      {showText && <span className="site-logo-text">NestJS</span>}
    </>
  );
}
