/**
 * Swizzled (wrapped): DocItem/Content, unchanged inside. Around it: the ad's top slot and the
 * suggest-edits icon at the top of the content, and the 'Support us' block after it.
 */
import React from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import AdSlot from '@site/src/components/AdBox';
import SuggestEdit from '@site/src/components/SuggestEdit';
import SponsorBlock from '@site/src/components/SponsorBlock';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props) {
  const { metadata } = useDoc();
  return (
    <>
      <AdSlot placement="top" />
      <div className={styles.content}>
        {metadata.editUrl && <SuggestEdit editUrl={metadata.editUrl} />}
        <Content {...props} />
      </div>
      <SponsorBlock />
    </>
  );
}
