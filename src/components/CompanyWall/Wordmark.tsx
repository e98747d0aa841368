/** A company or sponsor name drawn as an SVG wordmark (our own drawing, no copied logo). */
import React from 'react';
import { WORDMARK_BOX, wordmarkLayout } from './wordmark';
import styles from './styles.module.css';

export default function Wordmark({ name, className }: { name: string; className?: string }) {
  const { fontSize, textLength, style } = wordmarkLayout(name);
  const { width, height } = WORDMARK_BOX;
  return (
    <svg
      role="img"
      aria-label={name}
      className={className}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
    >
      <title>{name}</title>
      <text
        className={styles[style]}
        x={width / 2}
        y={height / 2}
        dominantBaseline="central"
        textAnchor="middle"
        fontSize={fontSize}
        textLength={textLength}
        lengthAdjust="spacingAndGlyphs"
        fill="currentColor"
      >
        {name}
      </text>
    </svg>
  );
}
