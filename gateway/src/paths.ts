/**
 * The path a service ends up routing on: the proxy resolves dot segments (`/a/./b`) and the service's
 * router decodes escapes (`%6C` is `l`), so checks at the edge look at the same path, not the raw URL.
 */
export function routedPath(url: string): string {
  const raw = url.split('?')[0]!;
  if (!raw.startsWith('/')) return raw;
  const { pathname } = new URL(`http://gateway.invalid${raw}`);
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}
