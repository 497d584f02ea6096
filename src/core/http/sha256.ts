/**
 * The sha256 digest of a body, in hex. It uses WebCrypto (`globalThis.crypto.subtle`), which the
 * browser, Web Workers and Node 20 all provide, so core needs no `node:crypto` and no DOM.
 * The text is encoded as UTF-8; the body readers decode strictly, so this gives back exactly the
 * bytes that arrived.
 */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  let hex = '';
  for (const byte of new Uint8Array(digest)) hex += byte.toString(16).padStart(2, '0');
  return hex;
}
