/**
 * Swizzled (wrapped): DocItem/Layout, unchanged inside. The wrapper provides the page's ad state
 * (AdProvider): one Carbon ad per page view, shown at the top of the content or, above 1200 px, under
 * the TOC in the right column (see src/components/AdBox).
 */
import React from 'react';
import Layout from '@theme-original/DocItem/Layout';
import type LayoutType from '@theme/DocItem/Layout';
import type { WrapperProps } from '@docusaurus/types';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import { AdProvider } from '@site/src/components/AdBox';

type Props = WrapperProps<typeof LayoutType>;

export default function LayoutWrapper(props: Props) {
  const { toc, frontMatter } = useDoc();
  const hasAside = !frontMatter.hide_table_of_contents && toc.length > 0;
  return (
    <AdProvider hasAside={hasAside}>
      <Layout {...props} />
    </AdProvider>
  );
}
