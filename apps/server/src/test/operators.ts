import { grantOperator } from '../modules/operators/grant';
import { registerConfirmed } from './browser';
import type { TestApp } from './test-app';

let n = 0;

/**
 * A signed-in operator of the platform (as `npm run grant-operator` makes one), for tests of
 * the desk's routes: the authorization matrix refuses every other caller on them.
 */
export async function signedInOperator(t: TestApp, email = `operator-${++n}@example.org`) {
  const account = await registerConfirmed(t, { email, type: 'member' });
  const { outcome } = await grantOperator(t.accounts, email);
  if (outcome !== 'granted') throw new Error(`${email} could not be made an operator: ${outcome}`);
  return account;
}
