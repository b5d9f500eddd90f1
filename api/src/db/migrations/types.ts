/** One forward-only migration. The id orders it and is recorded in schema_migrations once applied. */
export interface Migration {
  id: string;
  /** One or more SQL statements, run in one transaction. Empty (or comment-only) means nothing to do yet. */
  sql: string;
}
