import { Navigate } from 'react-router';
import { dashboardPath } from '../../app/session/landing';
import { useDashboardUser } from './use-dashboard-user';

/** /pro-dashboard itself: where the professional's role starts (§2 "Landing after login"). */
export function ProDashboardIndex() {
  return <Navigate to={dashboardPath(useDashboardUser())} replace />;
}
