import { randomBytes } from 'node:crypto';
import { SIMULATED_PUBLISHABLE_KEY } from '@orchid/contracts';
import { fillPath } from '@orchid/contracts/endpoint';
import type { Db } from '../../platform/db/database';
import type { ClientPaymentsProvider } from '../../platform/payments/client-payments';
import * as repo from './repo';

// The built-in provider for clients' payments: no account, no network, no money moved. Its
// saved cards are ours (brand, last four digits and expiry; never the number), its card page
// is served by this server (simulated-card-routes.ts), and the checkout confirms its intents.

export const SIMULATED_BOOKING_PAGE_PATH = '/api/payments/v1/simulated/booking/{session_id}';

const token = () => randomBytes(12).toString('hex');

export function createSimulatedClientPayments(db: Db, publicUrl: string): ClientPaymentsProvider {
  return {
    name: 'simulated',
    publishableKey: SIMULATED_PUBLISHABLE_KEY,
    async createCustomer({ userId }) {
      return `cus_sim_${userId}`;
    },
    async savedCards(payer) {
      return repo.savedCardsOf(db, payer.userId);
    },
    // A new intent every time: the checkout keeps one per hold and repoints it.
    async createIntent({ amountCents }) {
      const kind = amountCents > 0 ? ('payment' as const) : ('setup' as const);
      const intentId = `${kind === 'payment' ? 'pi' : 'seti'}_sim_${token()}`;
      return { intentId, clientSecret: `${intentId}_secret_${token()}`, kind };
    },
    async openCardPage() {
      const sessionId = `cs_sim_${token()}`;
      return {
        sessionId,
        url: `${publicUrl}${fillPath(SIMULATED_BOOKING_PAGE_PATH, { session_id: sessionId })}`,
      };
    },
    async refund() {},
    async createPayoutAccount({ ownerUserId }) {
      return `acct_sim_${ownerUserId}`;
    },
    async payoutOnboardingUrl({ returnUrl }) {
      return returnUrl;
    },
  };
}
