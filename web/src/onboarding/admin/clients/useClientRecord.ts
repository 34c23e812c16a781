import type { components } from '@agency/contracts/openapi/onboarding';
import { expectOk } from '../../../shared/api/expectOk';
import { onboardingApi } from '../../onboardingClient';

type Schemas = components['schemas'];
export type ClientEdit = Schemas['ClientEdit'];
export type ProjectNote = Schemas['ProjectNote'];

/** Edit Client: the fields sent change; a new e-mail of a client with an account waits for its confirmation. */
export const updateClient = (clientId: string, edit: ClientEdit) =>
  expectOk(onboardingApi.PATCH('/admin/clients/{clientId}', { params: { path: { clientId } }, body: edit }));

/** Marks the client's project completed, with a note. */
export const completeProject = (clientId: string, note: ProjectNote) =>
  expectOk(onboardingApi.POST('/admin/clients/{clientId}/completion', { params: { path: { clientId } }, body: note }));

/** Reopens the client's completed project, with a note. */
export const reopenProject = (clientId: string, note: ProjectNote) =>
  expectOk(onboardingApi.POST('/admin/clients/{clientId}/reopening', { params: { path: { clientId } }, body: note }));
