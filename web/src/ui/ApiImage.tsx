import type { components } from '@agency/contracts/openapi/content';

type Image = components['schemas']['Image'];

interface ApiImageProps {
  image: Image;
  /** '' for a decorative image. */
  alt: string;
  className?: string;
  /** The first thing on the screen: loaded at once and first. Others load as they come into view. */
  priority?: boolean;
}

/** An image the content service describes, with its size so the page does not jump as it loads. */
export function ApiImage({ image, alt, className, priority = false }: ApiImageProps) {
  return (
    <img
      className={className}
      src={image.url}
      alt={alt}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
}
