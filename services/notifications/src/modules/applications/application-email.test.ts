import { describe, expect, it } from 'vitest';
import { applicationConfirmationEmail, applicationTeamEmail } from './application-email.js';

/** The team's inbox gets times in the agency's zone, named. */
const zone = 'America/Edmonton';

const application = {
  applicationId: '0b8d6a3e-2f4c-4c1e-9a77-5e2d7f1c9b20',
  name: 'Mary Jackson',
  email: 'mary@ualberta.ca',
  phone: '780-555-0177',
  university: 'University of Alberta',
  program: 'Computing Science',
  year: '5+',
  experience: 'Ran the robotics club website.\nTutored first-year students.',
  availability: 'spring',
  interests: ['Web Development', 'Graphic Design'],
  motivation: 'I want to help local businesses grow.',
  status: 'pending' as const,
  createdAt: '2025-11-20T18:04:05.000Z',
};

describe('the team e-mail about a volunteer application', () => {
  it('carries the whole application, with the form’s labels and the 48-hour deadline', () => {
    const mail = applicationTeamEmail(application, zone);
    expect(mail.subject).toBe('New volunteer application: Mary Jackson');
    expect(mail.replyTo).toBe('mary@ualberta.ca');
    expect(mail.text.split('\n')).toEqual([
      'A student applied to volunteer with the team.',
      '',
      'Name:         Mary Jackson',
      'E-mail:       mary@ualberta.ca',
      'Phone:        780-555-0177',
      'University:   University of Alberta',
      'Program:      Computing Science',
      'Year:         Fifth Year or Above',
      'Availability: Spring/Summer (May-September)',
      'Interests:    Web Development, Graphic Design',
      'Submitted:    Thursday 20 November 2025, 11:04 AM MST (America/Edmonton)',
      '',
      'Experience:',
      '  Ran the robotics club website.',
      '  Tutored first-year students.',
      '',
      'Motivation:',
      '  I want to help local businesses grow.',
      '',
      'The website promises an answer within 48 hours, so please get back to them by Saturday 22 November 2025, 11:04 AM MST (America/Edmonton).',
      'Replying to this e-mail answers the applicant directly.',
      '',
      'Application 0b8d6a3e-2f4c-4c1e-9a77-5e2d7f1c9b20',
      '',
    ]);
  });

  it("says 'none chosen' when no interest was picked, and shows a value it has no label for as given", () => {
    const { text } = applicationTeamEmail({ ...application, interests: [], year: '1', availability: 'winter' }, zone);
    expect(text).toContain('Interests:    none chosen');
    expect(text).toContain('Year:         First Year');
    expect(text).toContain('Availability: Winter (January-April)');
    expect(applicationTeamEmail({ ...application, year: '7' }, zone).text).toContain('Year:         7');
  });

  it('keeps what the applicant typed out of the headers: one short line, one address or none', () => {
    const hostile = applicationTeamEmail(
      {
        ...application,
        name: `Mary\r\nBcc: victim@example.com\r\n${'A'.repeat(5000)}`,
        email: 'mary@ualberta.ca\r\nBcc: victim@example.com',
      },
      zone,
    );
    expect(hostile.subject).not.toMatch(/[\r\n]/);
    expect(hostile.subject.length).toBeLessThanOrEqual('New volunteer application: '.length + 80);
    expect(hostile.subject.startsWith('New volunteer application: Mary Bcc: victim@example.com AAAA')).toBe(true);
    expect(hostile.replyTo).toBeNull();
    expect(hostile.text).toContain(`Name:         Mary Bcc: victim@example.com ${'A'.repeat(5000)}`);
    expect(applicationTeamEmail({ ...application, name: ' \r\n ' }, zone).subject).toBe('New volunteer application');
  });
});

describe('the confirmation to the applicant', () => {
  it('thanks them, promises an answer within 48 hours and repeats what they sent', () => {
    const mail = applicationConfirmationEmail(application);
    expect(mail.subject).toBe('We received your volunteer application');
    expect(mail.text).toMatch(/^Hello Mary Jackson,\n/);
    expect(mail.text).toContain('Thank you for applying to volunteer with Maple Builders.');
    expect(mail.text).toContain('our team will get back to you within 48 hours.');
    expect(mail.text).toContain('Year:         Fifth Year or Above');
    expect(mail.text).toContain('Interests:    Web Development, Graphic Design');
    expect(mail.text).toContain('Motivation:\n  I want to help local businesses grow.');
    expect(mail.text).not.toContain('Application 0b8d6a3e');
    expect(applicationConfirmationEmail({ ...application, name: '' }).text).toMatch(/^Hello,\n/);
  });
});
