import { useEffect, useState, type RefObject } from 'react';

/** What the floating support button must never sit on. */
const CONTROL = 'a[href],button,input,select,textarea,summary,label,[role="button"],[role="combobox"],[role="checkbox"],[role="link"],[tabindex]:not([tabindex="-1"])';
const GAP = 12;

export interface FloatingPlacement {
  /** Pixels from the bottom of the window: above any sticky bar at the bottom (marked data-sticky-bottom). */
  readonly bottom: number;
  /** Icon only, once the page is scrolled. */
  readonly compact: boolean;
  /** Slid to the edge of the screen, because where it would sit there is a control. */
  readonly tucked: boolean;
}

/** The height of the sticky bars that sit at the bottom of the window now. */
export function stickyBottomHeight(doc: Document = document): number {
  let height = 0;
  for (const bar of doc.querySelectorAll<HTMLElement>('[data-sticky-bottom]')) {
    const rect = bar.getBoundingClientRect();
    if (rect.height > 0 && rect.bottom >= window.innerHeight - 1 && rect.top < window.innerHeight) height = Math.max(height, window.innerHeight - rect.top);
  }
  return height;
}

/** Whether any control (other than the button itself) lies under the rectangle. */
export function coversControl(rect: DOMRect, self: Element, doc: Document = document): boolean {
  const points: Array<[number, number]> = [];
  for (const fx of [0.1, 0.5, 0.9]) for (const fy of [0.1, 0.5, 0.9]) points.push([rect.left + rect.width * fx, rect.top + rect.height * fy]);
  return points.some(([x, y]) =>
    doc.elementsFromPoint(x, y).some((el) => !self.contains(el) && !el.contains(self) && el.closest(CONTROL) !== null && !self.contains(el.closest(CONTROL))),
  );
}

/**
 * Where the floating support button sits (issue 24): above sticky bottom bars, icon-only once the page scrolls,
 * and slid to the screen's edge whenever its place would cover a control (a button, a link, a form field).
 * `slot` is an invisible, never-moved box at the button's full place, which is what is measured.
 */
export function useFloatingPlacement(slot: RefObject<HTMLElement | null>): FloatingPlacement {
  const [placement, setPlacement] = useState<FloatingPlacement>({ bottom: 20, compact: false, tucked: false });
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const el = slot.current;
      const sticky = stickyBottomHeight();
      const bottom = sticky ? Math.round(sticky) + GAP : 20;
      const compact = window.scrollY > 80;
      const tucked = el ? coversControl(el.getBoundingClientRect(), el) : false;
      setPlacement((p) => (p.bottom === bottom && p.compact === compact && p.tucked === tucked ? p : { bottom, compact, tucked }));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // Pages change under a still button (data arrives, a list grows): look again now and then.
    const timer = setInterval(schedule, 700);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      clearInterval(timer);
    };
  }, [slot]);
  return placement;
}
