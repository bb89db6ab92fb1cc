import { lazy, type MouseEvent, Suspense, useCallback, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { ModalsProvider } from '../modals/modals-provider';
import { PhoneBottomBar } from '../navigation/phone-bottom-bar';
import { TopBar } from '../navigation/top-bar';
import { usePhonePortrait } from '../phone/phone-portrait';
import { isActingForMinor } from '../session/acting';
import { useSession } from '../session/session';
import { useDrawnByServer } from './drawn-by-server';
import { ScreenShownContext, useScreenShown } from './screen-shown';
import { footerKind, shellChrome } from './shell-chrome';
import classes from './shell-layout.module.css';

// Loaded with a signed-in person's user info: a guest's page needs neither.
const SignedInShell = lazy(() =>
  import('../session/signed-in-shell').then((m) => ({ default: m.SignedInShell })),
);
// The footer is on every page but none needs it to be usable: fetched from the start, beside
// the screen, and on a page the server drew hydrated on its own once here (its links work as
// plain links until then). Out of the first script, which stays within its budget.
const footerModule = import('../footer/footer');
const Footer = lazy(() => footerModule.then((m) => ({ default: m.Footer })));
const ActingBanner = lazy(() =>
  import('../../features/members/minors/acting-banner').then((m) => ({
    default: m.ActingBanner,
  })),
);

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
  const { user } = useSession();
  // Once someone has been signed in, it stays: a sign-out it started finishes in it.
  const [signedInShell, setSignedInShell] = useState(false);
  if (user && !signedInShell) setSignedInShell(true);
  // A page the server drew has its screen, and so its footer, from the start.
  const [screenShown, setScreenShown] = useState(useDrawnByServer());
  const onScreenShown = useCallback(() => setScreenShown(true), []);
  return (
    <div className={classes.shell} data-bottom-bar={withBottomBar || undefined}>
      {/* biome-ignore lint/a11y/useValidAnchor: a skip link; the href still works without script */}
      <a href="#main-content" className={classes.skipLink} onClick={skipToContent}>
        Skip to content
      </a>
      {user && isActingForMinor(user) && (
        <Suspense fallback={null}>
          <ActingBanner />
        </Suspense>
      )}
      {chrome.topBar !== 'hidden' && <TopBar variant={chrome.topBar} />}
      <main id="main-content" tabIndex={-1} className={classes.main}>
        <ScreenShownContext value={onScreenShown}>
          <Outlet />
        </ScreenShownContext>
      </main>
      {screenShown && (
        <Suspense fallback={null}>
          <Footer variant={footerKind(pathname)} />
        </Suspense>
      )}
      {withBottomBar && <PhoneBottomBar />}
      {signedInShell && (
        <Suspense fallback={null}>
          <SignedInShell />
        </Suspense>
      )}
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
  useScreenShown();
  return (
    <>
      <Outlet />
      <ScrollRestoration getKey={(location) => location.key} />
    </>
  );
}
