import { useState } from 'react';
import { t } from '../../../i18n/messages';
import adminTable from '../adminTable.module.css';
import styles from '../manage/Manage.module.css';
import { TableFrame } from '../TableFrame';
import { CaseStudyDialog } from './CaseStudyDialog';
import { PartList, RowActions, useListState } from './PartList';
import { useServiceParts, type AdminCaseStudy, type DoomedPart } from './useServiceParts';

/** The service's case studies, newest first: cover, title, client and how many gallery images. */
export function CaseStudiesSection({ slug, canManage }: { slug: string; canManage: boolean }) {
  const list = useListState();
  const result = useServiceParts('case-studies', slug, list.q, list.page, 'caseStudies.loadFailed');
  const [editing, setEditing] = useState<AdminCaseStudy | 'new' | null>(null);
  const [deleting, setDeleting] = useState<DoomedPart | null>(null);
  return (
    <>
      <PartList
        slug={slug}
        list={list}
        result={result}
        canManage={canManage}
        addLabel="caseStudies.add"
        loading="caseStudies.loading"
        loadFailed="caseStudies.loadFailed"
        empty="caseStudies.empty"
        onAdd={() => setEditing('new')}
        deleting={deleting}
        deleteQuestion={t('caseStudies.delete.question', { name: deleting?.name ?? '' })}
        deleteDetail={t('caseStudies.delete.detail')}
        onDeleteSettled={() => setDeleting(null)}
      >
        <TableFrame label={t('caseStudies.table')}>
          <table className={adminTable.table}>
            <thead>
              <tr>
                <th scope="col">{t('services.column.cover')}</th>
                <th scope="col">{t('services.column.title')}</th>
                <th scope="col">{t('services.column.client')}</th>
                <th scope="col">{t('services.column.gallery')}</th>
                {canManage && <th scope="col">{t('manage.column.actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {result.data?.items.map((study) => (
                <tr key={study.id}>
                  <td>
                    <img
                      className={styles.thumb}
                      src={study.coverImage.url}
                      alt={t('services.coverOf', { title: study.title })}
                      loading="lazy"
                    />
                  </td>
                  <td className={styles.name}>{study.title}</td>
                  <td>
                    {study.clientName}
                    <br />
                    {study.clientIndustry}
                  </td>
                  <td>{t('services.galleryCount', { count: study.galleryImages.length })}</td>
                  {canManage && (
                    <td>
                      <RowActions
                        name={study.title}
                        onEdit={() => setEditing(study)}
                        onDelete={() => setDeleting({ kind: 'case-studies', id: study.id, name: study.title })}
                      />
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      </PartList>
      <CaseStudyDialog slug={slug} editing={editing} onClose={() => setEditing(null)} />
    </>
  );
}
