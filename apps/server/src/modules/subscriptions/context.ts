import type { PaymentProvider } from '../../platform/payments/provider';
import type { AccountsContext } from '../accounts/context';

/** What the subscription services need: the app's services and the configured provider. */
export type SubscriptionsContext = AccountsContext & { payments: PaymentProvider };
