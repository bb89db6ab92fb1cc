import type { AppContext } from '../../platform/context';
import type { ClientPaymentsProvider } from '../../platform/payments/client-payments';

/** What the checkout's services need: the app's services and the clients' payment provider. */
export type CheckoutContext = AppContext & { clientPayments: ClientPaymentsProvider };
