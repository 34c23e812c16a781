import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { ApplicationStatus, Availability, Interest, StudyYear } from '@agency/contracts/leads/rules';

/** A student's application to the volunteer program, from /workshop. */
export const VolunteerApplication = defineEntity({
  name: 'VolunteerApplication',
  tableName: 'volunteer_applications',
  properties: {
    id: p.uuid().primary(),
    name: p.string(),
    email: p.string(),
    phone: p.string(),
    university: p.string(),
    program: p.string(),
    year: p.string().$type<StudyYear>(),
    experience: p.text(),
    availability: p.string().$type<Availability>(),
    interests: p.array().$type<Interest[]>(),
    motivation: p.text(),
    status: p.string().$type<ApplicationStatus>(),
    createdAt: p.datetime().columnType('timestamptz'),
  },
});

export type VolunteerApplication = InferEntity<typeof VolunteerApplication>;
