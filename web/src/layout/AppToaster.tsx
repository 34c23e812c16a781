import type { CSSProperties } from 'react';
import { Toaster } from 'sonner';

// sonner's own success and error text colours fall short of WCAG AA contrast on their backgrounds.
const contrastingColors = { '--success-text': 'var(--brand-700)', '--error-text': 'var(--danger)' } as CSSProperties;

export function AppToaster() {
  return <Toaster position="top-right" theme="light" richColors closeButton style={contrastingColors} />;
}
