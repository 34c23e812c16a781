import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs } from './Tabs';

const renderTabs = () =>
  render(
    <Tabs
      label="How to sign in"
      tabs={[
        { id: 'email', label: 'Email & Password', panel: <input aria-label="Email" /> },
        { id: 'code', label: 'Access Code', panel: <input aria-label="Access Code" /> },
        { id: 'third', label: 'Third', panel: <p>Third panel</p> },
      ]}
    />,
  );

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('is a labelled tab list whose selected tab labels the one panel shown', () => {
    renderTabs();
    expect(screen.getByRole('tablist', { name: 'How to sign in' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((each) => each.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    const panel = screen.getByRole('tabpanel', { name: 'Email & Password' });
    expect(tab('Email & Password').getAttribute('aria-controls')).toBe(panel.id);
    expect(screen.getByLabelText('Email')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Access Code' })).toBeNull();
    // One tab stop: the selected tab.
    expect(screen.getAllByRole('tab').map((each) => each.tabIndex)).toEqual([0, -1, -1]);
  });

  it('shows a tab when it is clicked', async () => {
    const user = userEvent.setup();
    renderTabs();
    await user.click(tab('Access Code'));
    expect(tab('Access Code').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Access Code' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Access Code' })).toBeTruthy();
  });

  it('moves between tabs with the arrow keys, Home and End, wrapping around, and shows each at once', async () => {
    const user = userEvent.setup();
    renderTabs();
    await user.tab();
    expect(document.activeElement).toBe(tab('Email & Password'));

    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Access Code'));
    expect(tab('Access Code').getAttribute('aria-selected')).toBe('true');

    await user.keyboard('{End}');
    expect(document.activeElement).toBe(tab('Third'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Email & Password'));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tab('Third'));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(tab('Email & Password'));
    expect(screen.getByRole('tabpanel', { name: 'Email & Password' })).toBeTruthy();

    // Tab leaves the tab list for the panel.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
  });
});
