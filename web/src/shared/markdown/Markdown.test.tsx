import { render as renderInPage } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import Markdown, { isOutsideLink } from './Markdown';

const render = (ui: ReactElement) => renderInPage(<MemoryRouter>{ui}</MemoryRouter>);

const html = (source: string) => render(<Markdown source={source} />).container.innerHTML;

describe('Markdown', () => {
  it('renders headings, emphasis and lists', () => {
    const { container } = render(<Markdown source={'## Why local\n\nWe build **fast** sites.\n\n- Edmonton\n- Calgary'} />);
    expect(container.querySelector('h2')?.textContent).toBe('Why local');
    expect(container.querySelector('strong')?.textContent).toBe('fast');
    expect(container.querySelectorAll('li')).toHaveLength(2);
  });

  it('leaves no script, event handler or javascript: URL', () => {
    const rendered = html(
      '<script>alert(1)</script>\n\n<img src="x" onerror="alert(2)">\n\n[click](javascript:alert(3))\n\n<a href="javascript:alert(4)">raw</a>',
    );
    expect(rendered).not.toMatch(/<script/i);
    expect(rendered).not.toMatch(/onerror/i);
    expect(rendered).not.toMatch(/javascript:/i);
  });

  it('marks outside links noopener nofollow and leaves the site’s own alone', () => {
    const { container } = render(<Markdown source={'[Edmonton](https://www.edmonton.ca) and [our blog](/blog)'} />);
    const [outside, inside] = container.querySelectorAll('a');
    expect(outside!.getAttribute('rel')).toBe('noopener nofollow');
    expect(outside!.getAttribute('href')).toBe('https://www.edmonton.ca');
    expect(inside!.getAttribute('rel')).toBeNull();
    expect(isOutsideLink('//cdn.example.com/x')).toBe(true);
    expect(isOutsideLink('/services/web-development')).toBe(false);
  });
});
