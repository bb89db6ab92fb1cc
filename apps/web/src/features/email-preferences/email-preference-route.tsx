import { useParams } from 'react-router';
import { useNoIndex } from '../../app/use-page-meta';
import { NotFoundPage } from '../not-found/not-found-page';
import { ManagePreferencesPage } from './manage-preferences-page';
import { PreferencesUpdatedPage } from './preferences-updated-page';
import { SubscriptionPage } from './subscription-page';

/**
 * /email-preference and its pages (accounts-and-access §2), one chunk: a mail's link opens one
 * of them, and its buttons lead to the others.
 */
export function EmailPreferenceRoute() {
  useNoIndex();
  const page = useParams()['*']?.replace(/\/+$/, '') ?? '';
  switch (page) {
    case '':
      return <ManagePreferencesPage />;
    case 'update-preference':
      return <PreferencesUpdatedPage />;
    case 'unsubscribe':
      return <SubscriptionPage key="unsubscribe" wanted="unsubscribed" />;
    case 'resubscribe':
      return <SubscriptionPage key="resubscribe" wanted="subscribed" />;
    default:
      return <NotFoundPage />;
  }
}
