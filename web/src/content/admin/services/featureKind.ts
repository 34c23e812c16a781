import * as contentSchemas from '@agency/contracts/openapi/content.schemas';
import type { RecordKind } from '../../../shared/ui/records/RecordKind';
import { partKeys, partWords, SERVICE_PARTS_PAGE_SIZE } from './servicePart';
import { featureRequests } from './partRequests';
import type { AdminServiceFeature, ServiceFeatureInput } from './useServiceParts';

/** A service's features: title, description and position on the page; a new one goes last of `count` unless told. */
export const featureKind = (slug: string, count: number): RecordKind<AdminServiceFeature, ServiceFeatureInput> => ({
  words: partWords('features'),
  nameOf: (feature) => feature.title,
  columns: [
    { header: 'services.column.order', cell: (feature) => feature.displayOrder },
    { header: 'services.column.title', cell: (feature) => feature.title, names: true },
    { header: 'services.column.description', cell: (feature) => feature.description },
  ],
  form: {
    body: contentSchemas.requestBodies.createServiceFeature!,
    fields: [
      { as: 'text', name: 'title', label: 'features.field.title', invalid: 'features.field.title.invalid' },
      {
        as: 'textarea',
        name: 'description',
        label: 'features.field.description',
        invalid: 'features.field.description.invalid',
        rows: 3,
      },
      {
        as: 'number',
        name: 'displayOrder',
        label: 'features.field.displayOrder',
        hint: 'features.field.displayOrder.hint',
        invalid: 'features.field.displayOrder.invalid',
      },
    ],
    valuesOf: (feature) =>
      feature
        ? { title: feature.title, description: feature.description, displayOrder: feature.displayOrder }
        : { title: '', description: '', displayOrder: count + 1 },
  },
  api: {
    ...partKeys(slug, 'features'),
    ...featureRequests(slug),
  },
  pageSize: SERVICE_PARTS_PAGE_SIZE,
});
