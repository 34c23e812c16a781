import type { components } from '@agency/contracts/openapi/content';

type Image = components['schemas']['Image'];

interface ApiImageProps {
  image: Image;
  /** '' for a decorative image. */
  alt: string;
  className?: string;
  /** The first thing on the screen: loaded at once and first. Others load as they come into view. */
  priority?: boolean;
  /** How wide it shows (`<img sizes>`), so the browser picks the smallest of its WebP copies that fits. */
  sizes?: string;
}

/**
 * An image the content service describes, with its size so the page does not jump as it loads, and its WebP
 * copies (the srcset the service gives) for the browser to choose from.
 */
export function ApiImage({ image, alt, className, priority = false, sizes = '100vw' }: ApiImageProps) {
  return (
    <img
      className={className}
      src={image.url}
      srcSet={image.srcset ?? undefined}
      sizes={image.srcset ? sizes : undefined}
      alt={alt}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
}
