import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { leadsApi } from '../../../shared/api/clients';
import { notify } from '../../../shared/lib/notify';
import { deferred, failure, ok } from '../../../shared/test/apiResult';
import { renderPage } from '../../../shared/test/renderPage';
import { ProposalPage } from './ProposalPage';

vi.mock('../../../shared/api/clients', () => ({ leadsApi: { POST: vi.fn() } }));
vi.mock('../../../shared/lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const post = vi.mocked(leadsApi.POST);
const receipt = { id: '7f1c2a4e-0000-4000-8000-000000000004', status: 'pending', createdAt: '2026-11-21T10:00:00Z' };

type User = ReturnType<typeof userEvent.setup>;

async function renderProposal() {
  // Awaited, so React retries the lazy steps once their code arrives.
  await act(async () => {
    renderPage('/proposal', <ProposalPage />);
  });
  return screen.findByRole('heading', { name: /Tell us about your business/ });
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const currentStep = () =>
  within(screen.getByRole('list', { name: 'Progress' }))
    .getAllByRole('listitem')
    .filter((step) => step.getAttribute('aria-current') === 'step')
    .map((step) => step.textContent);

async function fillBusiness(user: User) {
  await user.type(field('Business Name'), 'Northern Lights Bakery');
  await user.selectOptions(field('Industry'), 'Hospitality');
  await user.type(field('Team Size'), '8 staff');
  await user.type(field('Existing Technology'), 'Square point of sale, a Wix website');
}

async function fillProject(user: User) {
  await user.type(field('Project Scope'), 'A new website with online ordering');
  await user.selectOptions(field('Timeline'), 'In the next 1-3 months');
  await user.type(field('Budget'), '$5,000');
  await user.type(field('Project Goals'), 'Take pre-orders for the holidays');
  await user.type(field('Current Challenges'), 'Phone orders pile up');
  await user.type(field('Email'), 'owner@northernlights.ca');
  await user.type(field('Phone'), '(780) 555-0123');
}

const continueButton = () => screen.getByRole('button', { name: 'Continue' });
const submitButton = () => screen.getByRole('button', { name: 'Submit Request' });

describe('ProposalPage', () => {
  // The form's code (and the form library) loads once here rather than inside the first test.
  beforeAll(() => import('./ProposalRequestSteps'));

  beforeEach(() => {
    post.mockReset();
  });

  it('starts at business info, says which step it is on, and marks its fields required', async () => {
    const heading = await renderProposal();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Request a Proposal');
    expect(heading.textContent).toBe('Step 1 of 3: Tell us about your business');
    expect(currentStep()).toEqual(['Business Info']);
    for (const label of ['Business Name', 'Industry', 'Team Size', 'Existing Technology']) {
      expect(field(label).required, label).toBe(true);
    }
    expect([...(field('Industry') as unknown as HTMLSelectElement).options].map((option) => option.value)).toEqual([
      '',
      'retail',
      'healthcare',
      'technology',
      'education',
      'hospitality',
      'professional',
      'other',
    ]);
    expect(field('Business Name').maxLength).toBe(160);
    expect(screen.queryByLabelText('Project Goals')).toBeNull();
  });

  it('continues from step 1 with nothing filled in, as the spec says', async () => {
    const user = userEvent.setup();
    await renderProposal();
    await user.click(continueButton());

    const heading = await screen.findByRole('heading', { name: /Tell us about your project/ });
    expect(heading.textContent).toBe('Step 2 of 3: Tell us about your project');
    expect(document.activeElement).toBe(heading);
    expect(currentStep()).toEqual(['Project Details']);
    expect(screen.queryByText(/Please/)).toBeNull();
    expect(post).not.toHaveBeenCalled();
  });

  it('requires the timeline, goals, e-mail and phone on step 2 before sending', async () => {
    const user = userEvent.setup();
    await renderProposal();
    await user.click(continueButton());
    await user.click(submitButton());

    expect(post).not.toHaveBeenCalled();
    expect(screen.getByText('Please choose a timeline')).toBeTruthy();
    expect(screen.getByText('Please describe your goals')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Please enter a valid phone number')).toBeTruthy();
    for (const label of ['Timeline', 'Project Goals', 'Email', 'Phone']) expect(field(label).required, label).toBe(true);
    for (const label of ['Project Scope', 'Budget', 'Current Challenges']) expect(field(label).required, label).toBe(false);
    expect(currentStep()).toEqual(['Project Details']);
  });

  it('keeps both steps’ values when going back and forth', async () => {
    const user = userEvent.setup();
    await renderProposal();
    await fillBusiness(user);
    await user.click(continueButton());
    await user.type(await screen.findByLabelText('Project Goals'), 'More bookings');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: /Tell us about your business/ })).toBe(document.activeElement);
    expect(field('Business Name').value).toBe('Northern Lights Bakery');
    expect(field('Industry').value).toBe('hospitality');
    expect(field('Existing Technology').value).toBe('Square point of sale, a Wix website');

    await user.click(continueButton());
    expect(((await screen.findByLabelText('Project Goals')) as HTMLTextAreaElement).value).toBe('More bookings');
  });

  it('sends every field, says so, and thanks with a link to book a consultation', async () => {
    const user = userEvent.setup();
    const answer = deferred<unknown>();
    post.mockReturnValue(answer.promise as never);
    await renderProposal();
    await fillBusiness(user);
    await user.click(continueButton());
    await fillProject(user);
    await user.click(submitButton());

    expect((screen.getByRole('button', { name: 'Submitting...' }) as HTMLButtonElement).disabled).toBe(true);
    expect(post).toHaveBeenCalledWith('/inquiries/proposal', {
      body: {
        businessName: 'Northern Lights Bakery',
        industry: 'hospitality',
        teamSize: '8 staff',
        existingTech: 'Square point of sale, a Wix website',
        projectScope: 'A new website with online ordering',
        timeline: 'soon',
        budget: '$5,000',
        goals: 'Take pre-orders for the holidays',
        challenges: 'Phone orders pile up',
        email: 'owner@northernlights.ca',
        phone: '(780) 555-0123',
      },
    });

    answer.resolve(ok(receipt, 201));
    const thanks = await screen.findByRole('heading', { name: /Thank You/ });
    expect(notify.success).toHaveBeenCalledWith('Your proposal request has been submitted!');
    expect(document.activeElement).toBe(thanks);
    expect(currentStep()).toEqual(['Thank You']);
    expect(screen.getByText(/within 24 hours/, { selector: 'p' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Schedule Consultation' }).getAttribute('href')).toBe('/#find-your-solution');
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('sends an empty step 1 as empty fields', async () => {
    const user = userEvent.setup();
    post.mockResolvedValue(ok(receipt, 201) as never);
    await renderProposal();
    await user.click(continueButton());
    await user.selectOptions(await screen.findByLabelText('Timeline'), 'Immediately');
    await user.type(field('Project Goals'), 'A website');
    await user.type(field('Email'), 'owner@shop.ca');
    await user.type(field('Phone'), '7805550100');
    await user.click(submitButton());

    await screen.findByRole('heading', { name: /Thank You/ });
    expect(post.mock.calls[0]![1]).toEqual({
      body: {
        businessName: '',
        industry: '',
        teamSize: '',
        existingTech: '',
        projectScope: '',
        timeline: 'immediate',
        budget: '',
        goals: 'A website',
        challenges: '',
        email: 'owner@shop.ca',
        phone: '7805550100',
      },
    });
  });

  it('keeps what was typed and says so when the request cannot be sent', async () => {
    const user = userEvent.setup();
    post.mockResolvedValue(failure(503) as never);
    await renderProposal();
    await fillBusiness(user);
    await user.click(continueButton());
    await fillProject(user);
    await user.click(submitButton());

    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith('Something went wrong. Please try again.'));
    expect(notify.success).not.toHaveBeenCalled();
    expect(currentStep()).toEqual(['Project Details']);
    expect(field('Project Goals').value).toBe('Take pre-orders for the holidays');
    expect(field('Email').value).toBe('owner@northernlights.ca');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(field('Business Name').value).toBe('Northern Lights Bakery');
  });

  it('goes back to step 1 when the server refuses one of its fields', async () => {
    const user = userEvent.setup();
    post.mockResolvedValue({
      error: { statusCode: 400, code: 'VALIDATION', message: 'Bad', details: [{ path: '/body/businessName', message: 'bad' }] },
      response: { ok: false, status: 400 } as Response,
    } as never);
    await renderProposal();
    await fillBusiness(user);
    await user.click(continueButton());
    await fillProject(user);
    await user.click(submitButton());

    expect(await screen.findByText('Please keep this within 160 characters')).toBeTruthy();
    expect(currentStep()).toEqual(['Business Info']);
    expect(field('Business Name').getAttribute('aria-invalid')).toBe('true');
  });
});
