import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isPhonePortrait, PhonePortraitProvider, usePhonePortrait } from './phone-portrait';

const iPhone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 15_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.0 Mobile/15E148 Safari/604.1';
const iPad =
  'Mozilla/5.0 (iPad; CPU OS 15_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.0 Mobile/15E148 Safari/604.1';
const desktop =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

function setDevice(userAgent: string, width: number, height: number) {
  Object.defineProperty(navigator, 'userAgent', { value: userAgent, configurable: true });
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
  Object.defineProperty(window, 'innerHeight', { value: height, configurable: true });
}

function Probe() {
  return <p>{usePhonePortrait() ? 'phone portrait' : 'other layout'}</p>;
}

describe('phone portrait', () => {
  const original = {
    userAgent: navigator.userAgent,
    width: window.innerWidth,
    height: window.innerHeight,
  };
  afterEach(() => setDevice(original.userAgent, original.width, original.height));

  it('is a phone user agent held upright, never a tablet or a desktop', () => {
    setDevice(iPhone, 390, 844);
    expect(isPhonePortrait()).toBe(true);
    setDevice(iPhone, 844, 390);
    expect(isPhonePortrait()).toBe(false);
    setDevice(iPad, 820, 1180);
    expect(isPhonePortrait()).toBe(false);
    setDevice(desktop, 390, 844);
    expect(isPhonePortrait()).toBe(false);
  });

  describe('on resize', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('recomputes once resizing has settled for 500 ms', () => {
      setDevice(iPhone, 390, 844);
      render(
        <PhonePortraitProvider prerenderedForPhone={false}>
          <Probe />
        </PhonePortraitProvider>,
      );
      expect(screen.getByText('phone portrait')).toBeTruthy();

      setDevice(iPhone, 844, 390);
      act(() => {
        window.dispatchEvent(new Event('resize'));
        vi.advanceTimersByTime(300);
        // Still turning: a second event restarts the wait.
        window.dispatchEvent(new Event('resize'));
        vi.advanceTimersByTime(300);
      });
      expect(screen.getByText('phone portrait')).toBeTruthy();

      act(() => {
        vi.advanceTimersByTime(200);
      });
      expect(screen.getByText('other layout')).toBeTruthy();
    });
  });
});
