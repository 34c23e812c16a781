import { describe, expect, it } from 'vitest';
import { clientSenderName, teamSenderName } from './sender-name.js';

describe('sender names', () => {
  it('names a team member by the local part of their e-mail, else Team Member', () => {
    expect(teamSenderName('jordan.lee@maple.example')).toBe('jordan.lee');
    expect(teamSenderName('@maple.example')).toBe('Team Member');
    expect(teamSenderName('')).toBe('Team Member');
    expect(teamSenderName(undefined)).toBe('Team Member');
  });

  it('names a client by its contact name, else its e-mail’s local part, else Client', () => {
    expect(clientSenderName({ contactName: 'Ada Lovelace', email: 'ada@shop.example' })).toBe('Ada Lovelace');
    expect(clientSenderName({ contactName: '  ', email: 'ada@shop.example' })).toBe('ada');
    expect(clientSenderName({ contactName: '', email: '' })).toBe('Client');
  });
});
