import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { countClicks, countedButtonOf } from './click-counter';

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

beforeAll(() => {
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  countClicks();
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
    vi.advanceTimersByTime(900);
    control('<a href="/pricing">Start Your Free Trial</a>').click();
    vi.advanceTimersByTime(999);
    expect(beacon).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
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

  it("counts nothing on other pages, nor clicks beside the page's links and buttons", () => {
    window.history.replaceState(null, '', '/login');
    control('<button>Sign in</button>').click();
    window.history.replaceState(null, '', '/measurement-based-care');
    control('<span>Some text</span>').click();
    document.body.innerHTML = '<footer><a href="/about-us">About us</a></footer>';
    document.body.querySelector('a')?.click();
    vi.advanceTimersByTime(5_000);
    expect(beacon).not.toHaveBeenCalled();
  });

  it('sends what waits when the page is left, and at most twenty clicks a call', async () => {
    const button = control('<button>Try it</button>');
    for (let i = 0; i < 23; i++) button.click();
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
