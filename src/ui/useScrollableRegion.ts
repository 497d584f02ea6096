import { useCallback, useEffect, useState } from 'react';

/**
 * For a box that may scroll (a wide table in a narrow panel, the lab's rows): while its content is
 * larger than it, it takes the focus (Tab, then the arrows scroll it) as a region named `label`, so a
 * keyboard reaches what is out of view (WCAG 2.1.1; axe's scrollable-region-focusable). While nothing
 * overflows it is no tab stop. Measured by a ResizeObserver, never during a seek's render.
 */
export function useScrollableRegion(label: string) {
  const [box, setBox] = useState<HTMLElement | null>(null);
  const [scrolls, setScrolls] = useState(false);
  const ref = useCallback((element: HTMLElement | null) => setBox(element), []);
  useEffect(() => {
    if (!box) return;
    const measure = () => setScrolls(box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1);
    const watch = new ResizeObserver(measure);
    watch.observe(box);
    if (box.firstElementChild) watch.observe(box.firstElementChild);
    return () => watch.disconnect();
  }, [box]);
  return scrolls ? { ref, tabIndex: 0, role: 'region', 'aria-label': label } : { ref };
}
