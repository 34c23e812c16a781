/** The site has one theme: whatever was stored, the theme key is reset to light. */
export function forceLightTheme(): void {
  try {
    localStorage.setItem('theme', 'light');
  } catch {
    // Storage may be blocked; the page is light either way.
  }
  document.documentElement.dataset.theme = 'light';
  document.documentElement.style.colorScheme = 'light';
}
