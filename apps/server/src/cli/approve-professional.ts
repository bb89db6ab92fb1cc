import { approveProfessional } from '../modules/professionals/approval';
import { withOperatorContext } from './operator-context';
import { runCommand } from './run-command';

// `npm run approve-professional -- someone@example.org`: the operator approves a professional
// to use the platform, as the desk's Approve does (/admin). Reads the same settings as the
// server (DATABASE_URL or DATA_DIR).

const messages = {
  approved: (email: string) => `${email} is approved to use the platform.`,
  'already-approved': (email: string) => `${email} was approved already.`,
  'not-found': (email: string) => `No professional has the address ${email}.`,
};

async function run() {
  const email = process.argv[2];
  if (!email) {
    console.error('Usage: npm run approve-professional -- <e-mail address>');
    return 2;
  }
  const outcome = await withOperatorContext((ctx) => approveProfessional(ctx, { email }));
  console.log(messages[outcome](email));
  return outcome === 'not-found' ? 1 : 0;
}

runCommand(run);
