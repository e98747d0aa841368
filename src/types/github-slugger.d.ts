declare module 'github-slugger' {
  /** Slugs heading text as GitHub (and Docusaurus) do; repeated slugs get -1, -2… */
  export default class GithubSlugger {
    slug(value: string, maintainCase?: boolean): string;
    reset(): void;
  }
}
