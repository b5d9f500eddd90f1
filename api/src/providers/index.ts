import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { createDemoMedia, type DemoMediaProvider } from './demo-media';
import { createFxFeedFromEnv, createTableFxProvider, type FxFeed, type FxProvider } from './fx';
import { createHotelSupply, type HotelSupply } from './hotel-supply/create-hotel-supply';
import { createMailProvider, type MailProvider } from './mail';
import { createOidcFromEnv, type OidcProviders } from './oidc';
import { createPaymentsProvider, type PaymentsProvider } from './payments';
import { createPlanAiFromEnv, type PlanAiProvider } from './plan-ai';
import { createRoutingFromConfig, type RoutingProvider } from './routing';
import { createSmsProvider, type SmsProvider } from './sms';
import { createStorageFromEnv, type StorageProvider } from './storage';

/** Every outside service the api talks to, each behind an interface with a built-in offline implementation. */
export interface Providers {
  /** Payments: the built-in test cards, or a gateway with Stripe's API when PAYMENTS_API_KEY is set. */
  payments: PaymentsProvider;
  /** Uploaded media: local disk (UPLOADS_DIR, served at /media/), or S3-compatible when STORAGE_S3_BUCKET and its keys are set. */
  storage: StorageProvider;
  fx: FxProvider;
  /** Live rates refreshed into fx_rates by a scheduled job: the ECB or an openexchangerates-compatible API (FX_SOURCE); null: the table as seeded. */
  fxFeed: FxFeed | null;
  mail: MailProvider;
  sms: SmsProvider;
  oidc: OidcProviders;
  /** Hotel supply: the built-in Dubai inventory, or RateHawk ETG v3 when ETG_KEY_ID and ETG_KEY are set. */
  hotelSupply: HotelSupply;
  /** Trip plans: the built-in generator, or an OpenAI-compatible model when PLAN_AI_BASE_URL and PLAN_AI_MODEL are set. */
  planAi: PlanAiProvider;
  /** Travel times and road routes: the built-in estimate, or an OSRM-compatible server when ROUTING_URL is set. */
  routing: RoutingProvider & { close?(): Promise<void> };
  /** Generated pictures of the demo content: drawn only when the demo is on (SEED_DEMO), else 404. */
  demoMedia: DemoMediaProvider;
}

export function createProviders(config: AppConfig, db: Db, overrides: Partial<Providers> = {}): Providers {
  return {
    payments: overrides.payments ?? createPaymentsProvider(db),
    storage: overrides.storage ?? createStorageFromEnv({ root: config.uploadsDir, publicPath: '/media' }),
    fx: overrides.fx ?? createTableFxProvider(db),
    fxFeed: overrides.fxFeed !== undefined ? overrides.fxFeed : createFxFeedFromEnv(),
    mail: overrides.mail ?? createMailProvider(db),
    sms: overrides.sms ?? createSmsProvider(db),
    oidc: overrides.oidc ?? createOidcFromEnv(),
    hotelSupply: overrides.hotelSupply ?? createHotelSupply(db, { idSecret: config.idSecret }),
    planAi: overrides.planAi ?? createPlanAiFromEnv(),
    demoMedia: overrides.demoMedia ?? createDemoMedia(config.seedDemo),
    routing:
      overrides.routing ??
      createRoutingFromConfig({
        routingUrl: config.routingUrl,
        routingTimeoutMs: config.routingTimeoutMs,
        redisUrl: config.redisUrl,
        redisPrefix: config.redisPrefix,
      }),
  };
}
