import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** One of the agency's services (social media, web development, …), with the parts below. */
export const Service = defineEntity({
  name: 'Service',
  tableName: 'services',
  properties: {
    id: p.uuid().primary(),
    slug: p.string(),
    title: p.string(),
    description: p.text(),
    active: p.boolean(),
    createdAt: p.datetime().columnType('timestamptz'),
  },
});

export type Service = InferEntity<typeof Service>;

export const ServiceFeature = defineEntity({
  name: 'ServiceFeature',
  tableName: 'service_features',
  properties: {
    id: p.uuid().primary(),
    serviceId: p.uuid(),
    title: p.string(),
    description: p.text(),
    displayOrder: p.integer(),
  },
});

export type ServiceFeature = InferEntity<typeof ServiceFeature>;

/** A finished project; `results` are key results by name (organic_traffic: '+180%'). */
export const ServiceCaseStudy = defineEntity({
  name: 'ServiceCaseStudy',
  tableName: 'service_case_studies',
  properties: {
    id: p.uuid().primary(),
    serviceId: p.uuid(),
    title: p.string(),
    description: p.text(),
    coverImage: p.string(),
    clientName: p.string(),
    clientIndustry: p.string(),
    projectUrl: p.string().nullable(),
    challenge: p.text(),
    solution: p.text(),
    results: p.json<Record<string, string>>(),
    galleryImages: p.array().columnType('text[]'),
    createdAt: p.datetime().columnType('timestamptz'),
  },
});

export type ServiceCaseStudy = InferEntity<typeof ServiceCaseStudy>;

export const ServiceTestimonial = defineEntity({
  name: 'ServiceTestimonial',
  tableName: 'service_testimonials',
  properties: {
    id: p.uuid().primary(),
    serviceId: p.uuid(),
    quote: p.text(),
    authorName: p.string(),
    authorRole: p.string(),
    company: p.string().nullable(),
    photoUrl: p.string().nullable(),
    rating: p.integer(),
    createdAt: p.datetime().columnType('timestamptz'),
  },
});

export type ServiceTestimonial = InferEntity<typeof ServiceTestimonial>;

/** A plan; amounts in integer cents. */
export const ServicePricingTier = defineEntity({
  name: 'ServicePricingTier',
  tableName: 'service_pricing_tiers',
  properties: {
    id: p.uuid().primary(),
    serviceId: p.uuid(),
    name: p.string(),
    priceCents: p.integer(),
    interval: p.string().$type<'month' | 'project'>(),
    features: p.array().columnType('text[]'),
    highlighted: p.boolean(),
  },
});

export type ServicePricingTier = InferEntity<typeof ServicePricingTier>;
