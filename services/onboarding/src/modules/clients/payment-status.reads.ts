import { queryRows, type Queryable } from '@agency/kit';
import type { PaymentStatusReport } from '@agency/contracts/openapi/onboarding';

type RecentClient = PaymentStatusReport['clients'][number];

/** The payment diagnostic's window (spec 001 §9) and how many records it shows at most. */
const windowMs = 24 * 60 * 60 * 1000;
const limit = 100;

interface RecentRow extends Omit<RecentClient, 'accessCode' | 'paymentCompletedAt' | 'createdAt'> {
  paymentCompletedAt: Date | string | null;
  createdAt: Date | string;
  code: string | null;
  clientEmail: string | null;
}

const iso = (time: Date | string) => new Date(time).toISOString();

/** The clients added in the 24 hours before `now`, newest first, with their current code and its e-mail. */
export async function paymentStatus(db: Queryable, now = new Date()): Promise<PaymentStatusReport> {
  const since = new Date(now.getTime() - windowMs);
  const rows = await queryRows<RecentRow>(
    db,
    `SELECT c.id, c.business_name, c.contact_name, c.email, c.project_type, c.step_completed, c.payment_completed,
            c.monthly_price_cents, c.stripe_checkout_session_id, c.stripe_payment_intent_id, c.payment_completed_at, c.created_at,
            a.code, a.client_email
     FROM onboarding_clients c LEFT JOIN access_codes a ON a.id = c.access_code_id
     WHERE c.created_at > :since ORDER BY c.created_at DESC, c.id DESC LIMIT :limit`,
    { since, limit },
  );
  return {
    since: since.toISOString(),
    clients: rows.map(({ code, clientEmail, ...row }) => ({
      ...row,
      paymentCompletedAt: row.paymentCompletedAt === null ? null : iso(row.paymentCompletedAt),
      createdAt: iso(row.createdAt),
      accessCode: code !== null && clientEmail !== null ? { code, clientEmail } : null,
    })),
  };
}
