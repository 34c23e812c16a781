/**
 * Every change a person makes is on the record: with every registered service behind the real gateway, the
 * seeded admin and a student they invite (both signed in through identity, with their names) make every change
 * the contracts let the team make, and each one's entry is on the Activity record within 2 seconds of its
 * answer, naming who made it and what it was about. The list of changes comes from the contracts and the
 * routes' roles, so a change added later without an event fails here. Then a deactivated student's open
 * socket is closed and their token refused within 5 seconds.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { WebSocket } from 'ws';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { multipartFile, signTestToken, testNatsUrl } from '@agency/kit/testing';
import { registry } from '@agency/contracts/registry';
import { startStripeStandIn, type StripeStandIn } from '../support/stripe-stand-in.js';
import { admin as seededAdmin, describeContract, publicOrigin } from './harness.js';
import { entryRecorded, expectChanged, teamMutations, type ExpectedEntry, type Teammate } from './team-changes.js';

// payments is started like every other registered service, so its routes are in the list; it talks to a stand-in of Stripe.
let stripe: StripeStandIn;
beforeAll(async () => {
  stripe = await startStripeStandIn();
});
afterAll(() => stripe?.close());

const everyOtherService = registry.services.map((service) => service.name).filter((name) => name !== 'audit');

const studentPassword = 'Walk-student-pass-1';

describeContract(
  'audit',
  {
    alsoStarts: everyOtherService,
    env: () => ({ STRIPE_SECRET_KEY: stripe.secretKey, STRIPE_WEBHOOK_SECRET: stripe.webhookSecret, STRIPE_API_URL: stripe.url }),
  },
  (platform) => {
    const { call, namespace } = platform;

    /** Signs in through identity and answers the teammate the token makes. */
    async function signIn(email: string, password: string): Promise<Teammate> {
      const answer = await call('identity', 'login', { url: '/auth/login', payload: { email, password } });
      expect(answer.statusCode, answer.body).toBe(200);
      return teammateOf(answer);
    }

    function teammateOf(answer: LightMyRequestResponse): Teammate {
      const { accessToken, user } = answer.json<{ accessToken: string; user: Teammate }>();
      return { id: user.id, name: user.name, role: user.role, headers: { authorization: `Bearer ${accessToken}` } };
    }

    /** The token in the link of the last invitation e-mail identity published, for `email`. */
    async function invitationToken(email: string): Promise<string> {
      const nc = await connect({ servers: testNatsUrl });
      try {
        const jsm = await jetstreamManager(nc);
        return await vi.waitFor(
          async () => {
            const message = await jsm.streams.getMessage(`${namespace}_IDENTITY`, {
              last_by_subj: `${namespace}.identity.team-invitation.sent.v1`,
            });
            const data = (message!.json() as { data: { email: string; acceptUrl: string } }).data;
            expect(data.email).toBe(email);
            return new URL(data.acceptUrl).hash.replace('#token=', '');
          },
          { timeout: 10_000, interval: 50 },
        );
      } finally {
        await nc.close();
      }
    }

    /** An admin invites `name` as a member; they accept with the link's token and are signed in. */
    async function join(admin: Teammate, email: string, name: string): Promise<{ invitationId: string; teammate: Teammate }> {
      const invited = await call('identity', 'inviteTeamMember', {
        url: '/team/invitations',
        payload: { email, name, role: 'member' },
        headers: admin.headers,
      });
      expect(invited.statusCode, invited.body).toBe(201);
      const token = await invitationToken(email);
      const accepted = await call('identity', 'acceptTeamInvitation', {
        url: '/team/invitations/accept',
        payload: { token, name, password: studentPassword },
      });
      expect(accepted.statusCode, accepted.body).toBe(201);
      return { invitationId: invited.json<{ id: string }>().id, teammate: teammateOf(accepted) };
    }

    let admin: Teammate;
    let student: Teammate;
    beforeAll(async () => {
      admin = await signIn(seededAdmin.email, seededAdmin.password);
    });

    it(
      'every change an admin or a member can make is on the Activity record within 2 seconds, with who made it',
      { timeout: 180_000 },
      async () => {
        expect(admin).toMatchObject({ role: 'admin', name: 'Admin' });
        const mutations = teamMutations(platform);
        const walked = new Map<string, number>();

        /**
         * Performs one change as `by` (the caller the operation's roles say: a member where allowed) and waits
         * for its entry, which must name `by` as the team actor and be about `expected.subject`.
         */
        async function walk(
          operation: string,
          by: Teammate,
          perform: () => Promise<LightMyRequestResponse>,
          expected: (response: LightMyRequestResponse) => ExpectedEntry,
        ): Promise<LightMyRequestResponse> {
          expect(mutations.get(operation), `${operation} is not a change the team can make`).toBe(by.role);
          const since = new Date(Date.now() - 1);
          const response = await perform();
          const answeredAt = performance.now();
          expectChanged(operation, response);
          const wanted = expected(response);
          const { entry, afterMs } = await entryRecorded(platform, admin, by, since, answeredAt, wanted);
          expect(entry, operation).toMatchObject({
            type: wanted.type,
            known: true,
            actor: { kind: 'team', id: by.id, name: by.name, role: by.role },
            subject: wanted.subject,
          });
          walked.set(operation, Math.round(afterMs));
          return response;
        }
        const idOf = (response: LightMyRequestResponse) => response.json<{ id: string }>().id;

        // The team: the admin invites a student, who joins and signs in with their own name.
        const joined = await join(admin, 'sam.walk@students.example', 'Sam Student');
        const signingIn = new Date(Date.now() - 1);
        student = await signIn('sam.walk@students.example', studentPassword);
        expect(student).toMatchObject({ id: joined.teammate.id, name: 'Sam Student', role: 'member' });
        // A sign-in is no change of the contracts' (anyone may try one), but the team's are on the record too.
        const signedIn = await entryRecorded(platform, admin, student, signingIn, performance.now(), {
          type: 'identity.team-member.signed-in.v1',
          subject: { type: 'team-member', id: student.id },
        });
        expect(signedIn.entry.actor).toMatchObject({ kind: 'team', id: student.id, name: 'Sam Student', role: 'member' });
        // The invitation itself, checked like every other change: a second person's.
        const invitation = await walk(
          'identity.inviteTeamMember',
          admin,
          () =>
            call('identity', 'inviteTeamMember', {
              url: '/team/invitations',
              payload: { email: 'riley.walk@students.example', name: 'Riley Resend', role: 'member' },
              headers: admin.headers,
            }),
          (response) => ({ type: 'identity.team-invitation.sent.v1', subject: { type: 'team-invitation', id: idOf(response) } }),
        );
        const invitationUrl = `/team/invitations/${idOf(invitation)}`;
        await walk(
          'identity.resendTeamInvitation',
          admin,
          () => call('identity', 'resendTeamInvitation', { url: `${invitationUrl}/resend`, headers: admin.headers }),
          () => ({ type: 'identity.team-invitation.sent.v1', subject: { type: 'team-invitation', id: idOf(invitation) } }),
        );
        await walk(
          'identity.revokeTeamInvitation',
          admin,
          () => call('identity', 'revokeTeamInvitation', { url: invitationUrl, headers: admin.headers }),
          () => ({ type: 'identity.team-invitation.revoked.v1', subject: { type: 'team-invitation', id: idOf(invitation) } }),
        );
        // Roles and deactivation, on a second teammate, so the student keeps working.
        const other = (await join(admin, 'ola.walk@students.example', 'Ola Other')).teammate;
        const memberUrl = `/team/members/${other.id}`;
        const aboutOther = { type: 'team-member', id: other.id };
        await walk(
          'identity.changeTeamMemberRole',
          admin,
          () => call('identity', 'changeTeamMemberRole', { url: memberUrl, payload: { role: 'admin' }, headers: admin.headers }),
          () => ({ type: 'identity.team-member.role-changed.v1', subject: aboutOther }),
        );
        await walk(
          'identity.deactivateTeamMember',
          admin,
          () => call('identity', 'deactivateTeamMember', { url: `${memberUrl}/deactivate`, headers: admin.headers }),
          () => ({ type: 'identity.team-member.deactivated.v1', subject: aboutOther }),
        );
        await walk(
          'identity.reactivateTeamMember',
          admin,
          () => call('identity', 'reactivateTeamMember', { url: `${memberUrl}/reactivate`, headers: admin.headers }),
          () => ({ type: 'identity.team-member.reactivated.v1', subject: aboutOther }),
        );

        // Leads: a visitor's inquiry and application, their statuses changed by the student.
        const inquiry = await call('leads', 'submitStrategyCall', {
          url: '/inquiries/strategy-call',
          payload: {
            situationType: 'customer-churn',
            name: 'Walk Visitor',
            email: 'visitor@walk.example',
            phone: '780 555 0123',
            preferredTime: 'evening',
          },
        });
        await walk(
          'leads.updateInquiryStatus',
          student,
          () =>
            call('leads', 'updateInquiryStatus', {
              url: `/admin/inquiries/${idOf(inquiry)}`,
              payload: { status: 'scheduled' },
              headers: student.headers,
            }),
          () => ({ type: 'leads.inquiry.status-changed.v1', subject: { type: 'inquiry', id: idOf(inquiry) } }),
        );
        const application = await call('leads', 'submitApplication', {
          url: '/applications',
          payload: {
            name: 'Walk Applicant',
            email: 'applicant@walk.example',
            phone: '587 555 0100',
            university: 'University of Alberta',
            program: 'Business',
            year: '2',
            experience: 'Ran a club',
            availability: 'fall',
            interests: ['Digital Marketing'],
            motivation: 'Learn by doing',
          },
        });
        await walk(
          'leads.updateApplicationStatus',
          student,
          () =>
            call('leads', 'updateApplicationStatus', {
              url: `/admin/applications/${idOf(application)}`,
              payload: { status: 'reviewing' },
              headers: student.headers,
            }),
          () => ({ type: 'leads.application.status-changed.v1', subject: { type: 'application', id: idOf(application) } }),
        );

        // Content: the student files a post under a new category, with an image, and it goes through review.
        const category = await walk(
          'content.createCategory',
          student,
          () =>
            call('content', 'createCategory', {
              url: '/admin/categories',
              payload: { name: 'Walk Notes' },
              headers: student.headers,
            }),
          (response) => ({ type: 'content.category.created.v1', subject: { type: 'category', id: idOf(response) } }),
        );
        // An 8 × 6 PNG that decodes (uploads are checked by what they decode as).
        const png = Buffer.from(
          'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGCAIAAABxZ0isAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWPQztmAFTEMpAQA3xU9UcOCGmMAAAAASUVORK5CYII=',
          'base64',
        );
        const file = multipartFile('file', 'cover.png', 'image/png', png);
        const image = await walk(
          'content.uploadImage',
          student,
          () =>
            call('content', 'uploadImage', {
              url: '/admin/media',
              payload: file.payload,
              headers: { ...student.headers, ...file.headers },
            }),
          (response) => ({
            type: 'content.image.uploaded.v1',
            subject: { type: 'image', id: response.json<{ url: string }>().url.split('/').at(-1)! },
          }),
        );
        const [author] = (await call('content', 'listTeamMembers', { url: '/team-members' })).json<Array<{ id: string }>>();
        const input = {
          title: 'A walk through the record',
          slug: 'a-walk-through-the-record',
          authorId: author!.id,
          coverImage: image.json<{ url: string }>().url,
          excerpt: 'Every change, on the record.',
          content: '# Walking',
          published: false,
          featured: false,
          categoryId: idOf(category),
          tags: ['Record', 'Walk'],
        };
        const post = await walk(
          'content.createPost',
          student,
          () => call('content', 'createPost', { url: '/admin/posts', payload: input, headers: student.headers }),
          (response) => ({ type: 'content.post.created.v1', subject: { type: 'post', id: idOf(response) } }),
        );
        const postUrl = `/admin/posts/${idOf(post)}`;
        const aboutPost = { type: 'post', id: idOf(post) };
        await walk(
          'content.updatePost',
          student,
          () =>
            call('content', 'updatePost', {
              url: postUrl,
              payload: { ...input, title: 'A walk, revised' },
              headers: student.headers,
            }),
          () => ({ type: 'content.post.updated.v1', subject: aboutPost }),
        );
        const submit = () => call('content', 'submitPost', { url: `${postUrl}/submit`, headers: student.headers });
        await walk('content.submitPost', student, submit, () => ({ type: 'content.post.submitted.v1', subject: aboutPost }));
        await walk(
          'content.returnPost',
          admin,
          () =>
            call('content', 'returnPost', {
              url: `${postUrl}/return`,
              payload: { comment: 'Say what the record is for.' },
              headers: admin.headers,
            }),
          () => ({ type: 'content.post.returned.v1', subject: aboutPost }),
        );
        expectChanged('content.submitPost', await submit());
        await walk(
          'content.publishPost',
          admin,
          () => call('content', 'publishPost', { url: `${postUrl}/publish`, headers: admin.headers }),
          () => ({ type: 'content.post.published.v1', subject: aboutPost }),
        );
        await walk(
          'content.setPostPublished',
          admin,
          () =>
            call('content', 'setPostPublished', {
              url: `${postUrl}/published`,
              payload: { published: false },
              headers: admin.headers,
            }),
          () => ({ type: 'content.post.unpublished.v1', subject: aboutPost }),
        );
        // Unpublished, the post is the student's draft again: they bring its first version back, and show it to
        // someone through a preview link they then revoke.
        const versions = (
          await call('content', 'listPostVersions', { url: `${postUrl}/versions?limit=100`, headers: student.headers })
        ).json<{ items: Array<{ id: string }> }>().items;
        await walk(
          'content.restorePostVersion',
          student,
          () =>
            call('content', 'restorePostVersion', {
              url: `${postUrl}/versions/${versions.at(-1)!.id}/restore`,
              headers: student.headers,
            }),
          () => ({ type: 'content.post.restored.v1', subject: aboutPost }),
        );
        const link = await walk(
          'content.createPreviewLink',
          student,
          () =>
            call('content', 'createPreviewLink', {
              url: `${postUrl}/preview-links`,
              payload: { days: 1 },
              headers: student.headers,
            }),
          () => ({ type: 'content.post.preview-link-created.v1', subject: aboutPost }),
        );
        await walk(
          'content.revokePreviewLink',
          student,
          () =>
            call('content', 'revokePreviewLink', {
              url: `${postUrl}/preview-links/${link.json<{ link: { id: string } }>().link.id}`,
              headers: student.headers,
            }),
          () => ({ type: 'content.post.preview-link-revoked.v1', subject: aboutPost }),
        );
        // An admin schedules it for tomorrow, then takes the schedule back.
        const schedule = (scheduledFor: string | null) =>
          call('content', 'schedulePost', { url: `${postUrl}/schedule`, payload: { scheduledFor }, headers: admin.headers });
        await walk(
          'content.schedulePost',
          admin,
          () => schedule(new Date(Date.now() + 24 * 3600_000).toISOString()),
          () => ({ type: 'content.post.scheduled.v1', subject: aboutPost }),
        );
        expectChanged('content.schedulePost', await schedule(null));
        // Unpublished again, the post is the student's to delete.
        await walk(
          'content.deletePost',
          student,
          () => call('content', 'deletePost', { url: postUrl, headers: student.headers }),
          () => ({ type: 'content.post.deleted.v1', subject: aboutPost }),
        );

        // Categories and tags: the admin renames, merges and deletes them (the post is gone, so none is in use).
        const tagsNamed = async (q: string) =>
          (await call('content', 'listTagUsage', { url: `/admin/tags?q=${q}`, headers: admin.headers })).json<{
            items: Array<{ id: string }>;
          }>().items;
        const [recordTag] = await tagsNamed('record');
        const [walkTag] = await tagsNamed('walk');
        const aboutRecordTag = { type: 'tag', id: recordTag!.id };
        await walk(
          'content.renameTag',
          admin,
          () =>
            call('content', 'renameTag', {
              url: `/admin/tags/${recordTag!.id}`,
              payload: { name: 'On the record' },
              headers: admin.headers,
            }),
          () => ({ type: 'content.tag.renamed.v1', subject: aboutRecordTag }),
        );
        await walk(
          'content.mergeTag',
          admin,
          () =>
            call('content', 'mergeTag', {
              url: `/admin/tags/${walkTag!.id}/merge`,
              payload: { into: recordTag!.id },
              headers: admin.headers,
            }),
          () => ({ type: 'content.tag.merged.v1', subject: { type: 'tag', id: walkTag!.id } }),
        );
        await walk(
          'content.deleteTag',
          admin,
          () => call('content', 'deleteTag', { url: `/admin/tags/${recordTag!.id}`, headers: admin.headers }),
          () => ({ type: 'content.tag.deleted.v1', subject: aboutRecordTag }),
        );
        const aboutCategory = { type: 'category', id: idOf(category) };
        await walk(
          'content.renameCategory',
          admin,
          () =>
            call('content', 'renameCategory', {
              url: `/admin/categories/${idOf(category)}`,
              payload: { name: 'Walk Notes, Renamed' },
              headers: admin.headers,
            }),
          () => ({ type: 'content.category.renamed.v1', subject: aboutCategory }),
        );
        await walk(
          'content.deleteCategory',
          admin,
          () => call('content', 'deleteCategory', { url: `/admin/categories/${idOf(category)}`, headers: admin.headers }),
          () => ({ type: 'content.category.deleted.v1', subject: aboutCategory }),
        );
        // Content: the admin adds, changes and removes a partner of the marquee and a person of the site's team.
        const partner = await walk(
          'content.createPartner',
          admin,
          () =>
            call('content', 'createPartner', {
              url: '/admin/partners',
              payload: { name: 'Walk Timber', logoUrl: 'https://images.example.com/walk.png', active: true },
              headers: admin.headers,
            }),
          (response) => ({ type: 'content.partner.created.v1', subject: { type: 'partner', id: idOf(response) } }),
        );
        const aboutPartner = { type: 'partner', id: idOf(partner) };
        await walk(
          'content.updatePartner',
          admin,
          () =>
            call('content', 'updatePartner', {
              url: `/admin/partners/${aboutPartner.id}`,
              payload: { name: 'Walk Timber Co.', logoUrl: 'https://images.example.com/walk.png', active: false },
              headers: admin.headers,
            }),
          () => ({ type: 'content.partner.updated.v1', subject: aboutPartner }),
        );
        await walk(
          'content.deletePartner',
          admin,
          () => call('content', 'deletePartner', { url: `/admin/partners/${aboutPartner.id}`, headers: admin.headers }),
          () => ({ type: 'content.partner.deleted.v1', subject: aboutPartner }),
        );
        // Content: the admin removes an image nothing shows from the media library.
        const spare = multipartFile('file', 'spare.png', 'image/png', png);
        const spareName = (
          await call('content', 'uploadImage', {
            url: '/admin/media',
            payload: spare.payload,
            headers: { ...admin.headers, ...spare.headers },
          })
        )
          .json<{ url: string }>()
          .url.split('/')
          .at(-1)!;
        await walk(
          'content.deleteMedia',
          admin,
          () => call('content', 'deleteMedia', { url: `/admin/media/${spareName}`, headers: admin.headers }),
          () => ({ type: 'content.image.deleted.v1', subject: { type: 'image', id: spareName } }),
        );
        const person = await walk(
          'content.createTeamMember',
          admin,
          () =>
            call('content', 'createTeamMember', {
              url: '/admin/team-members',
              payload: { name: 'Walk Writer', role: 'Writer', avatarUrl: null, active: true },
              headers: admin.headers,
            }),
          (response) => ({ type: 'content.team-member.created.v1', subject: { type: 'site-team-member', id: idOf(response) } }),
        );
        const aboutPerson = { type: 'site-team-member', id: idOf(person) };
        await walk(
          'content.updateTeamMember',
          admin,
          () =>
            call('content', 'updateTeamMember', {
              url: `/admin/team-members/${aboutPerson.id}`,
              payload: { name: 'Walk Writer', role: 'Editor', avatarUrl: null, active: false },
              headers: admin.headers,
            }),
          () => ({ type: 'content.team-member.updated.v1', subject: aboutPerson }),
        );
        await walk(
          'content.deleteTeamMember',
          admin,
          () => call('content', 'deleteTeamMember', { url: `/admin/team-members/${aboutPerson.id}`, headers: admin.headers }),
          () => ({ type: 'content.team-member.deleted.v1', subject: aboutPerson }),
        );
        // Content: the admin keeps a service page's features (and their order), case studies, testimonials and tiers.
        const serviceBase = '/admin/services/chatbot';
        const walkPart = async (kind: string, aggregate: string, path: string, input: unknown, changed: unknown) => {
          const created = await walk(
            `content.create${kind}`,
            admin,
            () => call('content', `create${kind}`, { url: `${serviceBase}/${path}`, payload: input, headers: admin.headers }),
            (response) => ({ type: `content.${aggregate}.created.v1`, subject: { type: aggregate, id: idOf(response) } }),
          );
          const about = { type: aggregate, id: idOf(created) };
          await walk(
            `content.update${kind}`,
            admin,
            () =>
              call('content', `update${kind}`, {
                url: `${serviceBase}/${path}/${about.id}`,
                payload: changed,
                headers: admin.headers,
              }),
            () => ({ type: `content.${aggregate}.updated.v1`, subject: about }),
          );
          return about;
        };
        const deletePart = (kind: string, aggregate: string, path: string, about: { type: string; id: string }) =>
          walk(
            `content.delete${kind}`,
            admin,
            () => call('content', `delete${kind}`, { url: `${serviceBase}/${path}/${about.id}`, headers: admin.headers }),
            () => ({ type: `content.${aggregate}.deleted.v1`, subject: about }),
          );
        const walkFeature = await walkPart(
          'ServiceFeature',
          'service-feature',
          'features',
          { title: 'Walk feature', description: 'Walked.' },
          { title: 'Walk feature', description: 'Walked again.', displayOrder: 1 },
        );
        const service = (await call('content', 'getAdminService', { url: serviceBase, headers: admin.headers })).json<{
          id: string;
          title: string;
          description: string;
        }>();
        await walk(
          'content.updateService',
          admin,
          () =>
            call('content', 'updateService', {
              url: serviceBase,
              payload: { title: service.title, description: `${service.description} Walked.` },
              headers: admin.headers,
            }),
          () => ({ type: 'content.service.updated.v1', subject: { type: 'service', id: service.id } }),
        );
        const featureIds = (
          await call('content', 'listAdminServiceFeatures', {
            url: `${serviceBase}/features?pageSize=100`,
            headers: admin.headers,
          })
        )
          .json<{ items: Array<{ id: string }> }>()
          .items.map((feature) => feature.id);
        await walk(
          'content.reorderServiceFeatures',
          admin,
          () =>
            call('content', 'reorderServiceFeatures', {
              url: `${serviceBase}/feature-order`,
              payload: { ids: [...featureIds].reverse() },
              headers: admin.headers,
            }),
          () => ({ type: 'content.service.features-reordered.v1', subject: { type: 'service', id: service.id } }),
        );
        await deletePart('ServiceFeature', 'service-feature', 'features', walkFeature);
        const caseStudyInput = {
          title: 'Walk case study',
          description: 'Walked.',
          coverImageUrl: 'https://images.example.com/walk-cover.png',
          clientName: 'Walk Client',
          clientIndustry: 'Walking',
          projectUrl: null,
          challenge: 'Standing.',
          solution: 'Walking.',
          results: [{ key: 'steps', value: '10000' }],
          galleryImageUrls: [],
        };
        const walkStudy = await walkPart('CaseStudy', 'case-study', 'case-studies', caseStudyInput, {
          ...caseStudyInput,
          title: 'Walk case study, changed',
        });
        await deletePart('CaseStudy', 'case-study', 'case-studies', walkStudy);
        const testimonialInput = {
          quote: 'Walked.',
          authorName: 'Walk Author',
          authorRole: 'Owner',
          company: null,
          photoUrl: null,
          rating: 5,
        };
        const walkTestimonial = await walkPart('Testimonial', 'testimonial', 'testimonials', testimonialInput, {
          ...testimonialInput,
          rating: 4,
        });
        await deletePart('Testimonial', 'testimonial', 'testimonials', walkTestimonial);
        const tierInput = { name: 'Walk tier', priceCents: 1000, interval: 'month', features: [], highlighted: false };
        const walkTier = await walkPart('PricingTier', 'pricing-tier', 'pricing-tiers', tierInput, {
          ...tierInput,
          priceCents: 2000,
        });
        await deletePart('PricingTier', 'pricing-tier', 'pricing-tiers', walkTier);

        // Onboarding: the student adds a client, issues it a new code, looks after it as its lead developer and reminds it.
        const client = await walk(
          'onboarding.createClient',
          student,
          () =>
            call('onboarding', 'createClient', {
              url: '/admin/clients',
              payload: { businessName: 'Walk Bakery', contactName: 'Wren', email: 'wren@walk.example', package: 'growth' },
              headers: student.headers,
            }),
          (response) => ({
            type: 'onboarding.client.invited.v1',
            subject: { type: 'client', id: response.json<{ client: { id: string } }>().client.id },
          }),
        );
        const clientId = client.json<{ client: { id: string } }>().client.id;
        const aboutClient = { type: 'client', id: clientId };
        await walk(
          'onboarding.issueAccessCode',
          student,
          () =>
            call('onboarding', 'issueAccessCode', {
              url: `/admin/clients/${clientId}/access-codes`,
              headers: student.headers,
            }),
          () => ({ type: 'onboarding.access-code.issued.v1', subject: aboutClient }),
        );
        // Onboarding learns the team from identity's events.
        await vi.waitFor(
          async () => {
            const teammates = await call('onboarding', 'listTeammates', {
              url: '/admin/clients/teammates',
              headers: student.headers,
            });
            expect(teammates.json<{ items: Array<{ id: string }> }>().items.map((mate) => mate.id)).toContain(student.id);
          },
          { timeout: 10_000, interval: 100 },
        );
        await walk(
          'onboarding.assignClientTeam',
          student,
          () =>
            call('onboarding', 'assignClientTeam', {
              url: `/admin/clients/${clientId}/team`,
              payload: { projectManagerId: null, leadDeveloperId: student.id },
              headers: student.headers,
            }),
          () => ({ type: 'onboarding.client.team-assigned.v1', subject: aboutClient }),
        );
        // The client has not registered yet: the student reminds it of its access code.
        await walk(
          'onboarding.sendClientReminder',
          student,
          () =>
            call('onboarding', 'sendClientReminder', { url: `/admin/clients/${clientId}/reminders`, headers: student.headers }),
          () => ({ type: 'onboarding.reminder.sent.v1', subject: aboutClient }),
        );
        await walk(
          'onboarding.updateClient',
          student,
          () =>
            call('onboarding', 'updateClient', {
              url: `/admin/clients/${clientId}`,
              payload: { contactName: 'Wren Walker', phone: '780 555 0177' },
              headers: student.headers,
            }),
          () => ({ type: 'onboarding.client.updated.v1', subject: aboutClient }),
        );
        await walk(
          'onboarding.completeProject',
          student,
          () =>
            call('onboarding', 'completeProject', {
              url: `/admin/clients/${clientId}/completion`,
              payload: { note: 'Walked to the end.' },
              headers: student.headers,
            }),
          () => ({ type: 'onboarding.project.completed.v1', subject: aboutClient }),
        );
        await walk(
          'onboarding.reopenProject',
          student,
          () =>
            call('onboarding', 'reopenProject', {
              url: `/admin/clients/${clientId}/reopening`,
              payload: { note: 'One more page.' },
              headers: student.headers,
            }),
          () => ({ type: 'onboarding.project.reopened.v1', subject: aboutClient }),
        );

        // The project plan: the admin changes the template; the client finishes onboarding (demo mode), which
        // makes its plan; the student marks its first milestone done.
        await walk(
          'onboarding.updateProjectTemplate',
          admin,
          () =>
            call('onboarding', 'updateProjectTemplate', {
              url: '/admin/project-template',
              payload: {
                milestones: [
                  { name: 'Kickoff', offsetDays: 0 },
                  { name: 'Launch', offsetDays: 30 },
                ],
              },
              headers: admin.headers,
            }),
          // The one template, named by the id onboarding gave it.
          () => ({
            type: 'onboarding.project-template.updated.v1',
            subject: { type: 'project-template', id: '00000000-0000-4000-8000-000000000001' },
          }),
        );
        const planClient = {
          authorization: `Bearer ${signTestToken(platform.keys, { sub: randomUUID(), email: 'wren@walk.example', role: 'client', clientId })}`,
        };
        for (const [operationId, url, payload] of [
          ['skipPaymentInDemo', '/client/demo-payment', { package: 'growth' }],
          ['sendContract', '/client/contract/sending', undefined],
          ['signContractInDemo', '/client/contract/demo-signature', undefined],
          ['markVideoWatched', '/client/video-watched', undefined],
        ] as const) {
          expect((await call('onboarding', operationId, { url, payload, headers: planClient })).statusCode).toBe(200);
        }
        const plan = await call('onboarding', 'getClientMilestones', {
          url: `/admin/clients/${clientId}/milestones`,
          headers: student.headers,
        });
        const [kickoff] = plan.json<{ items: Array<{ id: string }> }>().items;
        await walk(
          'onboarding.updateClientMilestone',
          student,
          () =>
            call('onboarding', 'updateClientMilestone', {
              url: `/admin/clients/${clientId}/milestones/${kickoff!.id}`,
              payload: { doneOn: '2026-11-26', note: 'We met.' },
              headers: student.headers,
            }),
          () => ({ type: 'onboarding.milestone.updated.v1', subject: aboutClient }),
        );
        const added = await walk(
          'onboarding.addClientMilestone',
          student,
          () =>
            call('onboarding', 'addClientMilestone', {
              url: `/admin/clients/${clientId}/milestones`,
              payload: { name: 'Photo shoot', plannedOn: '2026-12-10' },
              headers: student.headers,
            }),
          () => ({ type: 'onboarding.milestone.added.v1', subject: aboutClient }),
        );
        await walk(
          'onboarding.removeClientMilestone',
          student,
          () =>
            call('onboarding', 'removeClientMilestone', {
              url: `/admin/clients/${clientId}/milestones/${idOf(added)}`,
              headers: student.headers,
            }),
          () => ({ type: 'onboarding.milestone.removed.v1', subject: aboutClient }),
        );

        // Messaging: the client writes (messaging learns the client from onboarding's event), the student answers.
        const threadUrl = `/admin/clients/${clientId}/messages`;
        await vi.waitFor(
          async () =>
            expect((await call('messaging', 'listTeamMessages', { url: threadUrl, headers: student.headers })).statusCode).toBe(
              200,
            ),
          { timeout: 10_000, interval: 100 },
        );
        const clientToken = signTestToken(platform.keys, {
          sub: randomUUID(),
          email: 'wren@walk.example',
          role: 'client',
          clientId: clientId,
        });
        const fromClient = await call('messaging', 'sendClientMessage', {
          url: '/client/messages',
          payload: { message: 'Is the walk on the record?' },
          headers: { authorization: `Bearer ${clientToken}` },
        });
        expect(fromClient.statusCode).toBe(201);
        await walk(
          'messaging.markTeamMessagesRead',
          student,
          () => call('messaging', 'markTeamMessagesRead', { url: `${threadUrl}/read`, headers: student.headers }),
          () => ({ type: 'messaging.messages.read.v1', subject: aboutClient }),
        );
        await walk(
          'messaging.sendTeamMessage',
          student,
          () =>
            call('messaging', 'sendTeamMessage', {
              url: threadUrl,
              payload: { message: 'Every step of it.' },
              headers: student.headers,
            }),
          () => ({ type: 'messaging.message.sent.v1', subject: aboutClient }),
        );
        const meetingId = idOf(
          await walk(
            'messaging.scheduleCall',
            student,
            () => call('messaging', 'scheduleCall', { url: `/admin/clients/${clientId}/meetings`, headers: student.headers }),
            () => ({ type: 'messaging.meeting.scheduled.v1', subject: aboutClient }),
          ),
        );
        const meetingUrl = `/admin/clients/${clientId}/meetings/${meetingId}`;
        await walk(
          'messaging.updateMeeting',
          student,
          () =>
            call('messaging', 'updateMeeting', {
              method: 'PATCH',
              url: meetingUrl,
              payload: { videoUrl: 'https://meet.example.com/walk' },
              headers: student.headers,
            }),
          () => ({ type: 'messaging.meeting.updated.v1', subject: aboutClient }),
        );
        await walk(
          'messaging.cancelMeeting',
          student,
          () => call('messaging', 'cancelMeeting', { url: `${meetingUrl}/cancel`, headers: student.headers }),
          () => ({ type: 'messaging.meeting.cancelled.v1', subject: aboutClient }),
        );
        const brief = multipartFile('file', 'brief.txt', 'text/plain', Buffer.from('The brief, in words.'));
        const sharedFile = await walk(
          'messaging.uploadTeamFile',
          student,
          () =>
            call('messaging', 'uploadTeamFile', {
              url: `/admin/clients/${clientId}/files`,
              payload: brief.payload,
              headers: { ...student.headers, ...brief.headers },
            }),
          () => ({ type: 'messaging.file.shared.v1', subject: aboutClient }),
        );
        await walk(
          'messaging.deleteTeamFile',
          student,
          () =>
            call('messaging', 'deleteTeamFile', {
              url: `/admin/clients/${clientId}/files/${idOf(sharedFile)}`,
              headers: student.headers,
            }),
          () => ({ type: 'messaging.file.deleted.v1', subject: aboutClient }),
        );

        // The student's own account, last: it renames them, changes their password and ends their sessions.
        const aboutStudent = { type: 'team-member', id: student.id };
        const aboutAccount = { type: 'account', id: student.id };
        await walk(
          'identity.renameAccount',
          student,
          () =>
            call('identity', 'renameAccount', { url: '/account', payload: { name: 'Samira Student' }, headers: student.headers }),
          () => ({ type: 'identity.team-member.renamed.v1', subject: aboutStudent }),
        );
        // The new name is in the tokens issued from now on: the entries after this name the student by it.
        student = await signIn('sam.walk@students.example', studentPassword);
        expect(student.name).toBe('Samira Student');
        await walk(
          'identity.setAccountTimeZone',
          student,
          () =>
            call('identity', 'setAccountTimeZone', {
              method: 'PUT',
              url: '/account/time-zone',
              payload: { timeZone: 'America/Regina' },
              headers: student.headers,
            }),
          () => ({ type: 'identity.account.time-zone-changed.v1', subject: aboutAccount }),
        );
        await walk(
          'identity.requestEmailChange',
          student,
          () =>
            call('identity', 'requestEmailChange', {
              url: '/account/email',
              payload: { newEmail: 'samira.walk@students.example', currentPassword: studentPassword },
              headers: student.headers,
            }),
          () => ({ type: 'identity.account.email-change-requested.v1', subject: aboutAccount }),
        );
        // A password change ends the student's other sessions (the one the invitation began, the first sign-in).
        const newPassword = `${studentPassword}-changed`;
        await walk(
          'identity.changePassword',
          student,
          () =>
            call('identity', 'changePassword', {
              url: '/account/password',
              payload: { currentPassword: studentPassword, newPassword },
              headers: student.headers,
            }),
          () => ({ type: 'identity.sessions.ended.v1', subject: aboutAccount }),
        );
        const elsewhere = await signIn('sam.walk@students.example', newPassword);
        const sessions = await call('identity', 'listAccountSessions', { url: '/account/sessions', headers: elsewhere.headers });
        const [otherSession] = sessions.json<Array<{ id: string; current: boolean }>>().filter((session) => session.current);
        await walk(
          'identity.endAccountSession',
          student,
          () =>
            call('identity', 'endAccountSession', {
              method: 'DELETE',
              url: `/account/sessions/${otherSession!.id}`,
              headers: student.headers,
            }),
          () => ({ type: 'identity.sessions.ended.v1', subject: aboutAccount }),
        );
        await walk(
          'identity.endAllAccountSessions',
          student,
          () => call('identity', 'endAllAccountSessions', { url: '/account/sessions/end-all', headers: student.headers }),
          () => ({ type: 'identity.sessions.ended.v1', subject: aboutAccount }),
        );

        // Nothing the team can change was left out: a change added later must be walked here, and record an event.
        expect([...mutations.keys()].filter((operation) => !walked.has(operation)).sort()).toEqual([]);
        console.log(
          `Each change's entry on the record, ms after its answer:\n${[...walked]
            .map(([operation, ms]) => `  ${operation}: ${ms}`)
            .join('\n')}`,
        );

        // The record as the Activity screen and the history panels read it: the people, the export, a post's history.
        const people = await call('audit', 'listActivityPeople', { url: '/activity/people', headers: admin.headers });
        expect(people.json()).toEqual(
          expect.arrayContaining([
            { kind: 'team', id: admin.id, name: 'Admin', role: 'admin' },
            expect.objectContaining({ kind: 'team', id: student.id, role: 'member' }),
          ]),
        );
        const csv = await call('audit', 'exportActivity', {
          url: `/activity/export?actorId=${student.id}`,
          headers: admin.headers,
        });
        expect(csv.body).toContain('Samira Student');
        // As the admin: every session of the student's has just ended.
        const history = await call('audit', 'getHistory', { url: `/history/post/${aboutPost.id}`, headers: admin.headers });
        const types = history.json<Array<{ type: string }>>().map((entry) => entry.type);
        // A restore is recorded with its save in one transaction, maybe in the same millisecond: in either order.
        const restoredAt = types.indexOf('content.post.restored.v1');
        expect(types[restoredAt - 1] === 'content.post.updated.v1' || types[restoredAt + 1] === 'content.post.updated.v1').toBe(
          true,
        );
        types.splice(restoredAt, 1);
        expect(types).toEqual([
          'content.post.deleted.v1',
          // Scheduled for tomorrow, then the schedule taken back.
          'content.post.scheduled.v1',
          'content.post.scheduled.v1',
          'content.post.preview-link-revoked.v1',
          'content.post.preview-link-created.v1',
          // The restore's save.
          'content.post.updated.v1',
          'content.post.unpublished.v1',
          'content.post.published.v1',
          'content.post.submitted.v1',
          'content.post.returned.v1',
          'content.post.submitted.v1',
          'content.post.updated.v1',
          'content.post.created.v1',
        ]);
      },
    );

    it(
      'a deactivated student’s open socket closes with 4401 within 5 seconds, and their token is refused',
      { timeout: 60_000 },
      async () => {
        const { teammate: leaving } = await join(admin, 'dee.walk@students.example', 'Dee Parting');
        const socketUrl = `${(await platform.gateway.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws')}/api/messaging/live`;
        const socket = new WebSocket(socketUrl, { headers: { origin: publicOrigin } });
        let closed: { at: number; code: number } | undefined;
        socket.on('close', (code) => (closed = { at: performance.now(), code }));
        await new Promise<void>((resolve, reject) => {
          socket.once('error', reject);
          socket.once('open', () => {
            socket.send(JSON.stringify({ type: 'auth', token: leaving.headers.authorization.replace('Bearer ', '') }));
            socket.send(JSON.stringify({ type: 'subscribe' }));
          });
          socket.on('message', (data) => (JSON.parse(data.toString()) as { type: string }).type === 'subscribed' && resolve());
        });
        // A thread of no client: 404 while the token is good, 401 once it is refused.
        const thread = () =>
          call('messaging', 'listTeamMessages', { url: `/admin/clients/${randomUUID()}/messages`, headers: leaving.headers });
        expect((await thread()).statusCode).toBe(404);

        const requestedAt = performance.now();
        const deactivated = await call('identity', 'deactivateTeamMember', {
          url: `/team/members/${leaving.id}/deactivate`,
          headers: admin.headers,
        });
        const answeredAt = performance.now();
        expect(deactivated.statusCode).toBe(200);
        const close = await vi.waitFor(
          () => {
            expect(closed).toBeDefined();
            return closed!;
          },
          { timeout: 5_000, interval: 5 },
        );
        expect(close.code).toBe(4401);
        expect(close.at - answeredAt).toBeLessThanOrEqual(5_000);
        // Right after, messaging refuses the token on REST: the ended session that closed the socket refuses it.
        const refused = await thread();
        expect([refused.statusCode, refused.json<{ code: string }>().code]).toEqual([401, 'AUTH_INVALID_TOKEN']);
        // Identity learns of it from the same stream, on its own time: within the same 5 seconds.
        await vi.waitFor(
          async () =>
            expect((await call('identity', 'getCurrentUser', { url: '/me', headers: leaving.headers })).statusCode).toBe(401),
          { timeout: Math.max(0, 5_000 - (performance.now() - answeredAt)), interval: 5 },
        );
        // The socket may close before the answer is read: the session ends as the deactivation commits.
        console.log(`From the deactivation's request to the socket's close (4401): ${(close.at - requestedAt).toFixed(1)} ms`);
      },
    );
  },
);
