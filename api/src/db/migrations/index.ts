import type { Migration } from './types';
import platform from './0001_platform';
import accounts from './0100_accounts';
import activities from './0200_activities';
import hotels from './0300_hotels';
import social from './0400_social';
import plans from './0500_plans';
import mailQueue from './0610_mail_queue';
import tickets from './0620_tickets';
import ordersClaim from './0630_orders_claim';
import reviews from './0640_reviews';

/** Every migration in the order it runs. Append new ones; never reorder or edit a released one. */
export const migrations: readonly Migration[] = [
  platform,
  accounts,
  activities,
  hotels,
  social,
  plans,
  mailQueue,
  tickets,
  ordersClaim,
  reviews,
];
