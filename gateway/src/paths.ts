/**
 * A character the URL parser would change or a decoder would read (anything but letters, digits and
 * `-._~!$&'()*+,;=:@/`), or a dot segment (`/./`, `/..` at the end).
 */
const needsParsing = /[^\w\-.~!$&'()*+,;=:@/]|\/\.\.?(?:\/|$)/;

/**
 * The path a service ends up routing on: the proxy resolves dot segments (`/a/./b`) and the service's
 * router decodes escapes (`%6C` is `l`), so checks at the edge look at the same path, not the raw URL.
 * Most paths hold nothing either would change, and are their own routed path.
 */
export function routedPath(url: string): string {
  const query = url.indexOf('?');
  const raw = query === -1 ? url : url.slice(0, query);
  if (!raw.startsWith('/')) return raw;
  if (!needsParsing.test(raw)) return raw;
  const { pathname } = new URL(`http://gateway.invalid${raw}`);
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}
