import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A business we work with; the active ones scroll past in the home page's logo marquee. */
export const Partner = defineEntity({
  name: 'Partner',
  tableName: 'partners',
  properties: {
    id: p.uuid().primary(),
    name: p.string(),
    logoUrl: p.string(),
    active: p.boolean(),
    createdAt: p.datetime().columnType('timestamptz'),
  },
});

export type Partner = InferEntity<typeof Partner>;
