import * as contentSchemas from '@agency/contracts/openapi/content.schemas';
import { t } from '../../../shared/i18n/messages';
import type { RecordKind } from '../../../shared/ui/records/RecordKind';
import styles from '../manage/Manage.module.css';
import { partKeys, partWords, SERVICE_PARTS_PAGE_SIZE } from './servicePart';
import { testimonialRequests } from './partRequests';
import type { AdminTestimonial, TestimonialInput } from './useServiceParts';

/** A service's testimonials, newest first: the quote, who said it (name, role, company, photo) and its stars. */
export const testimonialKind = (slug: string): RecordKind<AdminTestimonial, TestimonialInput> => ({
  words: partWords('testimonials'),
  nameOf: (testimonial) => testimonial.authorName,
  columns: [
    {
      header: 'services.column.author',
      cell: (testimonial) => (
        <>
          <span className={styles.name}>{testimonial.authorName}</span>
          <br />
          {testimonial.company
            ? t('services.roleAt', { role: testimonial.authorRole, company: testimonial.company })
            : testimonial.authorRole}
        </>
      ),
    },
    { header: 'services.column.quote', cell: (testimonial) => testimonial.quote },
    { header: 'services.column.rating', cell: (testimonial) => t('services.ratingOf', { rating: testimonial.rating }) },
  ],
  form: {
    body: contentSchemas.requestBodies.createTestimonial!,
    fields: [
      { as: 'textarea', name: 'quote', label: 'testimonials.field.quote', invalid: 'testimonials.field.quote.invalid', rows: 4 },
      {
        as: 'text',
        name: 'authorName',
        label: 'testimonials.field.authorName',
        invalid: 'testimonials.field.authorName.invalid',
      },
      {
        as: 'text',
        name: 'authorRole',
        label: 'testimonials.field.authorRole',
        invalid: 'testimonials.field.authorRole.invalid',
      },
      { as: 'text', name: 'company', label: 'testimonials.field.company', invalid: 'testimonials.field.company.invalid' },
      {
        as: 'url',
        name: 'photoUrl',
        label: 'testimonials.field.photoUrl',
        hint: 'testimonials.field.photoUrl.hint',
        invalid: 'testimonials.field.photoUrl.invalid',
        upload: 'testimonials.field.photoUpload',
      },
      { as: 'number', name: 'rating', label: 'testimonials.field.rating', invalid: 'testimonials.field.rating.invalid' },
    ],
    valuesOf: (testimonial) => ({
      quote: testimonial?.quote ?? '',
      authorName: testimonial?.authorName ?? '',
      authorRole: testimonial?.authorRole ?? '',
      company: testimonial?.company ?? '',
      photoUrl: testimonial?.photo?.url ?? '',
      rating: testimonial?.rating ?? 5,
    }),
  },
  api: {
    ...partKeys(slug, 'testimonials'),
    ...testimonialRequests(slug),
  },
  pageSize: SERVICE_PARTS_PAGE_SIZE,
});
