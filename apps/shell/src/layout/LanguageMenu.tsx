import { useTranslation } from 'react-i18next';
import type { Language } from '@dental/contracts';
import { setLanguage, SUPPORTED_LANGUAGES } from '@dental/i18n/browser';
import { IconGlobe, Popover } from '@dental/ui';

/** The sidebar's language item: lv / en / ru, kept in localStorage under `language`. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation(['shell', 'common']);
  const current = i18n.language as Language;
  return (
    <Popover
      placement="right-end"
      trigger={(props) => (
        // Named by its content, not an aria-label, so the name ("Language: Latviešu LV") holds what is
        // seen ("LV"): axe's label-content-name-mismatch.
        <button type="button" className="sidebar-item" {...props}>
          <IconGlobe />
          <span className="dc-visually-hidden">{`${t('shell:nav.language')}: ${t(`common:languages.${current}`)} `}</span>
          <span className="sidebar-item__label">{current.toUpperCase()}</span>
        </button>
      )}
    >
      {(close) => (
        <div role="menu" aria-label={t('shell:nav.language')}>
          {SUPPORTED_LANGUAGES.map((lang) => (
            <button
              key={lang}
              type="button"
              role="menuitemradio"
              aria-checked={lang === current}
              className="dc-menu-item"
              lang={lang}
              onClick={() => {
                void setLanguage(lang);
                close();
              }}
            >
              <span className="language-code">{lang.toUpperCase()}</span>
              {t(`common:languages.${lang}`)}
            </button>
          ))}
        </div>
      )}
    </Popover>
  );
}

/** The same choice as a compact segmented switch, for the login page. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation(['shell', 'common']);
  return (
    <div className="login-languages" role="group" aria-label={t('shell:nav.language')}>
      {SUPPORTED_LANGUAGES.map((lang) => (
        <button key={lang} type="button" lang={lang} aria-pressed={i18n.language === lang} onClick={() => void setLanguage(lang)} title={t(`common:languages.${lang}`)}>
          {lang.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
