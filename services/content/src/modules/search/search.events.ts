import type { EntityManager } from '@mikro-orm/core';
import { z } from 'zod';
import { consumer } from '@agency/kit';
import { contentEvents, type EventDefinition } from '@agency/contracts';
import { searchDocumentId } from './search-document.js';
import type { SearchIndex } from './search-index.js';
import { currentPostDocument, siteDocuments } from './search-sources.js';
import { lockSearchIndex } from './transaction-sql.js';

export const searchIndexDurable = 'content--search-index';

const { postCreated, serviceFeatureCreated } = contentEvents;

/**
 * The five post events (created, updated, published, unpublished, deleted) as one definition, so one
 * durable consumer takes them in the order they happened: its subject filter is their wildcard. All
 * five carry the post's facts (the created event's data); the fields some add are not needed here.
 */
const postChanged: EventDefinition<z.infer<typeof postCreated.data>> = {
  type: 'content.post.*.v1',
  stream: postCreated.stream,
  data: postCreated.data,
};

/**
 * Keeps the search index in step with the blog. Whatever the event, it reads the post as it is now:
 * published → indexed (a new slug is a new URL), a draft or deleted → removed. So an event that comes
 * late or twice never puts back an older state, and the index change commits with the inbox row;
 * `afterCommit` runs once it has (the search's cached answers are dropped).
 */
export function searchIndexConsumer(index: SearchIndex, afterCommit?: () => void) {
  return consumer({
    durable: searchIndexDurable,
    event: postChanged,
    ...(afterCommit && { afterCommit }),
    handle: async (em, event) => {
      await lockSearchIndex(em);
      const { postId } = event.data;
      const document = await currentPostDocument(em, postId);
      if (document) await index.upsert([document], em);
      else await index.remove([searchDocumentId.post(postId)], em);
    },
  });
}

/** The three feature events (created, updated, deleted) as one definition: all carry the service's slug. */
const serviceFeatureChanged: EventDefinition<z.infer<typeof serviceFeatureCreated.data>> = {
  type: 'content.service-feature.*.v1',
  stream: serviceFeatureCreated.stream,
  data: serviceFeatureCreated.data,
};

/** The service's own events (its title or description changed, its features moved), read for its slug only. */
const serviceChanged: EventDefinition<{ serviceId: string; serviceSlug: string }> = {
  type: 'content.service.*.v1',
  stream: serviceFeatureCreated.stream,
  data: z.object({ serviceId: z.uuid(), serviceSlug: z.string().min(1) }),
};

/** Writes a service page's document as the service and its features are now (its words hold the features, by order). */
async function reindexService(em: EntityManager, index: SearchIndex, slug: string) {
  await lockSearchIndex(em);
  const id = searchDocumentId.service(slug);
  const document = (await siteDocuments(em)).find((candidate) => candidate.id === id);
  if (document) await index.upsert([document], em);
}

/**
 * Keeps a service page's document in step with the service and its features: a feature added, changed, removed or
 * moved, or the service's title or description changed, changes the page's words (the back office's Services screen), so the document is written again from the current state.
 */
export function serviceSearchConsumers(index: SearchIndex, afterCommit?: () => void) {
  return [
    consumer({
      durable: 'content--search-service-features',
      event: serviceFeatureChanged,
      ...(afterCommit && { afterCommit }),
      handle: (em, event) => reindexService(em, index, event.data.serviceSlug),
    }),
    consumer({
      durable: 'content--search-service',
      event: serviceChanged,
      ...(afterCommit && { afterCommit }),
      handle: (em, event) => reindexService(em, index, event.data.serviceSlug),
    }),
  ];
}
