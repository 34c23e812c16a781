import {
  Service,
  ServiceCaseStudy,
  ServiceFeature,
  ServicePricingTier,
  ServiceTestimonial,
} from './modules/catalogue/catalogue.entity.js';
import { Media } from './modules/media/media.entity.js';
import { Partner } from './modules/partners/partner.entity.js';
import { PostPreviewLink } from './modules/posts/post-preview-link.entity.js';
import { Post, PostRedirect, PostRevision, PostSeoMeta, PostTag } from './modules/posts/post.entity.js';
import { Category, Tag } from './modules/taxonomy/taxonomy.entity.js';
import { TeamMember } from './modules/team/team-member.entity.js';

/** Every table the service maps, for the ORM. */
export const entities = [
  Media,
  TeamMember,
  Partner,
  Category,
  Tag,
  Post,
  PostTag,
  PostSeoMeta,
  PostRedirect,
  PostRevision,
  PostPreviewLink,
  Service,
  ServiceFeature,
  ServiceCaseStudy,
  ServiceTestimonial,
  ServicePricingTier,
];
