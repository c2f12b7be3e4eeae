import type { ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation';
import { LANGUAGES } from '@dental/contracts/values';
import { chooseLanguage } from '../i18n';

/** The public page's frame: the language switch and the page's one main region (no staff shell). */
export function Layout({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation('booking');
  return (
    <div className="bk-page">
      <header className="bk-header">
        <nav aria-label={t('language')} className="bk-languages">
          {LANGUAGES.map((language) => (
            <button
              key={language}
              type="button"
              lang={language}
              className="bk-language"
              aria-pressed={i18n.language === language}
              onClick={() => void chooseLanguage(language)}
            >
              {t(`languages.${language}`)}
            </button>
          ))}
        </nav>
      </header>
      <main className="bk-main">{children}</main>
    </div>
  );
}
