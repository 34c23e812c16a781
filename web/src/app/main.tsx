import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { AuthProvider } from '../identity/auth/AuthProvider';
import { basenameOf, localeOfPath } from '../shared/i18n/locale';
import { loadLocale } from '../shared/i18n/messages';
import { forceLightTheme } from '../shared/lib/theme';
import { setSiteOrigin } from './site';
import { readHandOver } from './ssr/handOver';
import '../shared/styles/tokens.css';
import '../shared/styles/global.css';

forceLightTheme();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A page speaks the language of its address (`/fr/…` in French); its links stay within that language.
const locale = localeOfPath(window.location.pathname);
const app = (
  <StrictMode>
    <BrowserRouter basename={basenameOf(locale)}>
      <AuthProvider>
        <App />
      </AuthProvider>
    </BrowserRouter>
  </StrictMode>
);

// Public pages arrive rendered (entry-server.tsx) and are hydrated; the back office and the portal
// arrive as the empty shell and render here. Either waits for the site's words (preloaded beside this
// script), so the first render is whole, as the server's was.
const handOver = readHandOver();
void loadLocale(locale).then(() => {
  if (handOver) {
    setSiteOrigin(handOver.origin);
    hydrateRoot(root, app);
  } else {
    createRoot(root).render(app);
  }
});
