import { describe, expectTypeOf, it } from 'vitest';
import type { operations as ContentOperations } from '@agency/contracts/openapi/content';
import type { operations as IdentityOperations } from '@agency/contracts/openapi/identity';
import type { components, operations as LeadsOperations } from '@agency/contracts/openapi/leads';
import type { BaseServiceConfig } from '../config.js';
import { defineContract } from '../modules/module.js';
import { buildService, type EveryOperationImplemented } from '../service.js';
import type { Answer, BodyOf, OperationRequest, ParamsOf, QueryOf } from './operation-types.js';

// Checked by `npm run typecheck` (tsconfig.tests.json): every `@ts-expect-error` below must meet an
// error, so if the contract's types stop reaching handlers these lines fail to compile.

type Schemas = components['schemas'];
const leads = defineContract<LeadsOperations>('leads.yaml');
const receipt = { id: 'a', status: 'pending', createdAt: '2026-01-01T00:00:00.000Z' } as const;
const inquiry: Schemas['Inquiry'] = {
  ...receipt,
  situationType: 's',
  name: 'n',
  email: 'e',
  phone: '',
  preferredTime: 'any',
  details: null,
};
const application: Schemas['Application'] = {
  ...receipt,
  name: 'n',
  email: 'e',
  phone: '1',
  university: 'u',
  program: 'p',
  year: '1',
  experience: 'x',
  availability: 'fall',
  interests: [],
  motivation: 'm',
};

describe('request types come from the contract', () => {
  it('infers params, query and body per operation', () => {
    expectTypeOf<ParamsOf<LeadsOperations['updateInquiryStatus']>>().toEqualTypeOf<{ inquiryId: string }>();
    expectTypeOf<BodyOf<LeadsOperations['updateInquiryStatus']>>().toEqualTypeOf<{ status: Schemas['InquiryStatus'] }>();
    expectTypeOf<BodyOf<LeadsOperations['submitStrategyCall']>>().toEqualTypeOf<Schemas['StrategyCallRequest']>();
    expectTypeOf<QueryOf<LeadsOperations['listInquiries']>>().toHaveProperty('status');
    expectTypeOf<BodyOf<LeadsOperations['listInquiries']>>().toEqualTypeOf<undefined>();
    expectTypeOf<OperationRequest<LeadsOperations['updateInquiryStatus']>['params']>().toEqualTypeOf<{ inquiryId: string }>();
  });

  it('types a handler’s request without a hand-written generic', () => {
    leads.operations({
      updateInquiryStatus: {
        roles: ['admin'],
        handler: (request) => {
          expectTypeOf(request.params.inquiryId).toEqualTypeOf<string>();
          expectTypeOf(request.body.status).toEqualTypeOf<Schemas['InquiryStatus']>();
          // @ts-expect-error the contract's body has no `note`
          void request.body.note;
          // @ts-expect-error nor a path parameter `id`
          void request.params.id;
          return { status: 200, body: { ...inquiry, status: request.body.status } };
        },
      },
      listInquiries: {
        roles: ['admin'],
        handler: (request) => {
          expectTypeOf(request.query.limit).toEqualTypeOf<number | undefined>();
          // @ts-expect-error no query parameter `page`
          void request.query.page;
          // @ts-expect-error a GET has no body
          void request.body.status;
          return { status: 200, body: { items: [], total: 0 } };
        },
      },
    });
  });
});

describe('answers must match the contract', () => {
  it('accepts a documented status with its body', () => {
    expectTypeOf<{ status: 201; body: Schemas['InquiryReceipt'] }>().toExtend<Answer<LeadsOperations['submitStrategyCall']>>();
    expectTypeOf<{ status: 204 }>().toExtend<Answer<IdentityOperations['logout']>>();
    expectTypeOf<{ status: 503; body: { status: 'unavailable' } }>().toExtend<Answer<LeadsOperations['readyz']>>();
  });

  it('refuses an undocumented status, a wrong body, or a body where the contract has none', () => {
    expectTypeOf<{ status: 200; body: Schemas['InquiryReceipt'] }>().not.toExtend<
      Answer<LeadsOperations['submitStrategyCall']>
    >();
    expectTypeOf<{ status: 201; body: { id: string } }>().not.toExtend<Answer<LeadsOperations['submitStrategyCall']>>();
    expectTypeOf<{ status: 204; body: { ok: true } }>().not.toExtend<Answer<IdentityOperations['logout']>>();
    leads.operations({
      submitStageInquiry: {
        // @ts-expect-error 200 is not a status this operation documents
        handler: async () => ({ status: 200, body: receipt }),
      },
      submitStrategyCall: {
        // @ts-expect-error the receipt's status can only be 'pending'
        handler: async () => ({ status: 201, body: { ...receipt, status: 'contacted' } }),
      },
    });
  });

  it('takes the bytes or text themselves where the contract answers something other than JSON', () => {
    expectTypeOf<{ status: 200; body: Buffer }>().toExtend<Answer<ContentOperations['getMedia']>>();
    expectTypeOf<{ status: 200; body: string }>().toExtend<Answer<ContentOperations['getRobotsTxt']>>();
    expectTypeOf<{ status: 200; body: { text: string } }>().not.toExtend<Answer<ContentOperations['getRobotsTxt']>>();
    expectTypeOf<{ status: 200 }>().not.toExtend<Answer<ContentOperations['getSitemapXml']>>();
    // The error statuses of the same operation still answer the JSON error shape.
    expectTypeOf<{ status: 404; body: string }>().not.toExtend<Answer<ContentOperations['getMedia']>>();
  });

  it('gives handlers no way to set a status behind the contract’s back', () => {
    leads.operations({
      submitStageInquiry: {
        handler: async (_request, reply) => {
          // @ts-expect-error the status is the answer's, not the reply's
          reply.status(200);
          return { status: 201, body: receipt };
        },
      },
    });
  });
});

describe('the handler map is keyed by the contract', () => {
  it('refuses an operation the contract does not have', () => {
    leads.operations({
      // @ts-expect-error deleteInquiry is not in leads.yaml
      deleteInquiry: { handler: async () => ({ status: 200, body: inquiry }) },
    });
    leads.module({
      name: 'inquiries',
      // @ts-expect-error nor can a module implement it
      setup: () => ({ operations: { deleteInquiry: { handler: async () => ({ status: 200 as const, body: inquiry }) } } }),
    });
  });

  it('names the operations no module implements', () => {
    const inquiries = leads.module({
      name: 'inquiries',
      setup: () => ({
        operations: leads.operations({
          submitStrategyCall: { handler: async () => ({ status: 201, body: receipt }) },
          submitStageInquiry: { handler: async () => ({ status: 201, body: receipt }) },
          listInquiries: { roles: ['admin'], handler: async () => ({ status: 200, body: { items: [], total: 0 } }) },
          submitProposal: { handler: async () => ({ status: 201, body: receipt }) },
          submitApplication: { handler: async () => ({ status: 201, body: receipt }) },
          exportInquiries: { roles: ['admin'], handler: async () => ({ status: 200, body: '' }) },
          getInquiry: { roles: ['admin'], handler: async () => ({ status: 200, body: inquiry }) },
          listApplications: { roles: ['admin'], handler: async () => ({ status: 200, body: { items: [], total: 0 } }) },
          exportApplications: { roles: ['admin'], handler: async () => ({ status: 200, body: '' }) },
          getApplication: { roles: ['admin'], handler: async () => ({ status: 200, body: application }) },
          updateApplicationStatus: { roles: ['admin'], handler: async () => ({ status: 200, body: application }) },
          listLeadsByEmail: { roles: ['admin'], handler: async () => ({ status: 200, body: { email: 'e', items: [] } }) },
        }),
      }),
    });
    type Check = EveryOperationImplemented<LeadsOperations, [typeof inquiries]>;
    expectTypeOf<Check>().toEqualTypeOf<{ operationsWithoutHandler: 'updateInquiryStatus' }>();
    expectTypeOf(inquiries.setup).toBeFunction();

    const admin = leads.module({
      name: 'admin',
      setup: (context: { config: BaseServiceConfig }) => {
        void context.config.LOG_LEVEL;
        return {
          operations: leads.operations({
            updateInquiryStatus: { roles: ['admin'], handler: async () => ({ status: 200, body: inquiry }) },
          }),
        };
      },
    });
    expectTypeOf<EveryOperationImplemented<LeadsOperations, [typeof inquiries, typeof admin]>>().toEqualTypeOf<unknown>();

    // Compiled, never run: the check applies where a service is built.
    const definition = { name: 'leads', config: {} as BaseServiceConfig, contract: leads, entities: [], migrations: [] };
    const build = () => [
      // @ts-expect-error updateInquiryStatus has no handler
      buildService({ ...definition, modules: [inquiries] }),
      buildService({ ...definition, modules: [inquiries, admin] }),
    ];
    expectTypeOf(build).toBeFunction();
  });
});
