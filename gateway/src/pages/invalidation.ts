import type { FastifyBaseLogger } from 'fastify';
import { broadcastListener } from '@agency/kit';
import { contentEvents, subjectOf } from '@agency/contracts';

/**
 * The events after which a rendered page may say something else: a post's (a blog list, a post, the site map), a
 * partner's (the home page's marquee) or a team member's (a post's byline).
 */
const pageChanging = [
  contentEvents.postPublished,
  contentEvents.postUnpublished,
  contentEvents.postUpdated,
  contentEvents.postDeleted,
  contentEvents.partnerCreated,
  contentEvents.partnerUpdated,
  contentEvents.partnerDeleted,
  contentEvents.teamMemberCreated,
  contentEvents.teamMemberUpdated,
  contentEvents.teamMemberDeleted,
  // A service page shows its features, case studies, testimonials and tiers; the portfolio, web development's.
  contentEvents.serviceUpdated,
  contentEvents.serviceFeatureCreated,
  contentEvents.serviceFeatureUpdated,
  contentEvents.serviceFeatureDeleted,
  contentEvents.serviceFeaturesReordered,
  contentEvents.caseStudyCreated,
  contentEvents.caseStudyUpdated,
  contentEvents.caseStudyDeleted,
  contentEvents.testimonialCreated,
  contentEvents.testimonialUpdated,
  contentEvents.testimonialDeleted,
  contentEvents.pricingTierCreated,
  contentEvents.pricingTierUpdated,
  contentEvents.pricingTierDeleted,
];

/**
 * Calls `onChange` whenever content publishes one of those events. Every gateway replica listens on
 * its own plain NATS subscription (the kit's broadcast listener: the stream keeps events for the
 * services' durable consumers; a replica only needs to hear that something changed) and also calls it
 * on connecting and after a reconnect, since pages cached meanwhile may predate events it missed.
 * Connecting does not hold up the start: until then the page cache's short lifetime bounds how stale
 * a page can be.
 */
export function listenForPageChanges(options: {
  natsUrl: string;
  namespace: string;
  log: FastifyBaseLogger;
  onChange: () => void;
}): { close(): Promise<void> } {
  const listener = broadcastListener({
    url: options.natsUrl,
    name: 'gateway-pages',
    log: options.log,
    from: { subjects: pageChanging.map((event) => subjectOf(event.type, options.namespace)) },
    onMessage: () => options.onChange(),
    onConnected: () => options.onChange(),
  });
  listener.start();
  return { close: () => listener.stop() };
}
