import { afterAll, beforeEach } from 'vitest';
import { testService } from '@agency/kit/testing';
import { buildLeadsService } from '../src/app.js';
import { loadLeadsConfig } from '../src/config.js';

export const leads = { name: 'leads', build: buildLeadsService, loadConfig: loadLeadsConfig };

export const wizard = {
  situationType: 'declining-sales',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '780-555-0101',
  preferredTime: 'afternoon',
};

/** The leads service on fresh databases and streams, its inquiries emptied before each test. */
export async function leadsTestService() {
  const t = await testService(leads, { afterAll });
  beforeEach(async () => {
    await t.sql('TRUNCATE solution_inquiries, volunteer_applications');
  });

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers: { 'content-type': 'application/json', ...headers },
    });

  async function rowCount(): Promise<number> {
    const [row] = await t.sql<{ n: string }>('SELECT count(*) AS n FROM solution_inquiries');
    return Number(row?.n);
  }

  const inquiryRow = async (id: string) =>
    (
      await t.sql('SELECT situation_type, name, email, phone, preferred_time, status FROM solution_inquiries WHERE id = ?', [id])
    )[0];

  return { ...t, post, rowCount, inquiryRow };
}
