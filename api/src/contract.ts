// The api's answers and inputs as front ends read them: types only, re-exported from the modules'
// types and schemas. Front ends import from '@jad/api/contract' with `import type` (lint enforces it),
// so no api code reaches a browser bundle.
export type * from './modules/hotels/types';
export type * from './modules/activities/types';
export type * from './modules/orders/types';
export type * from './modules/plans/types';
export type * from './modules/plans/members/types';
export type * from './modules/social/types';
export type * from './modules/users/types';
export type * from './modules/accounts/types';
export type * from './modules/sessions/types';
export type * from './modules/notifications/types';
export type * from './modules/reviews/types';
export type * from './modules/remotes/types';
export type * from './lib/error-codes';
