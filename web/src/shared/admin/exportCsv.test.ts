import { describe, expect, it } from 'vitest';
import { attachmentName } from './exportCsv';

describe('attachmentName', () => {
  it('reads the file name a Content-Disposition header gives', () => {
    expect(attachmentName('attachment; filename="applications-2026-11-22.csv"')).toBe('applications-2026-11-22.csv');
    expect(attachmentName('attachment; filename=inquiries-2026-11-22.csv')).toBe('inquiries-2026-11-22.csv');
    expect(attachmentName(`attachment; filename="a.csv"; filename*=UTF-8''candidatures-%C3%A9t%C3%A9.csv`)).toBe(
      'candidatures-été.csv',
    );
  });

  it('keeps only the name, never a folder, and has none when the header gives none', () => {
    expect(attachmentName('attachment; filename="../../etc/applications.csv"')).toBe('applications.csv');
    expect(attachmentName('attachment; filename="C:\\\\Users\\\\x.csv"')).toBe('x.csv');
    expect(attachmentName('attachment')).toBeUndefined();
    expect(attachmentName('attachment; filename=""')).toBeUndefined();
    expect(attachmentName(null)).toBeUndefined();
  });
});
