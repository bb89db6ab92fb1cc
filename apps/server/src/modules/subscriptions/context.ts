import type { AppContext } from '../../platform/context';
import type { PaymentProvider } from '../../platform/payments/provider';

/** What the subscription services need: the app's services and the configured provider. */
export type SubscriptionsContext = AppContext & { payments: PaymentProvider };
