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

export const eventTableMigration = { name: '0000-kit-event-tables', class: CreateEventTables };
