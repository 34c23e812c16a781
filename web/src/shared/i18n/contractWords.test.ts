// Every value of the contracts' enums that a screen names has its words in the catalog, under `<enum>.<value>`:
// a value added to a contract fails here until the catalog (and each language's) says it.
import { applicationStatuses, availabilities, challenges, inquiryStatuses, studyYears } from '@agency/contracts/leads/rules';
import { accessCodeStates, clientFilters, clientStatuses, packages } from '@agency/contracts/onboarding/rules';
import * as onboardingSchemas from '@agency/contracts/openapi/onboarding.schemas';
import { describe, expect, it } from 'vitest';
import { enAdminOnboarding } from './en.admin.onboarding';
import { enLeads } from './en.leads';

const missing = (catalog: object, prefix: string, values: readonly string[]) =>
  values.map((value) => `${prefix}.${value}`).filter((key) => !Object.hasOwn(catalog, key));

describe('the contracts’ values in the catalog', () => {
  it('has words for each of the leads contract’s statuses, years, terms and situations', () => {
    expect(missing(enLeads, 'studyYear', studyYears)).toEqual([]);
    expect(missing(enLeads, 'availability', availabilities)).toEqual([]);
    expect(missing(enLeads, 'inquiryStatus', inquiryStatuses)).toEqual([]);
    expect(missing(enLeads, 'applicationStatus', applicationStatuses)).toEqual([]);
    expect(missing(enLeads, 'situation', [...challenges, 'proposal'])).toEqual([]);
  });

  it('has words for each of the onboarding contract’s packages, statuses, filters, steps and code states', () => {
    expect(missing(enAdminOnboarding, 'package', packages)).toEqual([]);
    expect(missing(enAdminOnboarding, 'clientStatus', clientStatuses)).toEqual([]);
    expect(missing(enAdminOnboarding, 'clientFilter', clientFilters)).toEqual([]);
    expect(missing(enAdminOnboarding, 'waitingStep', onboardingSchemas.WaitingStep.enum)).toEqual([]);
    expect(missing(enAdminOnboarding, 'accessCodeState', accessCodeStates)).toEqual([]);
  });

  it('says each value as the contracts’ own labels, which the e-mails still use, do', async () => {
    const leads = await import('@agency/contracts/leads/labels');
    const onboarding = await import('@agency/contracts/onboarding/labels');
    const same = (catalog: Record<string, string>, prefix: string, words: Record<string, string>) =>
      Object.entries(words).filter(([value, word]) => catalog[`${prefix}.${value}`] !== word);
    expect(same(enLeads, 'studyYear', leads.studyYearLabels)).toEqual([]);
    expect(same(enLeads, 'availability', leads.availabilityLabels)).toEqual([]);
    const titled = (values: readonly string[], label: (value: never) => string) =>
      Object.fromEntries(values.map((value) => [value, label(value as never)]));
    expect(same(enLeads, 'inquiryStatus', titled(inquiryStatuses, leads.statusLabel))).toEqual([]);
    expect(same(enLeads, 'applicationStatus', titled(applicationStatuses, leads.applicationStatusLabel))).toEqual([]);
    expect(same(enLeads, 'situation', titled([...challenges, 'proposal'], leads.situationLabel))).toEqual([]);
    expect(same(enAdminOnboarding, 'package', titled(packages, onboarding.packageLabel))).toEqual([]);
    expect(same(enAdminOnboarding, 'clientStatus', onboarding.clientStatusLabels)).toEqual([]);
    expect(same(enAdminOnboarding, 'clientFilter', onboarding.clientFilterLabels)).toEqual([]);
    expect(same(enAdminOnboarding, 'waitingStep', onboarding.waitingStepLabels)).toEqual([]);
    expect(same(enAdminOnboarding, 'accessCodeState', onboarding.accessCodeStateLabels)).toEqual([]);
  });

  it('names a business stage, and any other stored situation, as before', async () => {
    const { situationLabel } = await import('../../leads/labels');
    expect(situationLabel('business-stage-3')).toBe('Business Stage 3');
    expect(situationLabel('something-else')).toBe('Something Else');
  });
});
