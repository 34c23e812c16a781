import type { CSSProperties } from 'react';
import { Toaster } from 'sonner';

// sonner's own success and error text colours fall short of WCAG AA contrast on their backgrounds.
const contrastingColors = { '--success-text': 'var(--brand-700)', '--error-text': 'var(--danger)' } as CSSProperties;

// Toasts start under the header (its height is a token), so they never cover its buttons and links.
const belowHeader = { top: 'calc(var(--header-height) + 0.5rem)' };

export function AppToaster() {
  return (
    <Toaster
      position="top-right"
      theme="light"
      richColors
      closeButton
      offset={belowHeader}
      mobileOffset={belowHeader}
      style={contrastingColors}
    />
  );
}
