import type { components } from '@agency/contracts/openapi/content';
import * as contentSchemas from '@agency/contracts/openapi/content.schemas';
import { contentApi } from '../../../shared/api/clients';
import { contentKeys } from '../../contentKeys';
import { expectOk } from '../../../shared/api/expectOk';
import { t } from '../../../shared/i18n/messages';
import { activeColumn, imageColumn, nameColumn } from '../../../shared/ui/records/columns';
import type { RecordKind } from '../../../shared/ui/records/RecordKind';
import { manageWords } from '../manage/manageWords';

export type AdminPartner = components['schemas']['AdminPartner'];
export type PartnerInput = components['schemas']['PartnerInput'];

const inputOf = (partner: AdminPartner, active: boolean): PartnerInput => ({
  name: partner.name,
  logoUrl: partner.logo.url,
  active,
});

/**
 * The partners whose logos scroll past on the home page: name, logo (an address, or an image uploaded in the
 * dialog) and whether it is active. A change reads the team's list and the public marquee again.
 */
export const partnerKind: RecordKind<AdminPartner, PartnerInput> = {
  words: manageWords('partners'),
  nameOf: (partner) => partner.name,
  columns: [
    imageColumn(
      'partners.column.logo',
      (partner) => partner.logo,
      (partner) => t('partners.logoOf', { name: partner.name }),
    ),
    nameColumn(),
    activeColumn(inputOf),
  ],
  form: {
    body: contentSchemas.requestBodies.createPartner!,
    fields: [
      { as: 'text', name: 'name', label: 'partners.field.name', invalid: 'partners.field.name.invalid' },
      {
        as: 'url',
        name: 'logoUrl',
        label: 'partners.field.logoUrl',
        hint: 'partners.field.logoUrl.hint',
        invalid: 'partners.field.logoUrl.invalid',
        upload: 'partners.field.logoUpload',
      },
      { as: 'checkbox', name: 'active', label: 'partners.field.active', invalid: 'manage.saveFailed' },
    ],
    valuesOf: (partner) => (partner ? inputOf(partner, partner.active) : { name: '', logoUrl: '', active: true }),
  },
  api: {
    pageKey: contentKeys.adminPartners.page,
    reloads: [contentKeys.adminPartners.all, contentKeys.partners],
    page: (q, page, pageSize) => expectOk(contentApi.GET('/admin/partners', { params: { query: { q, page, pageSize } } })),
    save: (body, id) =>
      id
        ? expectOk(contentApi.PUT('/admin/partners/{id}', { params: { path: { id } }, body }))
        : expectOk(contentApi.POST('/admin/partners', { body })),
    remove: ({ id }) => expectOk(contentApi.DELETE('/admin/partners/{id}', { params: { path: { id } } })),
  },
  pageSize: 20,
};
