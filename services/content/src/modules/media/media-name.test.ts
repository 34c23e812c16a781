import { describe, expect, it } from 'vitest';
import { mediaNameOf } from './media.service.js';

describe('an upload keeps its file’s name', () => {
  it.each([
    ['Shop Front.JPG', 'jpg', /^shop-front-[0-9a-f]{12}\.jpg$/],
    ['Café menu (final).png', 'png', /^cafe-menu-final-[0-9a-f]{12}\.png$/],
    ['C:\\Users\\sam\\Québec logo.webp', 'webp', /^quebec-logo-[0-9a-f]{12}\.webp$/],
    ['!!!.png', 'png', /^image-[0-9a-f]{12}\.png$/],
    [`${'a'.repeat(200)}.png`, 'png', /^a{60}-[0-9a-f]{12}\.png$/],
  ])('%j is stored as %s', (fileName, extension, stored) => {
    expect(mediaNameOf(fileName, extension)).toMatch(stored);
  });

  it('with the type it decodes as, whatever the file called itself, and apart from another upload of the same name', () => {
    expect(mediaNameOf('logo.png', 'webp')).toMatch(/^logo-[0-9a-f]{12}\.webp$/);
    expect(mediaNameOf('logo.png', 'png')).not.toBe(mediaNameOf('logo.png', 'png'));
    // The name fits the media table's CHECK: lower-case words joined by hyphens, at most 120 characters.
    expect(mediaNameOf(`${'ab-'.repeat(80)}.png`, 'png')).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*\.png$/);
  });
});
