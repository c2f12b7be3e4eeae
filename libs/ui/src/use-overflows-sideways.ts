import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether an element's content is wider than it, kept current as either changes size.
 *
 * Measured in the ResizeObserver's first notification, which the browser delivers after its own
 * layout of the frame: reading scrollWidth in a layout effect forced that layout inside React's
 * commit (a calendar's grid: a third of a second of one long task on a loaded phone, Lighthouse).
 */
export function useOverflowsSideways(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const check = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    if (typeof ResizeObserver === 'undefined') {
      check();
      return;
    }
    const observer = new ResizeObserver(check);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}
