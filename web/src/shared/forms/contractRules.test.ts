import { requestBodies as content } from '@agency/contracts/openapi/content.schemas';
import { requestBodies as identity } from '@agency/contracts/openapi/identity.schemas';
import { requestBodies as leads } from '@agency/contracts/openapi/leads.schemas';
import { requestBodies as onboarding } from '@agency/contracts/openapi/onboarding.schemas';
import { describe, expect, it } from 'vitest';
import { contractRules } from './contractRules';

const strategyCall = contractRules(leads.submitStrategyCall!, {
  name: 'name?',
  email: 'email?',
  phone: 'phone?',
  preferredTime: 'time?',
});

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

describe('contractRules', () => {
  it('reads the request body schema from the contract', () => {
    expect(leads.submitStrategyCall!.properties!.phone!.maxLength).toBe(40);
    expect(leads.submitStageInquiry!.properties!.email!.format).toBe('email');
    expect(identity.login!.required).toEqual(['email', 'password']);
  });

  it('holds a field the contract fixes to one value (a consent that must be given)', () => {
    const signature = contractRules(onboarding.signContract!, { fullName: 'name?', consent: 'consent?' });
    expect(errorsOf(signature.safeParse({ fullName: 'Ada Moreau', consent: false }))).toEqual({ consent: 'consent?' });
    expect(signature.safeParse({ fullName: ' Ada Moreau ', consent: true }).data).toEqual({
      fullName: 'Ada Moreau',
      consent: true,
    });
  });

  it('accepts a valid body and trims what it sends', () => {
    const result = strategyCall.safeParse({
      name: ' Ada ',
      email: 'ada@shop.ca ',
      phone: '+1 (780) 555-0142',
      preferredTime: 'evening',
    });
    expect(result.data).toEqual({ name: 'Ada', email: 'ada@shop.ca', phone: '+1 (780) 555-0142', preferredTime: 'evening' });
  });

  it("shows each field's own message for whatever rule it breaks", () => {
    const result = strategyCall.safeParse({ name: '   ', email: 'owner@shop', phone: 'call me', preferredTime: 'noon' });
    expect(errorsOf(result)).toEqual({ name: 'name?', email: 'email?', phone: 'phone?', preferredTime: 'time?' });
  });

  it("applies the contract's lengths", () => {
    const result = strategyCall.safeParse({
      name: 'A'.repeat(121),
      email: 'ada@shop.ca',
      phone: '1'.repeat(41),
      preferredTime: 'morning',
    });
    expect(errorsOf(result)).toEqual({ name: 'name?', phone: 'phone?' });
  });

  it('keeps a verbatim field as typed', () => {
    const login = contractRules(identity.login!, { email: 'e', password: 'p' }, ['password']);
    expect(login.parse({ email: 'me@shop.ca', password: ' secret ' })).toEqual({ email: 'me@shop.ca', password: ' secret ' });
    expect(errorsOf(login.safeParse({ email: 'me@shop.ca', password: '' }))).toEqual({ password: 'p' });
  });

  it('refuses a field the contract does not have', () => {
    expect(() => contractRules(leads.submitStageInquiry!, { website: 'w' })).toThrow('The contract has no field website');
  });

  describe('with booleans, nullable fields, ids and lists', () => {
    const post = contractRules(content.createPost, {
      authorId: 'author?',
      published: 'published?',
      categoryId: 'category?',
      tags: 'tags?',
      seoTitle: 'seo?',
    });
    const valid = {
      authorId: '7F1C2A4E-0000-4000-8000-000000000001',
      published: false,
      categoryId: '',
      tags: ' Web Design, SEO ,, Web Design ',
      seoTitle: '  ',
    };

    it('sends an empty nullable field as null and comma-separated text as a list without repeats', () => {
      expect(post.parse(valid)).toEqual({
        authorId: '7F1C2A4E-0000-4000-8000-000000000001',
        published: false,
        categoryId: null,
        tags: ['Web Design', 'SEO'],
        seoTitle: null,
      });
      expect(
        post.parse({ ...valid, categoryId: '7f1c2a4e-0000-4000-8000-000000000002', tags: '', seoTitle: ' Hi ' }),
      ).toMatchObject({
        categoryId: '7f1c2a4e-0000-4000-8000-000000000002',
        tags: [],
        seoTitle: 'Hi',
      });
    });

    it('checks the id shape, the booleans, the list bounds and the nullable field behind its null', () => {
      const tooManyTags = Array.from({ length: 21 }, (_, index) => `tag ${index}`).join(',');
      const result = post.safeParse({
        authorId: 'not-an-id',
        published: 'yes',
        categoryId: 'nope',
        tags: tooManyTags,
        seoTitle: 'S'.repeat(71),
      });
      expect(errorsOf(result)).toEqual({
        authorId: 'author?',
        published: 'published?',
        categoryId: 'category?',
        tags: 'tags?',
        seoTitle: 'seo?',
      });
      const badTag = post.safeParse({ ...valid, authorId: '', tags: `ok, ${'x'.repeat(81)}` });
      expect(errorsOf(badTag)).toEqual({ authorId: 'author?', tags: 'tags?' });
      // On the list as a whole, where the form shows it.
      expect(badTag.error!.issues.find((issue) => issue.message === 'tags?')!.path).toEqual(['tags']);
    });
  });

  describe('with a choice of enums and a list of checked options', () => {
    const proposal = contractRules(leads.submitProposal!, { industry: 'industry?', businessName: 'name?', goals: 'goals?' });
    const application = contractRules(leads.submitApplication!, { interests: 'interests?', year: 'year?' });

    it('takes any value of either enum, the empty one included, and nothing else', () => {
      expect(proposal.parse({ industry: 'retail', businessName: '', goals: 'More bookings' })).toEqual({
        industry: 'retail',
        businessName: '',
        goals: 'More bookings',
      });
      expect(proposal.parse({ industry: '', goals: 'More bookings' }).industry).toBe('');
      expect(errorsOf(proposal.safeParse({ industry: 'mining', goals: ' ' }))).toEqual({
        industry: 'industry?',
        goals: 'goals?',
      });
    });

    it('takes the checked options as they are, none included, and refuses one the contract does not list', () => {
      expect(application.parse({ interests: ['Web Development', 'Graphic Design'], year: '5+' })).toEqual({
        interests: ['Web Development', 'Graphic Design'],
        year: '5+',
      });
      expect(application.parse({ interests: [], year: '1' }).interests).toEqual([]);
      expect(errorsOf(application.safeParse({ interests: ['Accounting'], year: '' }))).toEqual({
        interests: 'interests?',
        year: 'year?',
      });
    });
  });

  describe('with a shared type under allOf', () => {
    const newClient = contractRules(onboarding.createClient, {
      businessName: 'business?',
      contactName: 'contact?',
      email: 'email?',
      phone: 'phone?',
      package: 'package?',
    });

    it("takes the shared type's values (the package) and refuses others", () => {
      expect(onboarding.createClient.properties.package.allOf).toHaveLength(1);
      expect(newClient.parse({ businessName: ' Prairie Bakery ', email: 'ada@bakery.ca', package: 'starter' })).toEqual({
        businessName: 'Prairie Bakery',
        email: 'ada@bakery.ca',
        package: 'starter',
      });
      expect(errorsOf(newClient.safeParse({ businessName: 'Prairie Bakery', email: 'ada@bakery.ca', package: 'gold' }))).toEqual({
        package: 'package?',
      });
    });

    it('applies the rest of the contract to the other fields', () => {
      expect(
        errorsOf(newClient.safeParse({ businessName: '   ', email: 'ada@', phone: 'call me', contactName: 'x'.repeat(121) })),
      ).toEqual({
        businessName: 'business?',
        email: 'email?',
        phone: 'phone?',
        contactName: 'contact?',
      });
      expect(newClient.parse({ businessName: 'B', email: 'a@b.ca', phone: '' }).phone).toBe('');
    });
  });
});
