import { notFound, withDefaults } from '@agency/kit';
import { contentContract } from '../../contract.js';
import { adminChanges } from '../../record-admin.js';
import type { ReadCache } from '../../read-cache.js';
import {
  caseStudies,
  features,
  getAdminService,
  listAdminServices,
  pricingTiers,
  reorderFeatures,
  testimonials,
  updateService,
} from './catalogue.admin.js';
import { findActiveService } from './catalogue.reads.js';

/**
 * The agency's services with their features, case studies, testimonials and pricing tiers (read through the short
 * read cache), and the team's screens of them (admins manage, members see). A change clears the read cache once
 * it has committed, and its event clears the rendered pages' cache in the gateway.
 */
export const catalogueModule = (cache: ReadCache) =>
  contentContract.module({
    name: 'catalogue',
    setup: ({ orm, relay, config }) => {
      const deps = { orm, relay };
      const { checked, changed } = adminChanges(cache, config.IMAGE_HOSTS);
      const read = ['admin', 'member'] as const;
      const write = ['admin'] as const;
      return {
        operations: contentContract.operations({
          getService: {
            handler: async (request) => {
              const { slug } = request.params;
              const service = await cache.read(`service:${slug}`, () => findActiveService(orm, slug));
              if (!service) throw notFound('CONTENT_SERVICE_NOT_FOUND', 'No such service.');
              return { status: 200, body: service };
            },
          },
          listAdminServices: { roles: [...read], handler: async () => ({ status: 200, body: await listAdminServices(orm) }) },
          getAdminService: {
            roles: [...read],
            handler: async (request) => ({ status: 200, body: await getAdminService(orm, request.params.slug) }),
          },
          updateService: {
            roles: [...write],
            handler: async (request) => ({
              status: 200,
              body: changed(await updateService(deps, request.params.slug, request.body)),
            }),
          },
          listAdminServiceFeatures: {
            roles: [...read],
            handler: async (request) => ({
              status: 200,
              body: await features.list(orm, withDefaults(request.query, 'page', 'pageSize'), request.params.slug),
            }),
          },
          createServiceFeature: {
            roles: [...write],
            handler: async (request) => ({
              status: 201,
              body: changed(await features.create(deps, request.body, request.params.slug)),
            }),
          },
          updateServiceFeature: {
            roles: [...write],
            handler: async (request) => ({
              status: 200,
              body: changed(await features.update(deps, request.params.id, request.body, request.params.slug)),
            }),
          },
          deleteServiceFeature: {
            roles: [...write],
            handler: async (request) => {
              changed(await features.remove(deps, request.params.id, request.params.slug));
              return { status: 204 };
            },
          },
          reorderServiceFeatures: {
            roles: [...write],
            handler: async (request) => ({
              status: 200,
              body: changed(await reorderFeatures(deps, request.params.slug, request.body.ids)),
            }),
          },
          listAdminCaseStudies: {
            roles: [...read],
            handler: async (request) => ({
              status: 200,
              body: await caseStudies.list(orm, withDefaults(request.query, 'page', 'pageSize'), request.params.slug),
            }),
          },
          createCaseStudy: {
            roles: [...write],
            handler: async (request) => ({
              status: 201,
              body: changed(await caseStudies.create(deps, checked(request.body), request.params.slug)),
            }),
          },
          updateCaseStudy: {
            roles: [...write],
            handler: async (request) => ({
              status: 200,
              body: changed(await caseStudies.update(deps, request.params.id, checked(request.body), request.params.slug)),
            }),
          },
          deleteCaseStudy: {
            roles: [...write],
            handler: async (request) => {
              changed(await caseStudies.remove(deps, request.params.id, request.params.slug));
              return { status: 204 };
            },
          },
          listAdminTestimonials: {
            roles: [...read],
            handler: async (request) => ({
              status: 200,
              body: await testimonials.list(orm, withDefaults(request.query, 'page', 'pageSize'), request.params.slug),
            }),
          },
          createTestimonial: {
            roles: [...write],
            handler: async (request) => ({
              status: 201,
              body: changed(await testimonials.create(deps, checked(request.body), request.params.slug)),
            }),
          },
          updateTestimonial: {
            roles: [...write],
            handler: async (request) => ({
              status: 200,
              body: changed(await testimonials.update(deps, request.params.id, checked(request.body), request.params.slug)),
            }),
          },
          deleteTestimonial: {
            roles: [...write],
            handler: async (request) => {
              changed(await testimonials.remove(deps, request.params.id, request.params.slug));
              return { status: 204 };
            },
          },
          listAdminPricingTiers: {
            roles: [...read],
            handler: async (request) => ({
              status: 200,
              body: await pricingTiers.list(orm, withDefaults(request.query, 'page', 'pageSize'), request.params.slug),
            }),
          },
          createPricingTier: {
            roles: [...write],
            handler: async (request) => ({
              status: 201,
              body: changed(await pricingTiers.create(deps, request.body, request.params.slug)),
            }),
          },
          updatePricingTier: {
            roles: [...write],
            handler: async (request) => ({
              status: 200,
              body: changed(await pricingTiers.update(deps, request.params.id, request.body, request.params.slug)),
            }),
          },
          deletePricingTier: {
            roles: [...write],
            handler: async (request) => {
              changed(await pricingTiers.remove(deps, request.params.id, request.params.slug));
              return { status: 204 };
            },
          },
        }),
      };
    },
  });
