// `node --import tsx bench/sign-in-flood.ts <port> <clients> <seconds>`: sign-ins without
// pause from <clients> loops at once for <seconds>, then prints how many succeeded and failed
// as JSON. A process of its own (run.ts starts it), so its work does not delay the timings of
// the load run.ts measures meanwhile in its own process.
import { demoAccounts } from './demo-accounts';

const [port, clients, seconds] = process.argv.slice(2).map(Number);
if (!port || !clients || !seconds) {
  console.error('usage: sign-in-flood.ts <port> <clients> <seconds>');
  process.exit(2);
}
const accounts = [demoAccounts.member, demoAccounts.professional];
const until = Date.now() + seconds * 1000;
let signIns = 0;
let failures = 0;
await Promise.all(
  Array.from({ length: clients }, async (_, i) => {
    const body = JSON.stringify(accounts[i % 2]);
    while (Date.now() < until) {
      const ok = await fetch(`http://127.0.0.1:${port}/api/login/v1/initiate_auth`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` },
        body,
      }).then(
        async (res) => {
          await res.arrayBuffer();
          return res.ok;
        },
        () => false,
      );
      if (ok) signIns++;
      else failures++;
    }
  }),
);
console.log(JSON.stringify({ signIns, failures }));
