import './app/mantine-styles';
import './app/global.css';
import { QueryClient } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { loadRetryOptions } from './app/api/load-retry';
import { takeServerAnswers } from './app/api/server-data';
import { ensureDeviceId } from './app/device-id';
import { installGlobalErrorHandler } from './app/errors/global-error-handler';
import { reportErrorLazily } from './app/errors/report-error-lazily';
import { keyThisHistoryEntry } from './app/layout/history-entry-key';
import { prerenderedForPhoneAttribute } from './app/phone/phone-portrait';
import { AppProviders } from './app/providers';
import { countClicks } from './features/marketing/click-listener';
import { loadScreens, routes, routesWithIds } from './router';

// Error reports carry the device id in its cookie (reportErrorLazily stores it first): stored
// in a task of its own, out of the long one that starts the app.
setTimeout(ensureDeviceId);
installGlobalErrorHandler(reportErrorLazily);
countClicks();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Before the router reads the entry: scroll positions are kept by entry (history-entry-key.ts).
keyThisHistoryEntry();
// A page drawn from data (a blog post) brought the answers it was drawn with.
// Failed loads are tried again as the spec's §9 says (load-retry.ts).
const queryClient = new QueryClient({ defaultOptions: { queries: loadRetryOptions } });
takeServerAnswers(queryClient);
const app = (router: DataRouter, drawnByServer?: { forPhone: boolean }) => (
  <StrictMode>
    <AppProviders
      queryClient={queryClient}
      drawnByServer={drawnByServer !== undefined}
      prerenderedForPhone={drawnByServer?.forPhone}
    >
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

// The server sends a guest some pages already drawn, and inert until the app takes them over
// (prerender.tsx): those are hydrated once their screen is here, every other page is drawn now.
// From hydrateRoot on, React answers every event, hydrating first where it has not yet. A
// screen that does not load is drawn anew, with its error. (Not a top-level await: the
// screens' chunks could then not share modules with this one.)
const draw = () => {
  container.inert = false;
  createRoot(container).render(app(createBrowserRouter(routes)));
};
if (container.firstElementChild === null) {
  draw();
} else {
  const matchedIds = container.dataset.routes?.split(' ') ?? [];
  loadScreens(routesWithIds(matchedIds)).then(() => {
    // Data from the server (none: no route loads any) tells the router that the page was
    // drawn there: as on any such page, the browser has put it back where it was (back,
    // forward, reload), and the router leaves it where the visitor has scrolled to by now.
    const router = createBrowserRouter(routes, { hydrationData: {} });
    // A transition: hydrating in slices, between which the browser answers the visitor.
    startTransition(() => {
      hydrateRoot(
        container,
        app(router, { forPhone: container.hasAttribute(prerenderedForPhoneAttribute) }),
      );
    });
    container.inert = false;
  }, draw);
}
