import { describe, expect, it } from 'vitest';
import { clientSenderName, teamSenderName } from './sender-name.js';

describe('sender names', () => {
  it('names a team member by their display name, else the local part of their e-mail, else Team Member', () => {
    expect(teamSenderName({ name: 'Jordan Lee', email: 'jordan.lee@maple.example' })).toBe('Jordan Lee');
    expect(teamSenderName({ name: '  ', email: 'jordan.lee@maple.example' })).toBe('jordan.lee');
    expect(teamSenderName({ email: 'jordan.lee@maple.example' })).toBe('jordan.lee');
    expect(teamSenderName({ email: '@maple.example' })).toBe('Team Member');
    expect(teamSenderName({ email: '' })).toBe('Team Member');
  });

  it('names a client by its contact name, else its e-mail’s local part, else Client', () => {
    expect(clientSenderName({ contactName: 'Ada Lovelace', email: 'ada@shop.example' })).toBe('Ada Lovelace');
    expect(clientSenderName({ contactName: '  ', email: 'ada@shop.example' })).toBe('ada');
    expect(clientSenderName({ contactName: '', email: '' })).toBe('Client');
  });
});
