import React from 'react';
import type { SocialNetwork } from '@site/src/data/site';

/** Simple glyphs of our own for the social networks; decorative, the link carries the name. */
const glyphs: Record<SocialNetwork, React.ReactNode> = {
  x: (
    <path
      d="M5 4h4l10 16h-4L5 4Zm13.5 0L13 10.3M5.5 20l5.6-6.4"
      stroke="currentColor"
      strokeWidth="2"
      fill="none"
    />
  ),
  github: (
    <g fill="none" stroke="currentColor" strokeWidth="2">
      <circle cx="7" cy="5" r="2" />
      <circle cx="7" cy="19" r="2" />
      <circle cx="17" cy="8" r="2" />
      <path d="M7 7v10M17 10c0 4-10 2-10 7" />
    </g>
  ),
  stackoverflow: (
    <g fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M4 14v6h14v-6" />
      <path d="M8 17h6M8.3 13.5l6 .8M9.2 9.8l5.7 2M11 6.4l5 3.3" />
    </g>
  ),
  website: (
    <g fill="none" stroke="currentColor" strokeWidth="2">
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18" />
    </g>
  ),
  discord: (
    <g fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M5 6c4-2 10-2 14 0 1.5 3 2 7 1.5 11-1.5 1.2-3 2-4.5 2l-1-2c-2 .6-4 .6-6 0l-1 2c-1.5 0-3-.8-4.5-2C3 13 3.5 9 5 6Z" />
      <circle cx="9" cy="12.5" r="1" fill="currentColor" />
      <circle cx="15" cy="12.5" r="1" fill="currentColor" />
    </g>
  ),
  facebook: <path d="M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v6h4v-6h3l1-4h-4V8Z" fill="currentColor" />,
};

export default function SocialIcon({ network, size = 18 }: { network: SocialNetwork; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {glyphs[network]}
    </svg>
  );
}
