/** "14:05" for today's messages, "21.11. 14:05" (in the UI language's form) for older ones. */
export function formatMessageTime(iso: string, language: string, now = new Date()): string {
  const time = new Date(iso);
  const sameDay = time.toDateString() === now.toDateString();
  const options: Intl.DateTimeFormatOptions = sameDay
    ? { hour: '2-digit', minute: '2-digit' }
    : { day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit' };
  return new Intl.DateTimeFormat(language, options).format(time);
}
