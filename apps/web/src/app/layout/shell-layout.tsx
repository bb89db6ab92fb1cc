import type { MouseEvent } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { ActingBanner } from '../../features/members/minors/acting-banner';
import { Footer } from '../footer/footer';
import { ModalsProvider } from '../modals/modals';
import { PhoneBottomBar } from '../navigation/phone-bottom-bar';
import { TopBar } from '../navigation/top-bar';
import { usePhonePortrait } from '../phone/phone-portrait';
import { InactivityWarning } from '../session/inactivity-warning';
import { useActingRenewal } from '../session/use-acting-renewal';
import { useSessionExpiryNotice } from '../session/use-session-expiry-notice';
import { footerKind, shellChrome } from './shell-chrome';
import classes from './shell-layout.module.css';

/**
 * Every page: skip link, whose profile a guardian is acting for, top bar, the page in <main>,
 * footer, and on phones the bottom bar.
 */
export function ShellLayout() {
  return (
    <ModalsProvider>
      <Shell />
    </ModalsProvider>
  );
}

/**
 * Moves focus to <main> without touching the address: some pages keep their own state in the
 * hash (the quick-intake steps), which a jump to #main-content would reset.
 */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById('main-content')?.focus();
}

function Shell() {
  const { pathname } = useLocation();
  const chrome = shellChrome(pathname);
  const withBottomBar = usePhonePortrait() && chrome.bottomBar;
  useSessionExpiryNotice();
  useActingRenewal();
  return (
    <div className={classes.shell} data-bottom-bar={withBottomBar || undefined}>
      {/* biome-ignore lint/a11y/useValidAnchor: a skip link; the href still works without script */}
      <a href="#main-content" className={classes.skipLink} onClick={skipToContent}>
        Skip to content
      </a>
      <ActingBanner />
      {chrome.topBar !== 'hidden' && <TopBar variant={chrome.topBar} />}
      <main id="main-content" tabIndex={-1} className={classes.main}>
        <Outlet />
      </main>
      <Footer variant={footerKind(pathname)} />
      {withBottomBar && <PhoneBottomBar />}
      <InactivityWarning />
    </div>
  );
}

/**
 * The screens inside the shell, and their scroll positions, kept by history entry
 * (location.key): a new page opens at the top, back and forward return to the place (see
 * history-entry-key.ts for pages loaded fresh). It is the screens' route element, so it mounts
 * once the first screen has loaded: mounted with the shell, it restored a position while only
 * the loading placeholder and the footer were there, and the page ended at its footer.
 */
export function ScreensWithScroll() {
  return (
    <>
      <Outlet />
      <ScrollRestoration getKey={(location) => location.key} />
    </>
  );
}
