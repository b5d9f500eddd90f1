// Sign-up timing: does POST /users/sign-up answer a taken e-mail faster or slower than a new one? Both hash the
// password and queue one mail job (a code for the new address, a notice to the owner of the taken one). Median of
// N requests each, alternating, over the real app on PGlite (in memory).
// Run from api/: npx tsx bench/accounts/sign-up-timing.ts [N=60]
import { timeKnownAndUnknown } from './enumeration-timing';

const n = Number(process.argv[2]) || 60;
const payload = (email: string) => ({
  email,
  password: 'a bench passphrase 2026',
  first_name: 'Bench',
  last_name: 'Person',
});
const { known, unknown } = await timeKnownAndUnknown({ url: '/api/v1/users/sign-up', payload, status: 202 }, n);
console.log(`sign-up, median of ${n}: taken ${known.toFixed(2)} ms, new ${unknown.toFixed(2)} ms`);
