/** The messenger's scroll animation (docs/spec.md §9). */
export const SCROLL_ANIMATION_MS = 500;

const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/**
 * Scrolls `element` to its bottom in SCROLL_ANIMATION_MS (native smooth scrolling has no set
 * duration). Returns a cancel function; without requestAnimationFrame it jumps.
 */
export function scrollToBottom(element: HTMLElement, duration = SCROLL_ANIMATION_MS): () => void {
  const start = element.scrollTop;
  const distance = element.scrollHeight - element.clientHeight - start;
  if (distance <= 0 || typeof requestAnimationFrame !== 'function' || duration <= 0) {
    element.scrollTop = element.scrollHeight;
    return () => undefined;
  }
  let frame = 0;
  let began: number | null = null;
  const step = (now: number) => {
    began ??= now;
    const progress = Math.min(1, (now - began) / duration);
    element.scrollTop = start + distance * easeInOut(progress);
    if (progress < 1) frame = requestAnimationFrame(step);
  };
  frame = requestAnimationFrame(step);
  return () => cancelAnimationFrame(frame);
}
