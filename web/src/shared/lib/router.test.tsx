import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import * as reactRouter from 'react-router-dom';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { Link, NavLink } from './router';

function Path() {
  return <p data-testid="path">{useLocation().pathname + useLocation().search + useLocation().hash}</p>;
}

const at = (path: string, node: React.ReactNode) => (
  <MemoryRouter initialEntries={[path]}>
    {node}
    <Routes>
      <Route path="*" element={<Path />} />
    </Routes>
  </MemoryRouter>
);

describe('the links the app imports from react-router-dom', () => {
  const cases: [string, (L: typeof Link, N: typeof NavLink) => React.ReactNode][] = [
    [
      'a path',
      (L) => (
        <L to="/about" className="x">
          About
        </L>
      ),
    ],
    ['a relative path', (L) => <L to="team">Team</L>],
    ['an object', (L) => <L to={{ pathname: '/blog', search: '?tag=seo', hash: '#top' }}>Blog</L>],
    [
      'an address of another site',
      (L) => (
        <L to="https://example.com/a" rel="noopener">
          Out
        </L>
      ),
    ],
    ['a mail address', (L) => <L to="mailto:hello@example.com">Mail</L>],
    [
      'no discovery',
      (L) => (
        <L to="/about" discover="none">
          About
        </L>
      ),
    ],
    ['the current page', (_L, N) => <N to="/about">About</N>],
    ['the current page, case apart', (_L, N) => <N to="/About">About</N>],
    ['a page below this one', (_L, N) => <N to="/about">About</N>],
    [
      'a page below, end',
      (_L, N) => (
        <N to="/" end>
          Home
        </N>
      ),
    ],
    [
      'another page',
      (_L, N) => (
        <N to="/blog" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Blog
        </N>
      ),
    ],
    [
      'a class and a style',
      (_L, N) => (
        <N to="/about" className="nav" style={({ isActive }) => ({ fontWeight: isActive ? 700 : 400 })}>
          About
        </N>
      ),
    ],
    ['children of the state', (_L, N) => <N to="/about">{({ isActive }) => (isActive ? 'here' : 'there')}</N>],
    [
      'another aria-current',
      (_L, N) => (
        <N to="/about" aria-current="location">
          About
        </N>
      ),
    ],
  ];
  it.each(cases)('render the same anchor as react-router’s for %s', (_name, link) => {
    for (const path of ['/about', '/about/team', '/blog']) {
      const ours = renderToString(at(path, link(Link, NavLink)));
      const theirs = renderToString(at(path, link(reactRouter.Link, reactRouter.NavLink)));
      expect(ours).toBe(theirs);
    }
  });

  it('navigate in the app on a click, after the link’s own onClick', async () => {
    const onClick = vi.fn();
    render(
      at(
        '/',
        <Link to="/blog?tag=seo" onClick={onClick}>
          Blog
        </Link>,
      ),
    );
    await userEvent.click(screen.getByRole('link', { name: 'Blog' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.getByTestId('path').textContent).toBe('/blog?tag=seo');
  });

  it('leave the navigation to an onClick that prevents it', async () => {
    render(
      at(
        '/',
        <Link to="/blog" onClick={(event) => event.preventDefault()}>
          Blog
        </Link>,
      ),
    );
    await userEvent.click(screen.getByRole('link', { name: 'Blog' }));
    expect(screen.getByTestId('path').textContent).toBe('/');
  });

  it('navigate in the app to an address of this site', async () => {
    render(at('/', <Link to={`${window.location.origin}/about#team`}>About</Link>));
    const link = screen.getByRole('link', { name: 'About' });
    expect(link.getAttribute('href')).toBe(`${window.location.origin}/about#team`);
    await userEvent.click(link);
    expect(screen.getByTestId('path').textContent).toBe('/about#team');
  });

  it('mark the current page of a NavLink after a navigation', async () => {
    render(
      at(
        '/',
        <>
          <Link to="/about">Go</Link>
          <NavLink to="/about">About</NavLink>
        </>,
      ),
    );
    expect(screen.getByRole('link', { name: 'About' }).getAttribute('aria-current')).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Go' }));
    expect(screen.getByRole('link', { name: 'About' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'About' }).className).toBe('active');
  });
});
