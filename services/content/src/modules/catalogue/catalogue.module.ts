import { notFound, withDefaults } from '@agency/kit';
import { contentContract } from '../../contract.js';
import type { ReadCache } from '../../read-cache.js';
import {
  createCaseStudy,
  createFeature,
  createTestimonial,
  createTier,
  deleteCaseStudy,
  deleteFeature,
  deleteTestimonial,
  deleteTier,
  getAdminService,
  listAdminCaseStudies,
  listAdminFeatures,
  listAdminServices,
  listAdminTestimonials,
  listAdminTiers,
  reorderFeatures,
  updateCaseStudy,
  updateFeature,
  updateService,
  updateTestimonial,
  updateTier,
} from './catalogue.admin.js';
import { findActiveService } from './catalogue.reads.js';
import { checkImageAddresses } from '../media/image-addresses.js';

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
      const checked = <Body extends object>(body: Body): Body => {
        checkImageAddresses(body, config.IMAGE_HOSTS);
        return body;
      };
      const changed = <T>(result: T): T => {
        cache.clear();
        return result;
      };
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
              body: await listAdminFeatures(orm, request.params.slug, withDefaults(request.query, 'page', 'pageSize')),
            }),
          },
          createServiceFeature: {
            roles: [...write],
            handler: async (request) => ({
              status: 201,
              body: changed(await createFeature(deps, request.params.slug, request.body)),
            }),
          },
          updateServiceFeature: {
            roles: [...write],
            handler: async (request) => ({
              status: 200,
              body: changed(await updateFeature(deps, request.params.slug, request.params.id, request.body)),
            }),
          },
          deleteServiceFeature: {
            roles: [...write],
            handler: async (request) => {
              changed(await deleteFeature(deps, request.params.slug, request.params.id));
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
              body: await listAdminCaseStudies(orm, request.params.slug, withDefaults(request.query, 'page', 'pageSize')),
            }),
          },
          createCaseStudy: {
            roles: [...write],
            handler: async (request) => ({
              status: 201,
              body: changed(await createCaseStudy(deps, request.params.slug, checked(request.body))),
            }),
          },
          updateCaseStudy: {
            roles: [...write],
            handler: async (request) => ({
              status: 200,
              body: changed(await updateCaseStudy(deps, request.params.slug, request.params.id, checked(request.body))),
            }),
          },
          deleteCaseStudy: {
            roles: [...write],
            handler: async (request) => {
              changed(await deleteCaseStudy(deps, request.params.slug, request.params.id));
              return { status: 204 };
            },
          },
          listAdminTestimonials: {
            roles: [...read],
            handler: async (request) => ({
              status: 200,
              body: await listAdminTestimonials(orm, request.params.slug, withDefaults(request.query, 'page', 'pageSize')),
            }),
          },
          createTestimonial: {
            roles: [...write],
            handler: async (request) => ({
              status: 201,
              body: changed(await createTestimonial(deps, request.params.slug, checked(request.body))),
            }),
          },
          updateTestimonial: {
            roles: [...write],
            handler: async (request) => ({
              status: 200,
              body: changed(await updateTestimonial(deps, request.params.slug, request.params.id, checked(request.body))),
            }),
          },
          deleteTestimonial: {
            roles: [...write],
            handler: async (request) => {
              changed(await deleteTestimonial(deps, request.params.slug, request.params.id));
              return { status: 204 };
            },
          },
          listAdminPricingTiers: {
            roles: [...read],
            handler: async (request) => ({
              status: 200,
              body: await listAdminTiers(orm, request.params.slug, withDefaults(request.query, 'page', 'pageSize')),
            }),
          },
          createPricingTier: {
            roles: [...write],
            handler: async (request) => ({
              status: 201,
              body: changed(await createTier(deps, request.params.slug, request.body)),
            }),
          },
          updatePricingTier: {
            roles: [...write],
            handler: async (request) => ({
              status: 200,
              body: changed(await updateTier(deps, request.params.slug, request.params.id, request.body)),
            }),
          },
          deletePricingTier: {
            roles: [...write],
            handler: async (request) => {
              changed(await deleteTier(deps, request.params.slug, request.params.id));
              return { status: 204 };
            },
          },
        }),
      };
    },
  });
