/**
 * Swizzled (wrapped): the components MDX pages render with.
 * - h1 keeps its id: the page title is the reference's level-3 anchor (`/controllers#controllers`),
 *   and Docusaurus's Heading drops the id of an h1.
 * - The promotional banners `<CoursesBanner />`, `<DevtoolsBanner />`, `<EnterpriseBanner />`.
 * Components registered here can be used in every page without an import.
 */
import React, { type ComponentProps } from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import { CoursesBanner, DevtoolsBanner, EnterpriseBanner } from '@site/src/components/Banner';

function PageTitle(props: ComponentProps<'h1'>) {
  return <h1 {...props} className="anchor" />;
}

export default {
  ...MDXComponents,
  h1: PageTitle,
  CoursesBanner,
  DevtoolsBanner,
  EnterpriseBanner,
};
