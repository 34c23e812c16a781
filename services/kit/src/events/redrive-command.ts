import { parseArgs } from 'node:util';
import type { EventLink } from './link.js';

export interface RedriveArguments {
  service: string;
  consumer?: string;
  eventId?: string;
}

export const redriveUsage = 'npm run events:redrive -- --service <name> [--consumer <durable>] [--event-id <uuid>]';

/** Reads `--service`, `--consumer` and `--event-id`; throws with the usage line when they do not fit. */
export function parseRedriveArguments(argv: string[]): RedriveArguments {
  let values: { service?: string; consumer?: string; 'event-id'?: string };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { service: { type: 'string' }, consumer: { type: 'string' }, 'event-id': { type: 'string' } },
      strict: true,
    }));
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)}\nUsage: ${redriveUsage}`);
  }
  if (!values.service || !/^[a-z][a-z0-9-]*$/.test(values.service)) throw new Error(`Usage: ${redriveUsage}`);
  return {
    service: values.service,
    ...(values.consumer && { consumer: values.consumer }),
    ...(values['event-id'] && { eventId: values['event-id'] }),
  };
}

/**
 * Re-drives a service's open dead letters and prints one line per letter and a summary. Returns the
 * process exit code: 0 when every letter applied (or there was none), 1 when some failed again.
 */
export async function redriveDeadLetters(
  events: EventLink,
  args: RedriveArguments,
  print: (line: string) => void = console.log,
): Promise<number> {
  const results = await events.redrive({
    ...(args.consumer && { consumer: args.consumer }),
    ...(args.eventId && { eventId: args.eventId }),
  });
  for (const { consumer, eventId, result, error } of results) {
    print(`${consumer} ${eventId ?? '(no event id)'}: ${result}${error ? ` (${error})` : ''}`);
  }
  const failed = results.filter((result) => result.result === 'failed').length;
  print(`${args.service}: ${results.length - failed} re-driven, ${failed} failed again`);
  return failed === 0 ? 0 : 1;
}
