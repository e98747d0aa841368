/**
 * Holds the page's first frame until the HTML parser has reached this point: an empty marker with `id`
 * and `<link rel="expect" href="#id" blocking="render">` in the server-rendered <head> (Chromium 124 and
 * later; other browsers ignore the link). Place it as the last child of a row that must not be painted
 * half-built.
 *
 * Why: the browser paints a long page before it has parsed all of it. A frame painted halfway through
 * the header showed four of the five social links and no theme switch, and halfway through the title row
 * "Copy page" without the suggest-edits link; when the rest arrived, the right-aligned parts moved left,
 * a layout shift (furniture.spec, "first frame"). Holding the frame costs the time to parse the HTML up
 * to the marker, not a network round trip.
 *
 * A marker, not the row's own id: Chromium lets the frame through as soon as the target element is
 * inserted, before its children are parsed (measured with Chromium 156). A link added after the first
 * frame (client-side navigation) has no effect.
 */
import React from 'react';
import Head from '@docusaurus/Head';

export default function FirstFrameAwaits({ id }: { id: string }) {
  return (
    <>
      <Head>
        {/* eslint-disable-next-line react/no-unknown-property -- an HTML attribute React 19 types know */}
        <link rel="expect" href={`#${id}`} blocking="render" />
      </Head>
      <span id={id} hidden />
    </>
  );
}
