import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { notify } from './notify';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), dismiss: vi.fn() } }));

describe('notify', () => {
  it('toasts the message as it is', async () => {
    notify.error('Failed to create client');
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to create client'));
  });

  it('keeps the parts it is told to on one line, without changing the text', async () => {
    notify.success('Client created with access code: MB-7K2QXP', { unbroken: ['MB-7K2QXP'] });
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalled());
    const { container } = render(<p>{vi.mocked(toast.success).mock.calls[0]![0] as ReactNode}</p>);
    expect(container.textContent).toBe('Client created with access code: MB-7K2QXP');
    const code = [...container.querySelectorAll('span')].find((span) => span.textContent === 'MB-7K2QXP');
    expect(code?.style.whiteSpace).toBe('nowrap');
  });
});
