/**
 * Swizzled (replaced): DocItem/Footer renders nothing. Its only content on this site was the
 * 'Edit this page' link (no tags, no last-updated data); the suggest-edits icon at the top of the
 * content (src/theme/DocItem/Content) replaces it, as the specification places it there.
 */
export default function DocItemFooter(): null {
  return null;
}
