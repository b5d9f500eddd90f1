// Password-reset timing: does POST /users/reset-password answer a registered e-mail faster or slower than an
// unknown one? Median of N requests each, alternating, over the real app on PGlite (in memory).
// Run from api/: npx tsx bench/accounts/reset-timing.ts [N=200]
import { timeKnownAndUnknown } from './enumeration-timing';

const n = Number(process.argv[2]) || 200;
const { known, unknown } = await timeKnownAndUnknown(
  { url: '/api/v1/users/reset-password', payload: (email) => ({ email }), status: 200 },
  n,
);
console.log(`reset-password, median of ${n}: known ${known.toFixed(2)} ms, unknown ${unknown.toFixed(2)} ms`);
