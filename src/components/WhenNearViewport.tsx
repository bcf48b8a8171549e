// A part of a long page that is drawn (and asks for its data) only once its place comes within a
// screen's height of the viewport: on a phone the dashboard's lower cards (a chart among them)
// would otherwise be drawn while the page loads, on the main thread the visible part needs. Until
// then its place is kept empty, about as tall as the part (`minHeight`, per breakpoint), so that
// the page's length barely changes.
import { Box, type Breakpoint } from '@mui/material';
import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far beyond the viewport a part is drawn: a screen's height, so it is there when scrolled to. */
const MARGIN = '100% 0px';

export function WhenNearViewport({
  children,
  minHeight,
}: {
  children: ReactNode;
  minHeight: Partial<Record<Breakpoint, number>>;
}) {
  // (where the browser cannot tell, at once)
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (near || !place.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: MARGIN },
    );
    observer.observe(place.current);
    return () => observer.disconnect();
  }, [near]);
  return near ? children : <Box ref={place} aria-busy="true" sx={{ minHeight }} />;
}
