import { stdSerializers } from 'pino';
import { databaseErrorOf } from './db-error';

/**
 * The logger's `err` serializer: pino's, except that a database error is logged by its SQLSTATE, message and
 * table/constraint, never with the statement and its parameter values (e-mails, names, tokens in a log file).
 */
export function serializeError(error: unknown): unknown {
  return databaseErrorOf(error) ?? stdSerializers.err(error as Error);
}

export const logSerializers = { err: serializeError };
