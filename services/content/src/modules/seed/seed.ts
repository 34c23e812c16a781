import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { EntityManager } from '@mikro-orm/postgresql';
import { execute, recordEvent, type ServiceContext } from '@agency/kit';
import { contentEvents } from '@agency/contracts';
import type { ContentConfig } from '../../config.js';
import { slugOf } from '../../slugs.js';
import {
  Service,
  ServiceCaseStudy,
  ServiceFeature,
  ServicePricingTier,
  ServiceTestimonial,
} from '../catalogue/catalogue.entity.js';
import { imageSize } from '../media/image-size.js';
import { mediaUrl } from '../media/images.js';
import { Media } from '../media/media.entity.js';
import { Partner } from '../partners/partner.entity.js';
import { Post, PostSeoMeta, PostTag } from '../posts/post.entity.js';
import { Category } from '../taxonomy/taxonomy.entity.js';
import { ensureTags } from '../taxonomy/tags.service.js';
import { TeamMember } from '../team/team-member.entity.js';
import { avatarArt, coverArt, galleryArt, type Artwork, type Palette } from './artwork.js';
import { demoCaseStudy, demoPricingTiers, demoServices, demoTestimonials } from './demo-catalogue.js';
import { demoPartners, demoTeam } from './demo-people.js';
import { demoCategories, demoPosts, type DemoCategory } from './demo-posts.js';

/** The marker of this load in seed_runs; a new version of the demo content would get a new name. */
const seedName = 'demo-content-v1';

const palettes: Record<DemoCategory | 'none', Palette> = {
  'Local SEO': { from: '#2f855a', to: '#1a4731', accent: '#f6e05e' },
  'Social Media': { from: '#b83280', to: '#553c9a', accent: '#fbb6ce' },
  Websites: { from: '#2b6cb0', to: '#1a365d', accent: '#63b3ed' },
  none: { from: '#b3261e', to: '#63171b', accent: '#feb2b2' },
};
const clientPalette: Palette = { from: '#1a365d', to: '#38b2ac', accent: '#2f855a' };

function storeArtwork(em: EntityManager, artwork: Artwork, createdAt: Date): string {
  em.create(Media, {
    name: artwork.name,
    contentType: 'image/svg+xml',
    bytes: Buffer.from(artwork.svg),
    byteSize: Buffer.byteLength(artwork.svg),
    variants: [],
    width: artwork.width,
    height: artwork.height,
    createdAt,
  });
  return mediaUrl(artwork.name);
}

function storePartnerLogo(em: EntityManager, file: string, createdAt: Date): string {
  const bytes = readFileSync(new URL(`../../../assets/partners/${file}`, import.meta.url));
  const size = imageSize('image/svg+xml', bytes);
  if (!size) throw new Error(`assets/partners/${file} has no viewBox`);
  const name = `partner-${file}`;
  em.create(Media, { name, contentType: 'image/svg+xml', bytes, byteSize: bytes.length, variants: [], ...size, createdAt });
  return mediaUrl(name);
}

async function seedPeople(em: EntityManager, now: Date): Promise<Map<string, TeamMember>> {
  const members = new Map<string, TeamMember>();
  for (const person of demoTeam) {
    const avatar = storeArtwork(em, avatarArt(`avatar-${slugOf(person.name)}.svg`, person.name, person.colour), now);
    members.set(
      person.name,
      em.create(TeamMember, {
        id: randomUUID(),
        name: person.name,
        role: person.role,
        avatarUrl: avatar,
        active: person.active,
        createdAt: now,
      }),
    );
  }
  for (const partner of demoPartners) {
    const logoUrl = storePartnerLogo(em, partner.logoFile, now);
    em.create(Partner, { id: randomUUID(), name: partner.name, logoUrl, active: partner.active, createdAt: now });
  }
  await em.flush();
  return members;
}

async function seedPosts(em: EntityManager, members: Map<string, TeamMember>, now: Date): Promise<void> {
  const categories = new Map<string, string>();
  for (const name of demoCategories) {
    const category = em.create(Category, { id: randomUUID(), name, slug: slugOf(name), createdAt: now });
    categories.set(name, category.id);
  }
  await em.flush(); // the posts below refer to the categories
  const posts: Array<{ post: Post; tags: string[]; seo: { title: string | null; description: string | null } }> = [];
  for (const demo of demoPosts) {
    const author = members.get(demo.author);
    if (!author) throw new Error(`demo post ${demo.slug}: no team member ${demo.author}`);
    const category = demo.category ?? 'none';
    const cover = storeArtwork(
      em,
      coverArt(`cover-${demo.slug}.svg`, demo.title, category === 'none' ? 'Guide' : category, palettes[category]),
      now,
    );
    const publishedAt = demo.publishedAt ? new Date(demo.publishedAt) : null;
    const post = em.create(Post, {
      id: randomUUID(),
      title: demo.title,
      slug: demo.slug,
      excerpt: demo.excerpt,
      content: demo.content,
      coverImage: cover,
      authorId: author.id,
      authorName: author.name,
      authorAvatar: author.avatarUrl ?? null,
      published: publishedAt !== null,
      featured: demo.featured,
      categoryId: demo.category ? categories.get(demo.category)! : null,
      createdAt: new Date(demo.createdAt),
      updatedAt: publishedAt ?? new Date(demo.createdAt),
      publishedAt,
      status: publishedAt === null ? 'draft' : 'published',
      submittedAt: null,
      reviewComment: null,
      reviewedByName: null,
      reviewedAt: null,
      createdByUserId: null,
      createdByEmail: null,
      createdByName: null,
    });
    posts.push({ post, tags: demo.tags, seo: { title: demo.seoTitle ?? null, description: demo.seoDescription ?? null } });
  }
  await em.flush();
  for (const { post, tags, seo } of posts) {
    const tagIds = await ensureTags(em, tags);
    await em.insertMany(
      PostTag,
      tagIds.map((tagId) => ({ postId: post.id, tagId })),
    );
    await em.insert(PostSeoMeta, { postId: post.id, ...seo });
    // Readers of the post events (search, page caches) learn about the demo posts as about any other.
    const facts = { postId: post.id, slug: post.slug, title: post.title, published: post.published, occurredBy: null };
    recordEvent(em, 'content', contentEvents.postCreated, facts);
    if (post.publishedAt) {
      recordEvent(em, 'content', contentEvents.postPublished, { ...facts, publishedAt: post.publishedAt.toISOString() });
    }
  }
}

async function seedCatalogue(em: EntityManager, now: Date): Promise<void> {
  const services = new Map<string, string>();
  for (const demo of demoServices) {
    const service = em.create(Service, {
      id: randomUUID(),
      slug: demo.slug,
      title: demo.title,
      description: demo.description,
      active: true,
      createdAt: now,
    });
    services.set(demo.slug, service.id);
  }
  await em.flush();
  const serviceId = (slug: string) => services.get(slug)!;
  for (const demo of demoServices) {
    demo.features.forEach((feature, index) =>
      em.create(ServiceFeature, { id: randomUUID(), serviceId: serviceId(demo.slug), ...feature, displayOrder: index + 1 }),
    );
  }
  const study = demoCaseStudy;
  const createdAt = new Date(study.createdAt);
  em.create(ServiceCaseStudy, {
    id: randomUUID(),
    serviceId: serviceId(study.serviceSlug),
    title: study.title,
    description: study.description,
    coverImage: storeArtwork(
      em,
      coverArt('case-study-northern-lights-physio.svg', study.title, 'Case study', clientPalette),
      createdAt,
    ),
    clientName: study.clientName,
    clientIndustry: study.clientIndustry,
    projectUrl: study.projectUrl,
    challenge: study.challenge,
    solution: study.solution,
    results: study.results,
    galleryImages: study.gallery.map((shot, index) =>
      storeArtwork(
        em,
        galleryArt(`gallery-northern-lights-physio-${index + 1}.svg`, shot.caption, shot.heading, clientPalette),
        createdAt,
      ),
    ),
    createdAt,
  });
  for (const { serviceSlug, createdAt: at, ...testimonial } of demoTestimonials) {
    em.create(ServiceTestimonial, {
      id: randomUUID(),
      serviceId: serviceId(serviceSlug),
      ...testimonial,
      createdAt: new Date(at),
    });
  }
  for (const { serviceSlug, ...tier } of demoPricingTiers) {
    em.create(ServicePricingTier, { id: randomUUID(), serviceId: serviceId(serviceSlug), ...tier, interval: 'month' });
  }
  await em.flush();
}

/**
 * Gives a new install believable demo content: the six services and the portfolio, the blog, partners and
 * team, with every image stored in the media table. It runs once per database, in one transaction: a restart,
 * or a second replica starting beside the first, finds its marker and changes nothing; content the team has
 * edited or deleted since stays as they left it. Returns whether it loaded anything.
 */
export async function seedDemoContent({ orm, relay, config, log }: ServiceContext<ContentConfig>): Promise<boolean> {
  if (!config.SEED_DEMO_DATA) return false;
  const seeded = await orm.em.fork().transactional(async (em) => {
    // Waits for another replica's seeding transaction, then finds its marker.
    const claimed = await execute(em, 'INSERT INTO seed_runs (name) VALUES (:seedName) ON CONFLICT DO NOTHING', { seedName });
    if (claimed.rowCount === 0) return false;
    const now = new Date();
    const members = await seedPeople(em, now);
    await seedPosts(em, members, now);
    await seedCatalogue(em, now);
    return true;
  });
  if (seeded) relay.wake();
  log.info({ seeded }, 'demo content');
  return seeded;
}
