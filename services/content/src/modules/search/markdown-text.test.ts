import { describe, expect, it } from 'vitest';
import { markdownToText } from './markdown-text.js';

describe('markdownToText', () => {
  it('keeps the words a reader sees and drops the marks', () => {
    const markdown = [
      '# Local SEO, step by step',
      '',
      'Your **Google Business Profile** is the _first_ thing ~~people~~ customers see.',
      '',
      '> Reviews matter.',
      '',
      '- Claim the profile',
      '2. Add `photos`',
      '- [x] Done',
      '',
      '---',
      '',
      '| Step | Time |',
      '| ---- | ---: |',
      '| Claim | 5 min |',
    ].join('\n');
    expect(markdownToText(markdown)).toBe(
      [
        'Local SEO, step by step',
        '',
        'Your Google Business Profile is the first thing people customers see.',
        '',
        'Reviews matter.',
        '',
        'Claim the profile',
        'Add photos',
        'Done',
        '',
        'Step Time',
        'Claim 5 min',
      ].join('\n'),
    );
  });

  it('keeps link texts and image descriptions, not where they point', () => {
    expect(markdownToText('See [our guide](https://example.com/guide "Guide") and ![a maple leaf](/img/leaf.png).')).toBe(
      'See our guide and a maple leaf.',
    );
    expect(markdownToText('Read [the post][post].\n\n[post]: https://example.com/post')).toBe('Read the post.');
  });

  it('drops HTML tags and reads entities', () => {
    expect(markdownToText('<div class="note">Tips &amp; tricks</div><script>alert(1)</script>')).toBe('Tips & tricks alert(1)');
  });

  it('keeps code, without its fences', () => {
    expect(markdownToText('```js\nconst leads = 3;\n```')).toBe('const leads = 3;');
  });

  it('keeps snake_case words apart', () => {
    expect(markdownToText('organic_traffic grew')).toBe('organic traffic grew');
  });
});
