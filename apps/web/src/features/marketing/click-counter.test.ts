import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { countClick, countedButtonOf } from './click-counter';
import { countClicks } from './click-listener';

// The clicks call's bodies, as the beacons carried them.
const sent: unknown[] = [];
const beacon = vi.fn((_url: string, data: Blob) => {
  data.text().then((text) => sent.push(JSON.parse(text)));
  return true;
});

function control(html: string): HTMLElement {
  document.body.innerHTML = `<main>${html}</main>`;
  const element = document.body.querySelector<HTMLElement>('a, button, span');
  if (!element) throw new Error('nothing to click');
  return element;
}

// The listener of main.tsx, with the counter already fetched: a click counts a microtask later.
beforeAll(() => {
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  countClicks(async () => ({ countClick }) as never);
});
beforeEach(() => {
  vi.useFakeTimers();
  sent.length = 0;
  beacon.mockClear();
  window.history.replaceState(null, '', '/measurement-based-care');
});
afterEach(() => vi.useRealTimers());

const flushed = async () => {
  await vi.waitFor(() => expect(sent.length).toBe(beacon.mock.calls.length));
  return sent;
};

describe('the click counter', () => {
  it('sends the clicks of a counted page together, a second after the last', async () => {
    control('<button>Book Your Free Demo</button>').click();
    await vi.advanceTimersByTimeAsync(900);
    control('<a href="/pricing">Start Your Free Trial</a>').click();
    await vi.advanceTimersByTimeAsync(999);
    expect(beacon).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(beacon.mock.calls[0]?.[0]).toBe('/api/quiz/v1/marketing_page/clicks');
    expect(await flushed()).toEqual([
      {
        clicks: [
          { page: '/measurement-based-care', button: 'book-your-free-demo' },
          { page: '/measurement-based-care', button: 'start-your-free-trial' },
        ],
      },
    ]);
  });

  it("counts nothing on other pages, nor clicks beside the page's links and buttons", async () => {
    window.history.replaceState(null, '', '/login');
    control('<button>Sign in</button>').click();
    window.history.replaceState(null, '', '/measurement-based-care');
    control('<span>Some text</span>').click();
    document.body.innerHTML = '<footer><a href="/about-us">About us</a></footer>';
    document.body.querySelector('a')?.click();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(beacon).not.toHaveBeenCalled();
  });

  it('sends what waits when the page is left, and at most twenty clicks a call', async () => {
    const button = control('<button>Try it</button>');
    for (let i = 0; i < 23; i++) button.click();
    await vi.advanceTimersByTimeAsync(0);
    expect(beacon).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(2);
    const bodies = (await flushed()) as { clicks: unknown[] }[];
    expect(bodies.map((body) => body.clicks.length)).toEqual([20, 3]);
  });
});

describe('countedButtonOf', () => {
  it('names a control by its data-click, else by what it shows, else by its aria-label', () => {
    expect(countedButtonOf(control('<a href="/x" data-click="demo-hero">Book</a>'))).toBe(
      'demo-hero',
    );
    expect(
      countedButtonOf(
        control(
          '<a href="https://cal.example"><b>Book Your Free Demo</b><span class="mantine-VisuallyHidden-root"> (opens in a new tab)</span></a>',
        ),
      ),
    ).toBe('book-your-free-demo');
    expect(countedButtonOf(control('<button aria-label="Close menu"><svg></svg></button>'))).toBe(
      'close-menu',
    );
  });
});

describe('the click listener', () => {
  it("fetches the counter only for a click on the page's own link or button, with its page", async () => {
    const counter = { countClick: vi.fn() };
    const load = vi.fn(async () => counter);
    countClicks(load as never);
    document.body.innerHTML = '<footer><button>Sign out</button></footer><main><p>Text</p></main>';
    document.body.querySelector('button')?.click();
    document.body.querySelector('p')?.click();
    expect(load).not.toHaveBeenCalled();
    const button = control('<button>Try it</button>');
    button.click();
    window.history.replaceState(null, '', '/pricing');
    await vi.waitFor(() => expect(counter.countClick).toHaveBeenCalledTimes(1));
    expect(counter.countClick).toHaveBeenCalledWith('/measurement-based-care', button);
  });
});
