import type { Orm } from './orm.js';

/** What the ORM's connection pool holds now. */
export interface PoolUsage {
  used: number;
  free: number;
  /** Acquires waiting for a connection, and connections being opened for them. */
  pending: number;
  max: number;
}

interface TarnPool {
  max: number;
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
  numPendingCreates(): number;
}

/** The pool's figures, or undefined before it exists. */
export function poolUsage(orm: Orm): PoolUsage | undefined {
  const pool = (orm.em.getConnection().getKnex().client as { pool?: TarnPool }).pool;
  return (
    pool && {
      used: pool.numUsed(),
      free: pool.numFree(),
      pending: pool.numPendingAcquires() + pool.numPendingCreates(),
      max: pool.max,
    }
  );
}
