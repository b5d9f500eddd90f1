import { stdSerializers } from 'pino';
import { databaseErrorOf } from './db-error';

type SerializedError = { [key: string]: unknown; type: string; message: string; stack: string };

/**
 * The logger's `err` serializer: pino's, except that a database error is logged by its SQLSTATE, message and
 * table/constraint, never with the statement and its parameter values (e-mails, names, tokens in a log file).
 */
export function serializeError(error: Error): SerializedError {
  const db = databaseErrorOf(error);
  return db ? { ...db, stack: db.stack ?? '' } : stdSerializers.err(error);
}

export const logSerializers = { err: serializeError };
