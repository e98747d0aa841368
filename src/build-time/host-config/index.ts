/**
 * Host configuration, written after each build (README, "Deploying") from the data the site already has:
 * - `build/_redirects` and `build/_headers` for Netlify (and Cloudflare Pages);
 * - `host/nginx.conf`, the nginx server block of the container (Dockerfile) and of the browser tests.
 * The redirects are the client redirects' list, the consulting site is CONSULTING_URL, and the
 * Content-Security-Policy lists the inline scripts of the built pages by hash, the ad network, and the
 * search service and newsletter endpoint when they are configured (rules.ts).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { REDIRECTS } from '../../data/redirects';
import { ADS, CONSULTING_ROUTE } from '../../data/site';
import type { SiteCustomFields } from '../../../docusaurus.config';
import { algoliaOrigins, hostRules, inlineScriptsOf, originOf, type HostInput } from './rules';
import { netlifyHeaders, netlifyRedirects } from './netlify';
import { nginxServerBlock } from './nginx';

/** Where the nginx configuration is written, relative to the site directory (git-ignored). */
export const NGINX_CONF_PATH = 'host/nginx.conf';

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

export default function hostConfigPlugin(context: LoadContext): Plugin {
  return {
    name: 'host-config',
    async postBuild({ outDir, siteConfig }) {
      const inlineScripts = new Set<string>();
      for (const file of await htmlFiles(outDir)) {
        for (const script of inlineScriptsOf(await fs.readFile(file, 'utf8'))) inlineScripts.add(script);
      }
      const { consultingUrl, newsletter } = siteConfig.customFields as SiteCustomFields;
      const algolia = (siteConfig.themeConfig as { algolia?: { appId: string } }).algolia;
      const connectOrigins = [
        originOf(newsletter.endpoint),
        ...(algolia ? algoliaOrigins(algolia.appId) : []),
      ].filter((origin): origin is string => origin !== null);
      const input: HostInput = {
        redirects: REDIRECTS,
        consultingRoute: CONSULTING_ROUTE,
        consultingUrl,
        inlineScripts,
        adOrigins: { script: ADS.scriptOrigins, image: ADS.imageOrigins },
        connectOrigins,
      };
      const rules = hostRules(input);
      await fs.writeFile(path.join(outDir, '_redirects'), netlifyRedirects(rules));
      await fs.writeFile(path.join(outDir, '_headers'), netlifyHeaders(rules));
      const nginxConf = path.join(context.siteDir, NGINX_CONF_PATH);
      await fs.mkdir(path.dirname(nginxConf), { recursive: true });
      await fs.writeFile(nginxConf, nginxServerBlock(rules));
    },
  };
}
