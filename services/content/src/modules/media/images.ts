import { serviceEntryOf } from '@agency/contracts/registry';
import type { Image } from '@agency/contracts/openapi/content';

export type { Image };

/** Where the platform serves a stored image: the service's public prefix, then /media/<name>. */
export const mediaUrlPrefix = `${serviceEntryOf('content').publicPrefix}/media/`;

export const mediaUrl = (name: string): string => `${mediaUrlPrefix}${name}`;

// The prefix is spliced into SQL below; it comes from the registry, and is checked to hold no quote.
if (!/^[a-z/]+$/.test(mediaUrlPrefix)) throw new Error(`unexpected media URL prefix ${mediaUrlPrefix}`);

/** SQL: the media name an image URL column points to, or NULL for an outside (https) URL. */
const mediaNameOf = (urlColumn: string) =>
  `CASE WHEN starts_with(${urlColumn}, '${mediaUrlPrefix}') THEN substr(${urlColumn}, ${mediaUrlPrefix.length + 1}) END`;

/** SQL: joins `media` as `alias` to the image URL in `urlColumn`, so its width and height can be selected. */
export const joinMedia = (alias: string, urlColumn: string): string =>
  `LEFT JOIN media ${alias} ON ${alias}.name = ${mediaNameOf(urlColumn)}`;

/** SQL: the srcset of the WebP copies of the media row joined as `alias` (null without copies, or without a row). */
export const srcsetSql = (alias: string): string =>
  `(SELECT string_agg('${mediaUrlPrefix}' || ${alias}.name || '?w=' || (v->>'width') || ' ' || (v->>'width') || 'w', ', '
      ORDER BY (v->>'width')::int) FROM jsonb_array_elements(${alias}.variants) AS v)`;

/** SQL: an image as JSON (url, size, and its srcset when it has WebP copies), its media row joined as `alias`. */
export const imageJson = (alias: string, urlColumn: string): string =>
  `(SELECT jsonb_build_object('url', ${urlColumn}, 'width', ${alias}.width, 'height', ${alias}.height)
       || CASE WHEN s.srcset IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('srcset', s.srcset) END
     FROM (SELECT ${srcsetSql(alias)} AS srcset) AS s)`;

/** SQL: a JSON array of images (with their sizes) for a text[] column of URLs, in order. */
export const imagesJson = (urlsColumn: string): string =>
  `coalesce((SELECT jsonb_agg(${imageJson('gm', 'g.url')} ORDER BY g.position)
     FROM unnest(${urlsColumn}) WITH ORDINALITY AS g(url, position) ${joinMedia('gm', 'g.url')}), '[]'::jsonb)`;

/** An image as the contract gives it: its size when the platform serves it, null otherwise; its srcset when it has one. */
export const toImage = (url: string, width: number | null, height: number | null, srcset: string | null = null): Image => ({
  url,
  width: width ?? null,
  height: height ?? null,
  ...(srcset !== null && { srcset }),
});

/** The same for an image that may be missing (an avatar). */
export const toOptionalImage = (
  url: string | null,
  width: number | null,
  height: number | null,
  srcset: string | null = null,
): Image | null => (url === null ? null : toImage(url, width, height, srcset));

/** An `<img srcset>` of an image's WebP copies, narrowest first; null when it has none (an SVG, an older image). */
export const srcsetOf = (name: string, variants: readonly { width: number }[]): string | null =>
  variants.length === 0
    ? null
    : [...variants]
        .sort((a, b) => a.width - b.width)
        .map(({ width }) => `${mediaUrl(name)}?w=${width} ${width}w`)
        .join(', ');
