import { grantOperator, revokeOperator } from '../modules/operators/grant';
import { withOperatorContext } from './operator-context';
import { runCommand } from './run-command';

// `npm run grant-operator -- someone@example.org`: makes an account one of the platform's
// operators (the desk at /admin); `npm run grant-operator -- --revoke someone@example.org`
// takes it back, at the account's next request. Both are in the audit log and mailed to the
// person. Reads the same settings as the server (DATABASE_URL or DATA_DIR).

const usage = 'Usage: npm run grant-operator -- <e-mail address> | --revoke <e-mail address>';

const granted = {
  granted: (email: string) => `${email} is now an operator: the desk is at /admin.`,
  'already-operator': (email: string) => `${email} is an operator already.`,
  'not-found': (email: string) => `No account has the address ${email}.`,
  unconfirmed: (email: string) =>
    `${email} has not confirmed its address yet; an operator's account must be confirmed first.`,
};

const revoked = {
  revoked: (email: string) => `${email} is no longer an operator.`,
  'not-operator': (email: string) => `${email} is not an operator.`,
  'not-found': (email: string) => `No account has the address ${email}.`,
};

async function run() {
  const args = process.argv.slice(2);
  const revoke = args[0] === '--revoke';
  const email = revoke ? args[1] : args[0];
  if (!email || email.startsWith('--') || args.length !== (revoke ? 2 : 1)) {
    console.error(usage);
    return 2;
  }
  if (revoke) {
    const outcome = await withOperatorContext((ctx) => revokeOperator(ctx, email));
    console.log(revoked[outcome](email));
    return outcome === 'revoked' || outcome === 'not-operator' ? 0 : 1;
  }
  const { outcome, twoStep } = await withOperatorContext((ctx) => grantOperator(ctx, email));
  console.log(granted[outcome](email));
  if (outcome === 'granted' && !twoStep) {
    console.log(
      'Their account has no two-step verification: ask them to turn it on in their account settings before they use the desk.',
    );
  }
  return outcome === 'granted' || outcome === 'already-operator' ? 0 : 1;
}

runCommand(run);
