-- Custom migration (drizzle-kit generate --custom): what the schema files cannot say and the baseline needs first.
-- Extensions: trigram search (pg_trgm), accent folding (unaccent), exclusion constraints over ranges (btree_gist),
-- distances (cube + earthdistance). PGlite loads the same ones as contrib bundles (src/db/client.ts).
create extension if not exists pg_trgm;
--> statement-breakpoint
create extension if not exists unaccent;
--> statement-breakpoint
create extension if not exists btree_gist;
--> statement-breakpoint
create extension if not exists cube;
--> statement-breakpoint
create extension if not exists earthdistance;
--> statement-breakpoint
-- search_key() folds case, Latin accents and the Arabic spelling variants (hamza forms of alef, alef maqsura,
-- ta marbuta, Persian yeh and keheh, tatweel, harakat), so one expression is indexed and queried by the header
-- search; activities.search_en/search_ar (generated columns) and users_search_trgm_idx use it.
create or replace function immutable_unaccent(text) returns text
  language sql immutable parallel safe strict as $$ select public.unaccent('public.unaccent'::regdictionary, $1) $$;
--> statement-breakpoint
-- أ إ آ ٱ → ا, ى → ي, ة → ه, Persian ی ک → ي ك; tatweel and harakat (U+064B–U+0652, U+0670) are dropped (no counterpart in the target).
create or replace function search_key(text) returns text
  language sql immutable parallel safe strict as $$
  select lower(translate(public.immutable_unaccent($1), 'أإآٱىةیکـًٌٍَُِّْٰ', 'اااايهيك'))
$$;
