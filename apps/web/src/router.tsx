import { createBrowserRouter, type RouteObject } from 'react-router';
import { ScreenError, ShellError } from './app/errors/screen-error';
import { ShellLayout } from './app/layout/shell-layout';
import { ScreenLoading } from './ui/screen-loading';

// Every screen is its own chunk, loaded when its route is first visited.
const notFoundScreen = () =>
  import('./features/not-found/not-found-page').then((m) => ({ Component: m.NotFoundPage }));

/**
 * The route table. Paths whose screens are not built yet fall through to the not-found page;
 * there are no placeholder pages.
 */
export const routes: RouteObject[] = [
  {
    element: <ShellLayout />,
    errorElement: <ShellError />,
    children: [
      {
        // Inside the shell, so a screen that fails keeps the navigation and the footer.
        errorElement: <ScreenError />,
        hydrateFallbackElement: <ScreenLoading />,
        children: [
          {
            index: true,
            lazy: () =>
              import('./features/home/home-page').then((m) => ({ Component: m.HomePage })),
          },
          { path: 'page-not-found', lazy: notFoundScreen },
          { path: '*', lazy: notFoundScreen },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
