import type { TocItem } from '@orchid/contracts/blog';
import { type MouseEvent, useEffect, useRef, useState } from 'react';
import classes from './blog.module.css';

/**
 * Scrolls to a heading of the entry and gives it focus (so the keyboard and screen readers go
 * on from there), and puts its anchor in the address without a navigation: a copied link then
 * opens at the same heading.
 */
function jumpTo(event: MouseEvent<HTMLAnchorElement>, id: string, then?: () => void) {
  const heading = document.getElementById(id);
  if (!heading) return;
  event.preventDefault();
  then?.();
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  heading.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
  heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  window.history.replaceState(window.history.state, '', `#${id}`);
}

/** The id of the heading the reader is in: the last one above the upper third of the window. */
function useCurrentHeading(items: readonly TocItem[]): string | undefined {
  const [current, setCurrent] = useState<string>();
  useEffect(() => {
    let frame = 0;
    const look = () => {
      frame = 0;
      const line = window.innerHeight / 3;
      let found: string | undefined;
      for (const item of items) {
        const heading = document.getElementById(item.id);
        if (heading && heading.getBoundingClientRect().top <= line) found = item.id;
      }
      setCurrent(found);
    };
    const onScroll = () => {
      frame ||= window.requestAnimationFrame(look);
    };
    look();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.cancelAnimationFrame(frame);
    };
  }, [items]);
  return current;
}

type ContentsListProps = { items: readonly TocItem[]; onJump?: () => void };

function ContentsList({ items, onJump }: ContentsListProps) {
  const current = useCurrentHeading(items);
  return (
    <ol className={classes.tocList}>
      {items.map((item) => (
        <li key={item.id} data-level={item.level}>
          <a
            href={`#${item.id}`}
            className={classes.tocLink}
            aria-current={item.id === current ? 'location' : undefined}
            onClick={(event) => jumpTo(event, item.id, onJump)}
          >
            {item.title}
          </a>
        </li>
      ))}
    </ol>
  );
}

/** Beside the entry on a wide screen: its headings, the one being read marked. */
export function TableOfContents({ items }: { items: readonly TocItem[] }) {
  return (
    <nav aria-labelledby="toc-title" className={classes.toc}>
      <p id="toc-title" className={classes.tocTitle}>
        In this article
      </p>
      <ContentsList items={items} />
    </nav>
  );
}

/**
 * On a phone (§2's "mobile overview header"): a bar that stays at the top while reading and
 * opens the headings; choosing one closes it.
 */
export function PhoneOverview({ items }: { items: readonly TocItem[] }) {
  const details = useRef<HTMLDetailsElement>(null);
  return (
    <details ref={details} className={classes.overview}>
      <summary className={classes.overviewSummary}>Overview</summary>
      <nav aria-label="Overview" className={classes.overviewList}>
        <ContentsList
          items={items}
          onJump={() => {
            if (details.current) details.current.open = false;
          }}
        />
      </nav>
    </details>
  );
}
