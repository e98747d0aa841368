/**
 * Where a page's Markdown is served (`src/build-time/markdown-export`): its route plus `.md`, and
 * `<root>/index.md` for the root of a docs version (`/index.md`, `/v10/index.md`). Used by the build that
 * writes the files and by the "Copy page" button that fetches them.
 */
const trim = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

export function markdownPath(route: string, versionRoots: readonly string[]): string {
  const path = trim(route);
  if (versionRoots.some((root) => trim(root) === path)) return `${path === '/' ? '' : path}/index.md`;
  return `${path}.md`;
}
