import { useState } from 'react';
import { t } from '../../../i18n/messages';
import adminTable from '../adminTable.module.css';
import styles from '../manage/Manage.module.css';
import { TableFrame } from '../TableFrame';
import { PartList, RowActions, useListState } from './PartList';
import { TestimonialDialog } from './TestimonialDialog';
import { useServiceParts, type AdminTestimonial, type DoomedPart } from './useServiceParts';

/** The service's testimonials, newest first: the quote, who said it, and the stars. */
export function TestimonialsSection({ slug, canManage }: { slug: string; canManage: boolean }) {
  const list = useListState();
  const result = useServiceParts('testimonials', slug, list.q, list.page, 'testimonials.loadFailed');
  const [editing, setEditing] = useState<AdminTestimonial | 'new' | null>(null);
  const [deleting, setDeleting] = useState<DoomedPart | null>(null);
  return (
    <>
      <PartList
        slug={slug}
        list={list}
        result={result}
        canManage={canManage}
        addLabel="testimonials.add"
        loading="testimonials.loading"
        loadFailed="testimonials.loadFailed"
        empty="testimonials.empty"
        onAdd={() => setEditing('new')}
        deleting={deleting}
        deleteQuestion={t('testimonials.delete.question', { name: deleting?.name ?? '' })}
        deleteDetail={t('testimonials.delete.detail')}
        onDeleteSettled={() => setDeleting(null)}
      >
        <TableFrame label={t('testimonials.table')}>
          <table className={adminTable.table}>
            <thead>
              <tr>
                <th scope="col">{t('services.column.author')}</th>
                <th scope="col">{t('services.column.quote')}</th>
                <th scope="col">{t('services.column.rating')}</th>
                {canManage && <th scope="col">{t('manage.column.actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {result.data?.items.map((testimonial) => (
                <tr key={testimonial.id}>
                  <td>
                    <span className={styles.name}>{testimonial.authorName}</span>
                    <br />
                    {testimonial.company
                      ? t('services.roleAt', { role: testimonial.authorRole, company: testimonial.company })
                      : testimonial.authorRole}
                  </td>
                  <td>{testimonial.quote}</td>
                  <td>{t('services.ratingOf', { rating: testimonial.rating })}</td>
                  {canManage && (
                    <td>
                      <RowActions
                        name={testimonial.authorName}
                        onEdit={() => setEditing(testimonial)}
                        onDelete={() => setDeleting({ kind: 'testimonials', id: testimonial.id, name: testimonial.authorName })}
                      />
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      </PartList>
      <TestimonialDialog slug={slug} editing={editing} onClose={() => setEditing(null)} />
    </>
  );
}
