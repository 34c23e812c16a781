import type { User } from '../api/session';

/** The signed-in teammates of the back office's tests: a mentor (admin) and a student (member). */
export const testAdmin: User = { id: '7f1c2a4e-0000-4000-8000-0000000000a1', email: 'mentor@maplebuilders.ca', role: 'admin' };

// The session's role enum gains 'member' with the team's accounts; the screens read only `isAdmin` and the id.
export const testMember = {
  id: '7f1c2a4e-0000-4000-8000-0000000000b1',
  email: 'student@maplebuilders.ca',
  role: 'member',
} as unknown as User;
