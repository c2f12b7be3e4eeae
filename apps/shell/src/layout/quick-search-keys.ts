/** Inputs whose typing a "/" must not steal (a checkbox or a button is no text field). */
const NOT_TEXT = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'range', 'color', 'image']);

export function isTextField(target: EventTarget | null): boolean {
  if (!target || !(target as HTMLElement).tagName) return false;
  const el = target as HTMLElement;
  if (el.isContentEditable) return true;
  if (el.tagName === 'TEXTAREA' || el.tagName === 'SELECT') return true;
  return el.tagName === 'INPUT' && !NOT_TEXT.has((el as HTMLInputElement).type);
}

/**
 * Whether a key press opens the quick search: Ctrl+K (Cmd+K on a Mac) anywhere, or "/" alone
 * when the focus is not in a text field (there it types a slash).
 */
export function opensQuickSearch(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'target'>): boolean {
  if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k') return true;
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTextField(event.target);
}
