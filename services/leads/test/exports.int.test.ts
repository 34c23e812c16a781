import { describe, expect, it } from 'vitest';
import { application, badInput, expectError, leadsTestService, proposal, wizard } from './support.js';

const t = await leadsTestService();

const today = () => new Date().toISOString().slice(0, 10);

/** The rows of a CSV file, each a list of cells (a small RFC 4180 reader, for checking what was written). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  expect(cell, 'the file ends with CRLF').toBe('');
  expect(row).toEqual([]);
  return rows;
}

/** The file as the team's spreadsheet gets it, checked for its headers and shape, as records keyed by header. */
async function download(url: string, list: string) {
  const response = await t.get(url);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(response.headers['content-disposition']).toBe(`attachment; filename="${list}-${today()}.csv"`);
  expect(response.headers['cache-control']).toBe('no-store');
  const bytes = response.rawPayload;
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString('utf8').slice(1);
  expect(text.replace(/\r\n/g, '')).not.toMatch(/^[^"]*\n/); // every line break outside a quoted cell is CRLF
  const [header, ...rows] = parseCsv(text);
  for (const row of rows) expect(row).toHaveLength(header!.length);
  return { header: header!, records: rows.map((row) => Object.fromEntries(header!.map((name, i) => [name, row[i]!]))) };
}

describe('the inquiries export', () => {
  it('has a header row and one row per inquiry, newest first, with a proposal’s details in their own columns', async () => {
    await t.post('/inquiries/strategy-call', wizard);
    await t.post('/inquiries/stage', { stage: 4, email: 'owner@shop.ca' });
    await t.post('/inquiries/proposal', { ...proposal, projectScope: 'Shop, "pre-orders"\nand pickup' });
    const { header, records } = await download('/admin/inquiries/export', 'inquiries');
    expect(header).toEqual([
      'Submitted (UTC)',
      'Name',
      'Email',
      'Phone',
      'Situation',
      'Preferred Time',
      'Status',
      'Business Name',
      'Industry',
      'Team Size',
      'Existing Technology',
      'Project Scope',
      'Timeline',
      'Budget',
      'Goals',
      'Challenges',
    ]);
    expect(records).toHaveLength(3);
    const [proposed, stage, call] = records;
    expect(proposed).toMatchObject({
      Name: 'Prairie Bakery',
      Email: 'owner@prairiebakery.ca',
      Phone: "'+17805550142",
      Situation: 'Proposal',
      'Preferred Time': 'soon',
      Status: 'Pending',
      'Business Name': 'Prairie Bakery',
      Industry: 'Retail',
      'Team Size': '4',
      'Existing Technology': 'A Facebook page and a card reader',
      'Project Scope': 'Shop, "pre-orders"\nand pickup',
      Timeline: 'Soon',
      Budget: '$2,000',
      Goals: 'Sell out every Saturday',
      Challenges: 'No time to post',
    });
    expect(proposed!['Submitted (UTC)']).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(stage).toMatchObject({ Name: 'owner@shop.ca', Phone: '', Situation: 'Business Stage 4', 'Preferred Time': 'any' });
    expect(call).toMatchObject({
      Name: 'Ada Lovelace',
      Situation: 'Declining Sales',
      'Preferred Time': 'afternoon (12PM-5PM)',
      'Business Name': '',
      Goals: '',
    });
  });

  it('neutralises cells a spreadsheet would run as formulas', async () => {
    await t.post('/inquiries/proposal', {
      ...proposal,
      businessName: '=HYPERLINK("http://evil.example","Click")',
      teamSize: '+1',
      existingTech: '-2+3',
      projectScope: '@SUM(A1:A9)',
      budget: '\t=1',
      goals: '\r=cmd',
      challenges: 'fine = fine',
      phone: '+1 780 555 0142',
    });
    const { records } = await download('/admin/inquiries/export', 'inquiries');
    expect(records[0]).toMatchObject({
      Name: `'=HYPERLINK("http://evil.example","Click")`,
      Phone: "'+17805550142",
      'Business Name': `'=HYPERLINK("http://evil.example","Click")`,
      'Team Size': "'+1",
      'Existing Technology': "'-2+3",
      'Project Scope': "'@SUM(A1:A9)",
      // Leading tabs and CRs are trimmed on submission; the formula after them is still neutralised.
      Budget: "'=1",
      Goals: "'=cmd",
      Challenges: 'fine = fine',
    });
  });

  it('exports what the list shows for the same filters, every page of it', async () => {
    for (const [i, name] of ['Ben Baker', 'Cleo Carter', 'Dana Diaz'].entries()) {
      await t.post('/inquiries/strategy-call', { ...wizard, name, email: `${name.split(' ')[0]!.toLowerCase()}@shop${i}.ca` });
    }
    const cleo = (await t.get('/admin/inquiries?q=cleo')).json<{ items: { id: string }[] }>().items[0]!.id;
    await t.patch(`/admin/inquiries/${cleo}`, { status: 'completed' });
    const names = async (query: string) =>
      (await download(`/admin/inquiries/export${query}`, 'inquiries')).records.map((record) => record.Name);
    expect(await names('')).toEqual(['Dana Diaz', 'Cleo Carter', 'Ben Baker']);
    expect(await names('?status=completed')).toEqual(['Cleo Carter']);
    expect(await names('?q=SHOP2')).toEqual(['Dana Diaz']);
    expect(await names('?q=%25')).toEqual([]);
    expect(await names('?status=pending&q=a')).toEqual(['Dana Diaz', 'Ben Baker']);
  });

  it('stops at 10000 rows, the newest', async () => {
    await t.sql(
      `INSERT INTO solution_inquiries (id, situation_type, name, email, phone, preferred_time, status, created_at)
       SELECT gen_random_uuid(), 'poor-roi', 'Inquiry ' || n, 'bulk@shop.ca', '', 'morning', 'pending',
              '2026-01-01T00:00:00Z'::timestamptz + n * interval '1 second'
       FROM generate_series(1, 10005) AS n`,
    );
    const { records } = await download('/admin/inquiries/export', 'inquiries');
    expect(records).toHaveLength(10_000);
    expect(records[0]!.Name).toBe('Inquiry 10005');
    expect(records[9999]!.Name).toBe('Inquiry 6');
  });

  it('refuses the filters the list refuses', async () => {
    for (const query of ['status=won', 'q=%00', `q=${'x'.repeat(201)}`, 'limit=10', 'unknown=1']) {
      expectError(await t.get(`/admin/inquiries/export?${query}`), 400, badInput);
    }
  });
});

describe('the applications export', () => {
  it('shows each application with the form’s own words, interests joined, newest first', async () => {
    await t.post('/applications', { ...application, name: 'First', interests: [] });
    await t.post('/applications', {
      ...application,
      name: 'Zoë Ångström',
      year: '5+',
      availability: 'spring',
      interests: ['Graphic Design', 'Social Media Marketing', 'Business Strategy'],
      experience: 'Design club, "lead"\nand more',
      motivation: '=cmd|calc',
    });
    const { header, records } = await download('/admin/applications/export', 'applications');
    expect(header).toEqual([
      'Submitted (UTC)',
      'Name',
      'Email',
      'Phone',
      'University',
      'Program',
      'Year',
      'Availability',
      'Interests',
      'Experience',
      'Motivation',
      'Status',
    ]);
    expect(records).toEqual([
      {
        'Submitted (UTC)': expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
        Name: 'Zoë Ångström',
        Email: 'grace@ualberta.ca',
        Phone: "'+15875550199",
        University: 'University of Alberta',
        Program: 'Computing Science',
        Year: 'Fifth Year or Above',
        Availability: 'Spring/Summer (May-September)',
        Interests: 'Graphic Design; Social Media Marketing; Business Strategy',
        Experience: 'Design club, "lead"\nand more',
        Motivation: "'=cmd|calc",
        Status: 'Pending',
      },
      expect.objectContaining({ Name: 'First', Year: 'Third Year', Availability: 'Winter (January-April)', Interests: '' }),
    ]);
  });

  it('exports what the list shows for the same filters', async () => {
    for (const [name, university] of [
      ['Ben Baker', 'NAIT'],
      ['Cleo Carter', 'MacEwan University'],
      ['Dana Diaz', 'University of Alberta'],
    ]) {
      await t.post('/applications', { ...application, name, university });
    }
    const ben = (await t.get('/admin/applications?q=ben')).json<{ items: { id: string }[] }>().items[0]!.id;
    await t.patch(`/admin/applications/${ben}`, { status: 'accepted' });
    const names = async (query: string) =>
      (await download(`/admin/applications/export${query}`, 'applications')).records.map((record) => record.Name);
    expect(await names('')).toEqual(['Dana Diaz', 'Cleo Carter', 'Ben Baker']);
    expect(await names('?status=accepted')).toEqual(['Ben Baker']);
    expect(await names('?q=university')).toEqual(['Dana Diaz', 'Cleo Carter']);
    expect(await names('?status=rejected')).toEqual([]);
    const accepted = await download('/admin/applications/export?status=accepted', 'applications');
    expect(accepted.records[0]!.Status).toBe('Accepted');
  });

  it('refuses the filters the list refuses', async () => {
    for (const query of ['status=contacted', 'q=%00', `q=${'x'.repeat(201)}`, 'offset=1']) {
      expectError(await t.get(`/admin/applications/export?${query}`), 400, badInput);
    }
  });
});
