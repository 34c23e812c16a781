import { describe, expect, it } from 'vitest';
import { csvAttachment, csvCell, csvTime, toCsv, type CsvColumn } from './csv.js';

describe('a CSV cell', () => {
  it('stays as it is when plain', () => {
    expect(csvCell('Ada Lovelace')).toBe('Ada Lovelace');
    expect(csvCell('')).toBe('');
    expect(csvCell('Zoë Ångström')).toBe('Zoë Ångström');
  });

  it('is quoted when it holds a comma, a quote or a line break, with its quotes doubled', () => {
    expect(csvCell('Edmonton, AB')).toBe('"Edmonton, AB"');
    expect(csvCell('the "best" shop')).toBe('"the ""best"" shop"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('line one\r\nline two')).toBe('"line one\r\nline two"');
    expect(csvCell('"')).toBe('""""');
  });

  it.each(['=', '+', '-', '@', '\t', '\r'])('gets a leading apostrophe when it starts with %j', (start) => {
    const cell = csvCell(`${start}HYPERLINK("http://evil.example")`);
    expect(cell.startsWith(`"'${start}`) || cell.startsWith(`'${start}`)).toBe(true);
  });

  it('neutralises and quotes together, and leaves those characters alone past the start', () => {
    expect(csvCell('=1+2')).toBe("'=1+2");
    expect(csvCell('+1 780 555 0101')).toBe("'+1 780 555 0101");
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell('@SUM(A1:A2)')).toBe("'@SUM(A1:A2)");
    expect(csvCell('\tindented')).toBe("'\tindented");
    expect(csvCell('\rcarriage')).toBe('"\'\rcarriage"');
    expect(csvCell('=A1,"x"')).toBe('"\'=A1,""x"""');
    expect(csvCell('a=b+c-d@e')).toBe('a=b+c-d@e');
    expect(csvCell(' =1')).toBe(' =1');
  });
});

describe('a CSV file', () => {
  const columns: CsvColumn<{ name: string; note: string }>[] = [
    { header: 'Name', value: (row) => row.name },
    { header: 'Note', value: (row) => row.note },
  ];

  it('starts with the byte-order mark and the header row, and ends every row with CRLF', () => {
    const csv = toCsv(columns, [
      { name: 'Ada', note: 'first, of all' },
      { name: '=cmd', note: 'two\nlines' },
    ]);
    expect(csv).toBe('\uFEFFName,Note\r\nAda,"first, of all"\r\n\'=cmd,"two\nlines"\r\n');
  });

  it('is only the header row when there is nothing to export', () => {
    expect(toCsv(columns, [])).toBe('\uFEFFName,Note\r\n');
  });
});

describe('the download', () => {
  it('is an attachment named after the list and the day (UTC)', () => {
    expect(csvAttachment('inquiries', new Date('2026-11-22T23:59:59Z'))).toBe('attachment; filename="inquiries-2026-11-22.csv"');
  });

  it('shows times to the second, without the T and zone', () => {
    expect(csvTime('2026-11-22T17:43:52.123Z')).toBe('2026-11-22 17:43:52');
  });
});
