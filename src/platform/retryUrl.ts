/**
 * `url` as it is the first time (`attempt` 0), with `retry=<attempt>` in its query after that. A
 * browser may keep a failed fetch or `import()` of a URL for the realm's life; a new URL is asked afresh.
 */
export function retryUrl(url: string, attempt: number): string {
  if (attempt === 0) return url;
  return `${url}${url.includes('?') ? '&' : '?'}retry=${attempt}`;
}
