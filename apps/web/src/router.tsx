import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { ScreenError, ShellError } from './app/errors/screen-error';
import { ScreensWithScroll, ShellLayout } from './app/layout/shell-layout';
import { type Page, pages } from './pages';
import { ScreenLoading } from './ui/screen-loading';

/** A page's route: its screen is its own chunk, loaded when the route is first visited. */
function routeOf({ path, index, screen, element, children }: Page): RouteObject {
  const route: RouteObject = index ? { index: true } : { path };
  if (screen) {
    route.lazy = () =>
      screen.load().then((module) => ({ Component: module[screen.component] as ComponentType }));
  }
  if (element) route.element = element;
  if (children) route.children = children.map(routeOf);
  return route;
}

/** The route table: the pages of pages.tsx, inside the shell. */
export const routes: RouteObject[] = [
  {
    element: <ShellLayout />,
    errorElement: <ShellError />,
    children: [
      {
        // Inside the shell, so a screen that fails keeps the navigation and the footer.
        element: <ScreensWithScroll />,
        errorElement: <ScreenError />,
        hydrateFallbackElement: <ScreenLoading />,
        children: pages.map(routeOf),
      },
    ],
  },
];

/**
 * The routes a page the server drew matched, from their ids (prerender.tsx writes them on the
 * root): React Router names a route without an id by its place in the table ("0-2-5": the
 * sixth child of the third child of the first route). Walking there costs nothing; matching
 * the address would rank the whole table once more, in the first page's longest task.
 */
export function routesWithIds(ids: readonly string[]): RouteObject[] {
  return ids.flatMap((id) => {
    let children: RouteObject[] | undefined = routes;
    let route: RouteObject | undefined;
    for (const index of id.split('-')) {
      route = children?.[Number(index)];
      children = route?.children;
    }
    return route ? [route] : [];
  });
}

/**
 * Loads the screens of `matched` (a drawn page's routes) and puts them in place, as React
 * Router's guide to hydrating lazy routes does: a page drawn by the server (prerender.tsx) is
 * hydrated with the same screen, instead of with the loading placeholder.
 */
export async function loadScreens(matched: readonly RouteObject[]): Promise<void> {
  await Promise.all(
    matched.map(async (route) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}
