import { useLocation } from 'react-router-dom';
import { hrefLang, htmlLang, otherLocale, pathIn } from '../../shared/i18n/locale';
import { activeLocale, t } from '../../shared/i18n/messages';

/**
 * The link to the same page in the other language, named in that language. A whole page load: the other language's
 * words, addresses and server-rendered page come with it.
 */
export function LanguageSwitch() {
  const { pathname, search } = useLocation();
  const other = otherLocale(activeLocale());
  return (
    <a href={`${pathIn(pathname, other)}${search}`} lang={htmlLang(other)} hrefLang={hrefLang(other)}>
      {t('nav.otherLanguage')}
    </a>
  );
}
