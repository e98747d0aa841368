/**
 * Swizzled (wrapped): DocItem/Content, unchanged inside. Around it: the ad's top slot before the
 * content and the 'Support us' block after it. (The suggest-edits icon stands beside the page title:
 * src/theme/MDXComponents.tsx.)
 */
import React from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import AdSlot from '@site/src/components/AdBox';
import SponsorBlock from '@site/src/components/SponsorBlock';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props) {
  return (
    <>
      <AdSlot placement="top" />
      <Content {...props} />
      <SponsorBlock />
    </>
  );
}
