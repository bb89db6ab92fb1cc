import { cardDeclineMessage } from '@orchid/contracts/card-declines';
import { checkoutMessages, confirmSimulatedIntent } from '@orchid/contracts/checkout';
import { atPath } from '@orchid/contracts/endpoint';
import { call } from '../../app/api/api-client';
import { intentConfirmation } from './checkout-rules';

/** A payment or setup intent of a saved card, as pay_with_existing_payment_method answers it. */
export type CardIntent = { id: string; client_secret: string };

/**
 * Confirms a saved card's intent (§4): with the built-in provider's call, or with Stripe.js,
 * loaded only here and only when the key is Stripe's. A decline becomes the §8 message.
 */
export async function confirmCardIntent(publishableKey: string, intent: CardIntent): Promise<void> {
  if (!intent.client_secret) throw new Error(checkoutMessages.missingCredential);
  const how = intentConfirmation(publishableKey, intent.id);
  if (how === 'simulated') {
    // Its refusal (402) already carries the §8 decline message.
    await call(atPath(confirmSimulatedIntent, { intent_id: intent.id }), {
      client_secret: intent.client_secret,
    });
    return;
  }
  // The pure entry adds Stripe's script only when loadStripe is called.
  const { loadStripe } = await import('@stripe/stripe-js/pure');
  const stripe = await loadStripe(publishableKey);
  if (!stripe) throw new Error('failed to initialize stripe: the script did not load');
  const result =
    how === 'card-payment'
      ? await stripe.confirmCardPayment(intent.client_secret)
      : await stripe.confirmCardSetup(intent.client_secret);
  if (result.error) {
    throw new Error(
      cardDeclineMessage({
        message: result.error.message ?? 'The card was declined.',
        code: result.error.decline_code ?? result.error.code ?? null,
      }),
    );
  }
}
