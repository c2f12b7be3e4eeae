import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { IconMenu, IconTooth } from '@dental/ui';
import { useLocation } from '@dental/ui/router';
import { useShellUi } from './shell-ui-store';

export const MAIN_MENU_ID = 'main-menu';

/**
 * On a phone (below 576 px, layout.css) the main menu is a drawer: this bar's "Menu" opens it over
 * the page. It closes on a choice (the address changes), on Escape (focus back on "Menu") and on
 * a tap beside it. Above that width the bar is not shown and the menu stays at the side.
 */
export function MobileBar() {
  const { t } = useTranslation(['shell', 'common']);
  const open = useShellUi((s) => s.menuOpen);
  const setOpen = useShellUi((s) => s.setMenuOpen);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname, search } = useLocation();

  useEffect(() => setOpen(false), [pathname, search, setOpen]);
  useEffect(() => {
    if (!open) return;
    document.querySelector<HTMLElement>(`#${MAIN_MENU_ID} a, #${MAIN_MENU_ID} button`)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, setOpen]);

  return (
    <>
      <header className="mobile-bar">
        <button ref={button} type="button" className="mobile-bar__menu" aria-expanded={open} aria-controls={MAIN_MENU_ID} onClick={() => setOpen(!open)}>
          <IconMenu />
          <span>{t('shell:nav.menu')}</span>
        </button>
        <span className="mobile-bar__title">
          <IconTooth size={20} />
          {t('common:site_title')}
        </span>
      </header>
      {open ? <div className="mobile-scrim" aria-hidden="true" onClick={() => setOpen(false)} /> : null}
    </>
  );
}
