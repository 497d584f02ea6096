import type { Plugin } from 'vite';

/**
 * Writes `oembed.json` (oEmbed 1.0, type "rich") into the build. An oEmbed answer must name absolute
 * URLs, so set CLOAKROOM_PUBLIC_URL to where `dist/` will be served (default: the local preview).
 */
export function oembedPlugin(): Plugin {
  return {
    name: 'cloakroom-oembed',
    apply: 'build',
    generateBundle() {
      const base = new URL(process.env.CLOAKROOM_PUBLIC_URL ?? 'http://127.0.0.1:4173/');
      const src = new URL('./?chapter=lost-response', base).href;
      const oembed = {
        version: '1.0',
        type: 'rich',
        provider_name: 'Cloakroom',
        provider_url: base.href,
        title: 'Cloakroom — idempotency keys, explained with a real store',
        width: 960,
        height: 640,
        html: `<iframe src="${src}" title="Cloakroom: idempotency keys" width="960" height="640" style="width:100%;border:0" allow="fullscreen" loading="lazy"></iframe><script src="${new URL('./embed.js', base).href}" defer></script>`,
      };
      this.emitFile({ type: 'asset', fileName: 'oembed.json', source: JSON.stringify(oembed, null, 2) });
    },
  };
}
