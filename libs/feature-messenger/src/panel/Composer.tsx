import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { MESSENGER_MAX_LENGTH } from '@dental/contracts/values';
import { useMessengerTranslation } from '../i18n';

/** Textareas grow from 90 to 240 px (docs/spec.md §9), then scroll. */
export const COMPOSER_MIN_HEIGHT = 90;
export const COMPOSER_MAX_HEIGHT = 240;

/**
 * Enter sends and clears (docs/spec.md §5); Shift+Enter adds a line; Enter while an input method is
 * composing (accents, Cyrillic IMEs) only finishes the composition. `onSend` gets the trimmed text
 * and answers whether it was sent; a failed send puts the text back unless something new was typed.
 */
export function Composer({ onSend, disabled }: { onSend: (text: string) => Promise<boolean>; disabled?: boolean }) {
  const { t } = useMessengerTranslation();
  const [text, setText] = useState('');
  const field = useRef<HTMLTextAreaElement>(null);

  useLayoutEffect(() => {
    const element = field.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${Math.min(COMPOSER_MAX_HEIGHT, Math.max(COMPOSER_MIN_HEIGHT, element.scrollHeight))}px`;
  }, [text]);

  const send = async () => {
    const message = text.trim();
    if (!message || disabled) return;
    setText('');
    const sent = await onSend(message);
    if (!sent) setText((current) => current || message);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  return (
    <form
      className="dc-messenger__composer"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <textarea
        ref={field}
        aria-label={t('composer_label')}
        placeholder={t('composer_placeholder')}
        value={text}
        maxLength={MESSENGER_MAX_LENGTH}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        rows={3}
      />
      <button type="submit" className="dc-button dc-button--primary" disabled={disabled || !text.trim()}>
        {t('send')}
      </button>
    </form>
  );
}
