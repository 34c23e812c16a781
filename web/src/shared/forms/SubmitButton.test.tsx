import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { SubmitButton } from './SubmitButton';

describe('SubmitButton', () => {
  it('is disabled in the server render and enabled once hydrated, with no hydration error', async () => {
    const button = <SubmitButton label="Submit Application" pending={false} />;
    const html = renderToString(button);
    expect(html).toMatch(/<button[^>]*disabled/);

    const errors = vi.spyOn(console, 'error');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const root = await act(async () => hydrateRoot(container, button));
    expect(container.querySelector('button')!.disabled).toBe(false);
    expect(errors).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });

  it('is enabled at once in a page the browser renders, and disabled and relabelled while the form is in flight', () => {
    const { rerender } = render(<SubmitButton label="Send" pendingLabel="Sending..." pending={false} />);
    const button = screen.getByRole('button') as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    expect(button.textContent).toBe('Send');
    rerender(<SubmitButton label="Send" pendingLabel="Sending..." pending />);
    expect(button.disabled).toBe(true);
    expect(button.textContent).toBe('Sending...');
  });

  it('is also disabled when the form says so (a field it needs is empty)', () => {
    const { rerender } = render(<SubmitButton label="Sign In" pending={false} disabled />);
    const button = screen.getByRole('button') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    rerender(<SubmitButton label="Sign In" pending={false} disabled={false} />);
    expect(button.disabled).toBe(false);
  });
});
