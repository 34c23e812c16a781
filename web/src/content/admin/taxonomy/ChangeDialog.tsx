import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import fields from '../../../shared/forms/Field.module.css';
import { t } from '../../../shared/i18n/messages';
import button from '../../../shared/ui/button.module.css';
import dialog from '../../../shared/ui/Dialog.module.css';
import { DialogCloseButton } from '../../../shared/ui/DialogCloseButton';
import { DialogContent } from '../../../shared/ui/DialogContent';
import type { TaxonomyKind, TaxonomyUsage } from './taxonomyKinds';
import { useTaxonomyChoices, useTermChange } from './useTaxonomy';

/** What the dialog asks about: deleting a row, or merging a tag into another. */
export interface AskedChange {
  kind: 'delete' | 'merge';
  term: TaxonomyUsage;
}

interface ChangeDialogProps {
  of: TaxonomyKind;
  asked: AskedChange | null;
  onClose: () => void;
}

/** The words of the dialog: what depends on the row, and what the admin may choose. */
function wordsOf(of: TaxonomyKind, { kind, term }: AskedChange) {
  const count = term.postCount;
  if (kind === 'merge') {
    return {
      title: t('taxonomy.merge.title', { name: term.name }),
      detail: t('taxonomy.merge.detail', { count }),
      confirm: t('taxonomy.merge'),
    };
  }
  const detail =
    count === 0
      ? t('taxonomy.delete.unused')
      : of === 'categories'
        ? t('taxonomy.delete.categoryUsed', { count })
        : t('taxonomy.delete.tagUsed', { count });
  return { title: t('taxonomy.delete.title', { name: term.name }), detail, confirm: t('taxonomy.delete') };
}

/**
 * Delete asks first and says how many posts use the row. A used category offers "Move them to" another;
 * a used tag is merged instead (the server refuses deleting it). Merge asks which tag the posts get.
 */
export function ChangeDialog({ of, asked, onClose }: ChangeDialogProps) {
  // The choice belongs to the question it was made in: a new question starts with none.
  const [picked, setPicked] = useState<{ asked: AskedChange | null; id: string }>({ asked: null, id: '' });
  const target = picked.asked === asked ? picked.id : '';
  const needsTarget = asked !== null && (asked.kind === 'merge' || (of === 'categories' && asked.term.postCount > 0));
  const blocked = asked !== null && asked.kind === 'delete' && of === 'tags' && asked.term.postCount > 0;
  const choices = useTaxonomyChoices(of, needsTarget);
  const change = useTermChange(onClose);
  const others = (choices.data ?? []).filter((choice) => choice.id !== asked?.term.id);
  const words = asked ? wordsOf(of, asked) : null;

  const confirm = () => {
    if (!asked) return;
    if (asked.kind === 'merge') {
      const into = others.find((choice) => choice.id === target);
      if (into) change.mutate({ kind: 'merge', term: asked.term, into });
      return;
    }
    change.mutate({ kind: 'delete', of, term: asked.term, ...(needsTarget && { moveTo: target }) });
  };

  const selectId = 'taxonomy-target';
  return (
    <Dialog.Root open={asked !== null} onOpenChange={(next) => !next && !change.isPending && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <DialogContent className={dialog.content}>
          <Dialog.Title className={dialog.title}>{words?.title}</Dialog.Title>
          <Dialog.Description className={dialog.description}>{words?.detail}</Dialog.Description>
          {needsTarget && (
            <div className={fields.field}>
              <label htmlFor={selectId}>{asked?.kind === 'merge' ? t('taxonomy.merge.into') : t('taxonomy.delete.moveTo')}</label>
              <select id={selectId} value={target} onChange={(event) => setPicked({ asked, id: event.target.value })}>
                <option value="">{t('taxonomy.choose')}</option>
                {others.map((choice) => (
                  <option key={choice.id} value={choice.id}>
                    {choice.name}
                  </option>
                ))}
              </select>
            </div>
          )}
          <div className={dialog.actions}>
            <button type="button" className={button.outline} onClick={onClose} disabled={change.isPending}>
              {t('taxonomy.cancel')}
            </button>
            {!blocked && (
              <button
                type="button"
                className={asked?.kind === 'delete' ? button.danger : button.primary}
                disabled={change.isPending || (needsTarget && target === '')}
                onClick={confirm}
              >
                {words?.confirm}
              </button>
            )}
          </div>
          <DialogCloseButton />
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
