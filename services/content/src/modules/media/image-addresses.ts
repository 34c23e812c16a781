import { badRequest } from '@agency/kit';

/** The request bodies' fields that hold an image address (the contract's `ImageUrl`), alone or in a list. */
const imageFields = ['coverImage', 'logoUrl', 'avatarUrl', 'coverImageUrl', 'galleryImageUrls', 'photoUrl'] as const;

/** Whether the pages can show an image at this address: the media library's, or one at an allowed origin. */
function isShowableImage(address: string, allowedOrigins: readonly string[]): boolean {
  if (!address.startsWith('https://')) return true;
  try {
    return allowedOrigins.includes(new URL(address).origin);
  } catch {
    return false;
  }
}

/**
 * Refuses a body whose image addresses the site could not show: the pages' Content-Security-Policy loads images
 * only from the site itself and the configured `IMAGE_HOSTS` (the gateway's, the same list), so an address at
 * any other host would be saved and then appear broken. The team uploads such an image to the media library.
 */
export function checkImageAddresses(body: object, allowedOrigins: readonly string[]): void {
  const fields = body as Partial<Record<(typeof imageFields)[number], unknown>>;
  const refused = imageFields.flatMap((field) => {
    const value = fields[field];
    const addresses = Array.isArray(value) ? value : [value];
    return addresses.some((address) => typeof address === 'string' && !isShowableImage(address, allowedOrigins))
      ? [{ path: `body/${field}`, message: 'is at a host the site does not show images from' }]
      : [];
  });
  if (refused.length > 0) {
    throw badRequest(
      'CONTENT_IMAGE_HOST_NOT_ALLOWED',
      'Images come from the media library or the image hosts the site allows; upload this image instead.',
      refused,
    );
  }
}
