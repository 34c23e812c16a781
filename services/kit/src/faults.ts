/**
 * Named places where the fault tests (tests/faults) kill the process with SIGKILL, to prove that a
 * crash in the window that matters loses nothing and repeats nothing. Inert unless AGENCY_FAULT
 * names the point, which only those tests set.
 */
export type FaultPoint = 'outbox:after-commit' | 'consumer:before-ack' | 'mail:after-send';

export function faultPoint(point: FaultPoint): void {
  if (process.env.AGENCY_FAULT === point) process.kill(process.pid, 'SIGKILL');
}
