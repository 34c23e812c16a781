import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { leadsApi } from '../../../shared/api/clients';
import { notify } from '../../../shared/lib/notify';
import { deferred, failure, ok } from '../../../shared/test/apiResult';
import { renderPage } from '../../../shared/test/renderPage';
import { WorkshopPage } from './WorkshopPage';

vi.mock('../../../shared/api/clients', () => ({ leadsApi: { POST: vi.fn() } }));
vi.mock('../../../shared/lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const post = vi.mocked(leadsApi.POST);
const receipt = { id: '7f1c2a4e-0000-4000-8000-000000000003', status: 'pending', createdAt: '2026-11-21T10:00:00Z' };

type User = ReturnType<typeof userEvent.setup>;

async function renderWorkshop() {
  // Awaited, so React retries the lazy form once its code arrives.
  await act(async () => {
    renderPage('/workshop', <WorkshopPage />);
  });
  return screen.findByRole('form', { name: 'Apply to Volunteer' });
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function fillApplication(user: User) {
  await user.type(input('Full Name'), 'Mei Tanaka');
  await user.type(input('Email'), 'mei.tanaka@ualberta.ca');
  await user.type(input('Phone'), '780-555-0199');
  await user.type(input('University'), 'University of Alberta');
  await user.type(input('Program'), 'Bachelor of Commerce');
  await user.selectOptions(input('Year of Study'), 'Fifth Year or Above');
  await user.selectOptions(input('Availability'), 'Spring/Summer (May-September)');
  await user.type(input('Relevant Experience'), 'Ran the Instagram of my faculty club.');
  await user.type(input('Why do you want to join?'), 'I want to help local shops grow.');
}

const sent = {
  name: 'Mei Tanaka',
  email: 'mei.tanaka@ualberta.ca',
  phone: '780-555-0199',
  university: 'University of Alberta',
  program: 'Bachelor of Commerce',
  year: '5+',
  experience: 'Ran the Instagram of my faculty club.',
  availability: 'spring',
  interests: ['Social Media Marketing', 'Graphic Design'],
  motivation: 'I want to help local shops grow.',
};

describe('WorkshopPage', () => {
  // The form's code (and the form library) loads once here rather than inside the first test.
  beforeAll(() => import('./VolunteerApplication'));

  beforeEach(() => {
    post.mockReset();
  });

  it('tells students what they do, the 10-15 hours per week per term, and the 48-hour answer', async () => {
    await renderWorkshop();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Student Workshop');
    expect(screen.getByRole('heading', { name: 'What students do' })).toBeTruthy();
    expect(screen.getByText('10-15 hours per week per term')).toBeTruthy();
    expect(screen.getByText(/within 48 hours/, { selector: 'p' })).toBeTruthy();
    const terms = within(screen.getByRole('heading', { name: 'Pick the term that suits your studies' }).parentElement!);
    expect(terms.getAllByRole('listitem').map((term) => term.textContent)).toEqual([
      'Winter (January-April)',
      'Spring/Summer (May-September)',
      'Fall (September-December)',
    ]);
    expect(screen.getByRole('link', { name: 'Apply Now' }).getAttribute('href')).toBe('#apply');
  });

  it("moves focus to the application form's first field with 'Apply Now'", async () => {
    const user = userEvent.setup();
    await renderWorkshop();
    await user.click(screen.getByRole('link', { name: 'Apply Now' }));
    expect(document.activeElement).toBe(input('Full Name'));
  });

  it("offers the spec's years, terms and interests, with the contract's bounds", async () => {
    await renderWorkshop();
    const options = (label: string) => [...(input(label) as unknown as HTMLSelectElement).options].map((o) => [o.value, o.text]);
    expect(options('Year of Study')).toEqual([
      ['', 'Select your year'],
      ['1', 'First Year'],
      ['2', 'Second Year'],
      ['3', 'Third Year'],
      ['4', 'Fourth Year'],
      ['5+', 'Fifth Year or Above'],
    ]);
    expect(options('Availability')).toEqual([
      ['', 'Select a term'],
      ['winter', 'Winter (January-April)'],
      ['spring', 'Spring/Summer (May-September)'],
      ['fall', 'Fall (September-December)'],
    ]);
    const interests = within(screen.getByRole('group', { name: 'Areas of Interest' })).getAllByRole('checkbox');
    expect(interests.map((box) => (box as HTMLInputElement).value)).toEqual([
      'Social Media Marketing',
      'Web Development',
      'Content Creation',
      'Digital Marketing',
      'Business Strategy',
      'Graphic Design',
    ]);
    expect(input('Full Name').maxLength).toBe(120);
    expect(input('University').maxLength).toBe(160);
    expect(input('Phone').maxLength).toBe(40);
    expect(input('Why do you want to join?').maxLength).toBe(4000);
    // Every field is required but the interests.
    expect(input('Full Name').required).toBe(true);
    expect(input('Year of Study').required).toBe(true);
    expect(interests.some((box) => (box as HTMLInputElement).required)).toBe(false);
  });

  it('asks for every field but the interests before sending anything', async () => {
    const user = userEvent.setup();
    await renderWorkshop();
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    expect(post).not.toHaveBeenCalled();
    for (const message of [
      'Please enter your name',
      'Please enter a valid email address',
      'Please enter a valid phone number',
      'Please enter your university',
      'Please enter your program',
      'Please choose your year of study',
      'Please choose when you are available',
      'Please tell us about your experience',
      'Please tell us why you want to join',
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(screen.queryByText('Please choose from the listed interests')).toBeNull();
    expect(input('Full Name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input('Full Name'));

    // Blank text is not an answer either.
    await user.type(input('Program'), '   ');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(screen.getByText('Please enter your program')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('sends the application, says so, shows Application Received! and starts another from an empty form', async () => {
    const user = userEvent.setup();
    const answer = deferred<unknown>();
    post.mockReturnValue(answer.promise as never);
    await renderWorkshop();

    await fillApplication(user);
    await user.click(screen.getByLabelText('Social Media Marketing'));
    await user.click(screen.getByLabelText('Graphic Design'));
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    expect((screen.getByRole('button', { name: 'Submitting...' }) as HTMLButtonElement).disabled).toBe(true);
    expect(post).toHaveBeenCalledWith('/applications', { body: sent });

    answer.resolve(ok(receipt, 201));
    const received = await screen.findByRole('heading', { name: 'Application Received!' });
    expect(notify.success).toHaveBeenCalledWith('Application submitted successfully!');
    // Focus moves in an effect, after the heading is on screen.
    await vi.waitFor(() => expect(document.activeElement).toBe(received));
    expect(screen.getByText(/Thank you for applying\. .* answer within 48 hours\./)).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Submit another application' }));
    expect(input('Full Name').value).toBe('');
    expect(input('Email').value).toBe('');
    expect(input('Year of Study').value).toBe('');
    expect((screen.getByLabelText('Graphic Design') as HTMLInputElement).checked).toBe(false);
    await vi.waitFor(() => expect(document.activeElement).toBe(input('Full Name')));
  });

  it('sends no interests when none is ticked', async () => {
    const user = userEvent.setup();
    post.mockResolvedValue(ok(receipt, 201) as never);
    await renderWorkshop();
    await fillApplication(user);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await screen.findByRole('heading', { name: 'Application Received!' });
    expect(post.mock.calls[0]![1]).toEqual({ body: { ...sent, interests: [] } });
  });

  it('keeps everything typed and says so when the application cannot be sent', async () => {
    const user = userEvent.setup();
    post.mockResolvedValue(failure(500) as never);
    await renderWorkshop();
    await fillApplication(user);
    await user.click(screen.getByLabelText('Web Development'));
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    await vi.waitFor(() => expect(notify.error).toHaveBeenCalledWith('Something went wrong. Please try again.'));
    expect(notify.success).not.toHaveBeenCalled();
    expect(screen.queryByRole('heading', { name: 'Application Received!' })).toBeNull();
    expect(input('Full Name').value).toBe('Mei Tanaka');
    expect(input('Year of Study').value).toBe('5+');
    expect(input('Why do you want to join?').value).toBe('I want to help local shops grow.');
    expect((screen.getByLabelText('Web Development') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('button', { name: 'Submit Application' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("shows the server's objection on its field", async () => {
    const user = userEvent.setup();
    post.mockResolvedValue({
      error: { statusCode: 400, code: 'VALIDATION', message: 'Bad', details: [{ path: '/body/university', message: 'bad' }] },
      response: { ok: false, status: 400 } as Response,
    } as never);
    await renderWorkshop();
    await fillApplication(user);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Please enter your university')).toBeTruthy();
    expect(input('University').getAttribute('aria-invalid')).toBe('true');
  });
});
