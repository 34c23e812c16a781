import { z } from 'zod';
import { defineEvent } from './envelope.js';

export const inquiryReceived = defineEvent(
  'leads.inquiry.received.v1',
  z.object({
    inquiryId: z.uuid(),
    situationType: z.string().min(1),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    preferredTime: z.string(),
    status: z.literal('pending'),
    createdAt: z.iso.datetime({ offset: true }),
  }),
);

export type InquiryReceived = z.infer<typeof inquiryReceived.data>;
