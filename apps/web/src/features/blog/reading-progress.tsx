import { type RefObject, useEffect, useRef } from 'react';
import { useScrolledPast } from '../../app/navigation/use-scrolled-past';
import classes from './blog.module.css';

/** §2: the reading progress bar is hidden while the page is scrolled less than this. */
export const PROGRESS_AFTER_SCROLL_PX = 100;

/** How much of the article has been read: 0 at its top, 1 when its end is in view. */
export function readProgress(article: { top: number; height: number }, viewportHeight: number) {
  const span = article.height - viewportHeight;
  if (span <= 0) return article.top <= 0 ? 1 : 0;
  return Math.min(1, Math.max(0, -article.top / span));
}

/**
 * A thin bar across the top of the window that fills as the article is read. The bar is
 * moved directly on scroll (no render per scroll event); it shows once the page is scrolled
 * PROGRESS_AFTER_SCROLL_PX or more.
 */
export function ReadingProgress({ article }: { article: RefObject<HTMLElement | null> }) {
  const shown = useScrolledPast(PROGRESS_AFTER_SCROLL_PX);
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const element = article.current;
      const track = bar.current;
      if (!element || !track) return;
      const box = element.getBoundingClientRect();
      const progress = readProgress({ top: box.top, height: box.height }, window.innerHeight);
      track.style.setProperty('--progress', String(progress));
      track.setAttribute('aria-valuenow', String(Math.round(progress * 100)));
    };
    const onChange = () => {
      frame ||= window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onChange, { passive: true });
    window.addEventListener('resize', onChange);
    return () => {
      window.removeEventListener('scroll', onChange);
      window.removeEventListener('resize', onChange);
      window.cancelAnimationFrame(frame);
    };
  }, [article]);
  return (
    <div
      ref={bar}
      className={classes.progress}
      data-shown={shown || undefined}
      role="progressbar"
      aria-label="Reading progress"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={0}
    />
  );
}
