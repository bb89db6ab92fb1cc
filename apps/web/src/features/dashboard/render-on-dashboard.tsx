import type { UserInfo } from '@orchid/contracts/accounts';
import type { ReactNode } from 'react';
import { Outlet, Route, Routes } from 'react-router';
import { renderInApp } from '../../app/test-app';

/**
 * For tests: renders a dashboard page at `path` as the dashboard layout would, with `user`
 * as the signed-in user its pages read; other paths render nothing, so a navigation away
 * shows in the path output.
 */
export function renderOnDashboard(ui: ReactNode, user: UserInfo, path: string) {
  return renderInApp(
    <Routes>
      <Route element={<Outlet context={user} />}>
        <Route path={path} element={ui} />
      </Route>
      <Route path="*" element={null} />
    </Routes>,
    { path },
  );
}
