import * as contentSchemas from '@agency/contracts/openapi/content.schemas';
import type { components } from '@agency/contracts/openapi/content';
import { contentKeys } from '../../contentKeys';
import { RecordDialog } from '../../../shared/ui/records/RecordDialog';
import type { RecordFormKind } from '../../../shared/ui/records/RecordKind';
import { saveService, type AdminServiceSummary } from './useServiceParts';

type ServiceInput = components['schemas']['ServiceInput'];

/** A service's title and description (the portfolio's heading, the site search); its address stays. */
const serviceKind = (slug: string): RecordFormKind<AdminServiceSummary, ServiceInput, ServiceInput, ServiceInput> => ({
  words: {
    dialogAdd: 'services.dialog.edit',
    dialogEdit: 'services.dialog.edit',
    dialogDescription: 'services.dialog.description',
  },
  nameOf: (service) => service.title,
  form: {
    body: contentSchemas.requestBodies.updateService!,
    fields: [
      { as: 'text', name: 'title', label: 'services.field.title', invalid: 'services.field.title.invalid' },
      {
        as: 'textarea',
        name: 'description',
        label: 'services.field.description',
        invalid: 'services.field.description.invalid',
        rows: 4,
      },
    ],
    valuesOf: (service) => ({ title: service?.title ?? '', description: service?.description ?? '' }),
  },
  api: {
    save: (body) => saveService(slug, body),
    reloads: [contentKeys.adminServices.all, contentKeys.service(slug)],
  },
});

/** Change the service's title and description through the record dialog. */
export function ServiceDialog({ service, onClose }: { service: AdminServiceSummary; onClose: () => void }) {
  return <RecordDialog kind={serviceKind(service.slug)} editing={service} onClose={onClose} />;
}
