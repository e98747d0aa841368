/**
 * The side menu's version button: which version it leads to, its label and its target URL, from the
 * docs plugin's public client API (active version, same doc in the other versions).
 */
import { useActiveDocContext, useVersions } from '@docusaurus/plugin-content-docs/client';
import { versionButtonLabel } from '@site/src/data/site';
import { versionSwitch } from '@site/src/lib/version-rules';

export type VersionButtonTarget = { readonly label: string; readonly to: string };

export function useVersionSwitch(): VersionButtonTarget | undefined {
  const versions = useVersions(undefined);
  const { activeVersion, alternateDocVersions } = useActiveDocContext(undefined);
  const alternatePaths = Object.fromEntries(
    Object.entries(alternateDocVersions).map(([name, doc]) => [name, doc.path]),
  );
  const target = versionSwitch(versions, activeVersion?.name, alternatePaths);
  return target && { label: versionButtonLabel(target.version.label), to: target.to };
}
