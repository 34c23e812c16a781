import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/**
 * One service's Prometheus metrics, in a registry of its own: tests build several services in one
 * process, and prom-client's global registry would mix their counts (or refuse a second service).
 */
export class ServiceMetrics {
  readonly registry = new Registry();

  readonly httpRequests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern and status.',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [this.registry],
  });

  readonly httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to answering it, by route pattern and status.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });

  readonly eventDeliveries = new Counter({
    name: 'event_deliveries_total',
    help: 'Event deliveries to a durable consumer, by what became of them.',
    labelNames: ['consumer', 'outcome'] as const,
    registers: [this.registry],
  });

  readonly eventRedeliveries = new Counter({
    name: 'event_redeliveries_total',
    help: 'Deliveries of an event the consumer had been given before.',
    labelNames: ['consumer'] as const,
    registers: [this.registry],
  });

  readonly eventDeadLetters = new Counter({
    name: 'event_dead_letters_total',
    help: 'Events a consumer gave up on and wrote to its dead-letter table.',
    labelNames: ['consumer', 'reason'] as const,
    registers: [this.registry],
  });

  constructor(service: string) {
    this.registry.setDefaultLabels({ service });
    collectDefaultMetrics({ register: this.registry });
  }

  /** A counter of the service's own (e.g. refusals by one of its limits), in this registry. */
  counter<Label extends string = never>(options: { name: string; help: string; labelNames?: readonly Label[] }): Counter<Label> {
    return new Counter({ ...options, registers: [this.registry] });
  }
}

/** What a delivery came to: applied, already applied before, failed (to be retried), or dead. */
export type DeliveryOutcome = 'applied' | 'duplicate' | 'failed' | 'dead-lettered';
