import { defineEntity, p } from '@mikro-orm/core';
import { Migration } from '@mikro-orm/migrations';

/** An event waiting to be published, written in the same transaction as the change it reports. */
export const outboxEntity = defineEntity({
  name: 'OutboxEvent',
  tableName: 'outbox_events',
  properties: {
    id: p.uuid().primary(),
    type: p.string(),
    envelope: p.json<Record<string, unknown>>(),
    occurredAt: p.datetime().columnType('timestamptz'),
    publishedAt: p.datetime().columnType('timestamptz').nullable(),
    attempts: p.integer().default(0),
    lastError: p.text().nullable(),
  },
});

/** An event a consumer has applied; its primary key makes a redelivery a no-op. */
export const inboxEntity = defineEntity({
  name: 'InboxEvent',
  tableName: 'inbox_events',
  properties: {
    consumer: p.string().primary(),
    eventId: p.uuid().primary(),
    type: p.string(),
    processedAt: p.datetime().columnType('timestamptz'),
  },
});

class CreateEventTables extends Migration {
  override up(): void {
    this.addSql(`
      CREATE TABLE outbox_events (
        id uuid PRIMARY KEY,
        type text NOT NULL,
        envelope jsonb NOT NULL,
        occurred_at timestamptz NOT NULL,
        published_at timestamptz,
        attempts integer NOT NULL DEFAULT 0,
        last_error text
      )`);
    this.addSql('CREATE INDEX outbox_events_unpublished ON outbox_events (occurred_at) WHERE published_at IS NULL');
    this.addSql(`
      CREATE TABLE inbox_events (
        consumer text NOT NULL,
        event_id uuid NOT NULL,
        type text NOT NULL,
        processed_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (consumer, event_id)
      )`);
  }
}

/**
 * Events a consumer gave up on: after max_deliver failed deliveries, or at once when the message
 * does not match its schema. Kept until an operator re-drives them (`redriven_at`); re-driving one
 * that fails again leaves it open with the new error.
 */
class CreateDeadLetters extends Migration {
  override up(): void {
    this.addSql(`
      CREATE TABLE dead_letters (
        id uuid PRIMARY KEY,
        consumer text NOT NULL,
        stream text NOT NULL,
        stream_sequence bigint NOT NULL,
        subject text NOT NULL,
        event_id text,
        type text,
        correlation_id text,
        payload text NOT NULL,
        reason text NOT NULL CHECK (reason IN ('schema', 'handler')),
        error text NOT NULL,
        deliveries integer NOT NULL,
        redrive_attempts integer NOT NULL DEFAULT 0,
        dead_at timestamptz NOT NULL DEFAULT now(),
        redriven_at timestamptz,
        UNIQUE (consumer, stream, stream_sequence)
      )`);
    this.addSql('CREATE INDEX dead_letters_open ON dead_letters (consumer, dead_at) WHERE redriven_at IS NULL');
    // Pruning walks published outbox rows and inbox rows by age.
    this.addSql('CREATE INDEX outbox_events_published ON outbox_events (published_at) WHERE published_at IS NOT NULL');
    this.addSql('CREATE INDEX inbox_events_processed ON inbox_events (processed_at)');
  }
}

export const eventTableMigrations = [
  { name: '0000-kit-event-tables', class: CreateEventTables },
  // Sorts after the first by name as well as by place, whichever order the migrator goes by.
  { name: '0000-kit-event-tables-2-delivery', class: CreateDeadLetters },
];
