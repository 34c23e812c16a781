import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CommitSelect } from './CommitSelect';

function Status({ onCommit }: { onCommit: (value: string) => void }) {
  const [value, setValue] = useState('pending');
  return (
    <>
      <CommitSelect
        aria-label="Status"
        value={value}
        onCommit={(next) => {
          onCommit(next);
          setValue(next);
        }}
      >
        <option value="pending">Pending</option>
        <option value="contacted">Contacted</option>
        <option value="scheduled">Scheduled</option>
        <option value="completed">Completed</option>
      </CommitSelect>
      <button type="button">Elsewhere</button>
    </>
  );
}

const select = () => screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement;

/** One arrow key on a closed select, as Chrome on Windows and Linux fires it: keydown, change, keyup. */
function step(key: 'ArrowDown' | 'ArrowUp', to: string) {
  fireEvent.keyDown(select(), { key });
  fireEvent.change(select(), { target: { value: to } });
  fireEvent.keyUp(select(), { key });
}

describe('CommitSelect', () => {
  it('acts on an option picked from the list at once, and once', async () => {
    const user = userEvent.setup();
    const onCommit = vi.fn();
    render(<Status onCommit={onCommit} />);
    await user.selectOptions(select(), 'scheduled');
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCommit).toHaveBeenCalledWith('scheduled');
    expect(select().value).toBe('scheduled');
  });

  it('does not act on each arrow key: the value stepped to is committed once, on Enter', () => {
    const onCommit = vi.fn();
    render(<Status onCommit={onCommit} />);
    select().focus();
    step('ArrowDown', 'contacted');
    step('ArrowDown', 'scheduled');
    step('ArrowDown', 'completed');
    step('ArrowUp', 'scheduled');
    expect(onCommit).not.toHaveBeenCalled();
    expect(select().value).toBe('scheduled');

    fireEvent.keyDown(select(), { key: 'Enter' });
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCommit).toHaveBeenCalledWith('scheduled');
  });

  it('commits the value stepped to once when the select is left', async () => {
    const user = userEvent.setup();
    const onCommit = vi.fn();
    render(<Status onCommit={onCommit} />);
    select().focus();
    step('ArrowDown', 'contacted');
    step('ArrowDown', 'scheduled');
    await user.tab();
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCommit).toHaveBeenCalledWith('scheduled');
    // Leaving again changes nothing more.
    await user.tab();
    expect(onCommit).toHaveBeenCalledTimes(1);
  });

  it('puts the shown value back on Escape, and commits nothing when stepped back to it', async () => {
    const user = userEvent.setup();
    const onCommit = vi.fn();
    render(<Status onCommit={onCommit} />);
    select().focus();
    step('ArrowDown', 'contacted');
    fireEvent.keyDown(select(), { key: 'Escape' });
    expect(select().value).toBe('pending');

    step('ArrowDown', 'contacted');
    step('ArrowUp', 'pending');
    await user.tab();
    expect(onCommit).not.toHaveBeenCalled();
  });
});
