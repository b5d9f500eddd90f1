import { defineConfig } from 'drizzle-kit';

// drizzle-kit reads the schema and writes SQL migrations to drizzle/ (npm run db:generate -w @jad/api).
// The api applies them itself on start (src/db/migrate.ts), on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
