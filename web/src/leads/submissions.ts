import type { components } from '@agency/contracts/openapi/leads';
import { leadsApi } from '../shared/api/clients';
import { expectOk } from '../shared/api/expectOk';

type Schemas = components['schemas'];

/** What a visitor sends from the public site; each is a lead the team sees in the back office. */
export const submitStrategyCall = (request: Schemas['StrategyCallRequest']) =>
  expectOk(leadsApi.POST('/inquiries/strategy-call', { body: request }));

export const submitStageInquiry = (request: Schemas['StageInquiryRequest']) =>
  expectOk(leadsApi.POST('/inquiries/stage', { body: request }));

export const submitProposal = (request: Schemas['ProposalRequest']) =>
  expectOk(leadsApi.POST('/inquiries/proposal', { body: request }));

export const submitApplication = (request: Schemas['ApplicationRequest']) =>
  expectOk(leadsApi.POST('/applications', { body: request }));
