/**
 * Swizzled (ejected; safe per DOCUSAURUS-NOTES): the components MDX pages render with. Differences
 * from the original:
 * - `code` is always inline code and there is no `pre`: every fence becomes a <CodeSample> at build
 *   time (src/build-time/code-samples/remark-plugin), so the original `code`/`pre` mapping, which pulls
 *   theme-classic's CodeBlock and Prism into every page's JavaScript, is not needed. No `mermaid`.
 * - tables scroll inside a keyboard-reachable region on narrow screens;
 * - h1 keeps its id: the page title is the reference's level-3 anchor (`/controllers#controllers`),
 *   and Docusaurus's Heading drops the id of an h1; "Copy page" and the suggest-edits icon stand
 *   beside it.
 * - `ArticleBody`, which the build puts around a page's body (src/lib/article-split.ts);
 * - The promotional banners `<CoursesBanner />`, `<DevtoolsBanner />`, `<EnterpriseBanner />`.
 * Components registered here can be used in every page without an import.
 */
import React, { type ComponentProps } from 'react';
import Head from '@docusaurus/Head';
import MDXA from '@theme/MDXComponents/A';
import MDXDetails from '@theme/MDXComponents/Details';
import MDXHeading from '@theme/MDXComponents/Heading';
import MDXUl from '@theme/MDXComponents/Ul';
import MDXLi from '@theme/MDXComponents/Li';
import MDXImg from '@theme/MDXComponents/Img';
import CodeInline from '@theme/CodeInline';
import Admonition from '@theme/Admonition';
import { CoursesBanner, DevtoolsBanner, EnterpriseBanner } from '@site/src/components/Banner';
import ArticleBody from '@site/src/components/ArticleBody';
import PageActions from '@site/src/components/PageActions';
import SuggestEdit from '@site/src/components/SuggestEdit';
import FirstFrameAwaits from '@site/src/components/FirstFrame';
import { FIRST_FRAME_MARKERS } from '@site/src/data/site';
import { useDoc } from '@docusaurus/plugin-content-docs/client';

/**
 * The page title, with "Copy page" and the suggest-edits icon beside it (wrapping below when narrow);
 * the first frame waits for the whole row (FirstFrameAwaits: it is right-aligned, so a row painted
 * halfway would shift as the rest arrived).
 * Docusaurus's MDX loader wraps a page's h1 in a <header>; the two sit side by side in it (custom.css,
 * `.markdown > header`). No wrapper of our own: the local search takes what follows the h1's <header>
 * as the page's first section, and a wrapper around the h1 made the buttons' text that section.
 */
function PageTitle(props: ComponentProps<'h1'>) {
  const { metadata } = useDoc();
  return (
    <>
      <h1 {...props} className="anchor" />
      <div className="page-title__tools">
        <PageActions />
        {metadata.editUrl && <SuggestEdit editUrl={metadata.editUrl} />}
        <FirstFrameAwaits id={FIRST_FRAME_MARKERS.pageTitle} />
      </div>
    </>
  );
}

/**
 * A table scrolls sideways on narrow screens inside a region that the keyboard can reach and scroll
 * (WCAG 2.1.1; Docusaurus makes the table itself scrollable, which the keyboard cannot reach).
 */
function Table(props: ComponentProps<'table'>) {
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label="Table">
      <table {...props} />
    </div>
  );
}

type HeadingProps = ComponentProps<'h2'>;

export default {
  Head,
  details: MDXDetails,
  Details: MDXDetails,
  code: CodeInline,
  a: MDXA,
  ul: MDXUl,
  li: MDXLi,
  img: MDXImg,
  table: Table,
  h1: PageTitle,
  h2: (props: HeadingProps) => <MDXHeading as="h2" {...props} />,
  h3: (props: HeadingProps) => <MDXHeading as="h3" {...props} />,
  h4: (props: HeadingProps) => <MDXHeading as="h4" {...props} />,
  h5: (props: HeadingProps) => <MDXHeading as="h5" {...props} />,
  h6: (props: HeadingProps) => <MDXHeading as="h6" {...props} />,
  admonition: Admonition,
  CoursesBanner,
  DevtoolsBanner,
  EnterpriseBanner,
  ArticleBody,
};
