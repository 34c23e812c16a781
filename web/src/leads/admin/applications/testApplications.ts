import type { Application } from './applicationStatus';

/** An application as the API lists it; the fields a test cares about are overridden. */
export const application = (overrides: Partial<Application> = {}): Application => ({
  id: '3b7a2c1e-0000-4000-8000-000000000001',
  name: 'Mei Tanaka',
  email: 'mei.tanaka@ualberta.ca',
  phone: '780-555-0199',
  university: 'University of Alberta',
  program: 'Bachelor of Commerce',
  year: '3',
  experience: 'Ran the Instagram of my faculty club.\nDesigned posters for two campus events.',
  availability: 'winter',
  interests: ['Social Media Marketing', 'Graphic Design'],
  motivation: 'I want to help local shops grow.',
  status: 'pending',
  createdAt: '2026-11-21T09:30:00.000Z',
  ...overrides,
});
