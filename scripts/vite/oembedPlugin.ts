import type { Plugin } from 'vite';

/** Loopback and unqualified hosts: an oEmbed answer naming them would point every course page at itself. */
const LOCAL_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\]|0\.0\.0\.0|[^.]+)$/i;

/**
 * Where the build will be served, from CLOAKROOM_PUBLIC_URL, when it names a public http(s)
 * address; else null (unset, not a URL, or a local address such as localhost or 127.0.0.1).
 */
export function publicBase(value: string | undefined): URL | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || LOCAL_HOST.test(url.hostname)) return null;
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  url.search = '';
  url.hash = '';
  return url;
}

/** The oEmbed 1.0 answer (type "rich") for a build served at `base`. */
export function oembedFor(base: URL): object {
  const src = new URL('./?chapter=lost-response', base).href;
  return {
    version: '1.0',
    type: 'rich',
    provider_name: 'Cloakroom',
    provider_url: base.href,
    title: 'Cloakroom — idempotency keys, explained with a real store',
    width: 960,
    height: 540,
    html: `<iframe src="${src}" title="Cloakroom: idempotency keys" width="960" height="540" style="width:100%;aspect-ratio:16/9;border:0" allow="fullscreen" loading="lazy"></iframe><script src="${new URL('./embed.js', base).href}" defer></script>`,
  };
}

/**
 * Writes `oembed.json` into the build, and keeps `index.html`'s link to it, only when
 * CLOAKROOM_PUBLIC_URL names the public address `dist/` will be served from: an oEmbed answer must
 * name absolute URLs, and one naming localhost would send every consumer to the wrong place. The
 * Embed button needs none of this: it builds its snippets from the page's own address at run time.
 */
export function oembedPlugin(): Plugin {
  const base = () => publicBase(process.env.CLOAKROOM_PUBLIC_URL);
  return {
    name: 'cloakroom-oembed',
    apply: 'build',
    transformIndexHtml(html) {
      return base() ? html : html.replace(/\s*<link rel="alternate" type="application\/json\+oembed"[^>]*>/, '');
    },
    generateBundle() {
      const at = base();
      if (at) this.emitFile({ type: 'asset', fileName: 'oembed.json', source: JSON.stringify(oembedFor(at), null, 2) });
      else if (process.env.CLOAKROOM_PUBLIC_URL) this.warn(`CLOAKROOM_PUBLIC_URL=${process.env.CLOAKROOM_PUBLIC_URL} is not a public http(s) address: no oembed.json is written`);
    },
  };
}
