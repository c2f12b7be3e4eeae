import { useEffect, useRef } from 'react';

/**
 * Locks the screen to the patient view while it is mounted: everything else on the page is
 * `inert` (no sidebar, no navigation reachable by touch, mouse or keyboard), the browser's back
 * button is caught (a history entry is pushed again) and reloading or closing the tab asks first.
 * `onLeaveAttempt` is called whenever someone tries to leave (back, Escape), so the view can ask
 * for the staff member's password.
 */
export function usePatientViewLock(root: HTMLElement | null, onLeaveAttempt: () => void) {
  const attempt = useRef(onLeaveAttempt);
  attempt.current = onLeaveAttempt;

  useEffect(() => {
    if (!root) return;
    const others = [...document.body.children].filter((element): element is HTMLElement => element instanceof HTMLElement && element !== root && !element.hasAttribute('inert'));
    for (const element of others) element.setAttribute('inert', '');
    window.history.pushState({ patientView: true }, '');
    const back = () => {
      window.history.pushState({ patientView: true }, '');
      attempt.current();
    };
    const unload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    const keys = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        attempt.current();
      }
    };
    window.addEventListener('popstate', back);
    window.addEventListener('beforeunload', unload);
    window.addEventListener('keydown', keys, true);
    return () => {
      window.removeEventListener('popstate', back);
      window.removeEventListener('beforeunload', unload);
      window.removeEventListener('keydown', keys, true);
      for (const element of others) element.removeAttribute('inert');
    };
  }, [root]);
}
