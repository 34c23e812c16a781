import { useLocation } from 'react-router-dom';
import { FRENCH_BASE } from '../../shared/i18n/locale';
import { activeLocale, t } from '../../shared/i18n/messages';

/** The same page's address in the other language (`pathname` without the language's prefix, as the router sees it). */
export function otherLanguageHref(pathname: string, search: string, locale: 'en' | 'fr'): string {
  if (locale === 'en') return `${FRENCH_BASE}${pathname === '/' ? '' : pathname}${search}`;
  return `${pathname}${search}`;
}

/**
 * The link to the same page in the other language, named in that language. A whole page load: the other language's
 * words, addresses and server-rendered page come with it.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { pathname, search } = useLocation();
  const locale = activeLocale();
  const other = locale === 'en' ? 'fr' : 'en';
  return (
    <a
      className={className}
      href={otherLanguageHref(pathname, search, locale)}
      lang={other === 'fr' ? 'fr-CA' : 'en'}
      hrefLang={other === 'fr' ? 'fr-CA' : 'en-CA'}
    >
      {t('nav.otherLanguage')}
    </a>
  );
}
