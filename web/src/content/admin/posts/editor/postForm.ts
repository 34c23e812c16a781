import { requestBodies } from '@agency/contracts/openapi/content.schemas';
import type { ContractForm } from '../../../../shared/forms/useContractForm';
import { t } from '../../../../shared/i18n/messages';
import type { Post, PostInput } from '../post';

/** The request body both create and update send (the contract gives them the same one). */
export const postBody = requestBodies.createPost;
const fields = postBody.properties;

/** What the editor's inputs hold: the body's fields as typed, tags as comma-separated text. */
export interface PostFormValues {
  title: string;
  slug: string;
  authorId: string;
  coverImage: string;
  excerpt: string;
  content: string;
  published: boolean;
  featured: boolean;
  categoryId: string;
  tags: string;
  seoTitle: string;
  seoDescription: string;
}

export type PostForm = ContractForm<PostFormValues, PostInput>;

/** The editor's fields as a member sent them for a published post's change. */
function fromInput(input: PostInput): PostFormValues {
  return {
    title: input.title,
    slug: input.slug,
    authorId: input.authorId,
    coverImage: input.coverImage,
    excerpt: input.excerpt,
    content: input.content,
    published: input.published,
    featured: input.featured,
    categoryId: input.categoryId ?? '',
    tags: (input.tags ?? []).join(', '),
    seoTitle: input.seoTitle ?? '',
    seoDescription: input.seoDescription ?? '',
  };
}

/**
 * A new post starts empty, unpublished and not featured (spec §4); an existing one as it is stored, or, when
 * a change to it waits for review or came back, as that change has it (what the writer revises and the
 * reviewer publishes).
 */
export function toFormValues(post?: Post): PostFormValues {
  if (post?.revision) return fromInput(post.revision.fields);
  return {
    title: post?.title ?? '',
    slug: post?.slug ?? '',
    authorId: post?.authorId ?? '',
    coverImage: post?.coverImage.url ?? '',
    excerpt: post?.excerpt ?? '',
    content: post?.content ?? '',
    published: post?.published ?? false,
    featured: post?.featured ?? false,
    categoryId: post?.category?.id ?? '',
    tags: post?.tags.map((tag) => tag.name).join(', ') ?? '',
    seoTitle: post?.seo.title ?? '',
    seoDescription: post?.seo.description ?? '',
  };
}

/** Each field's message, with the contract's limits in it. */
export function editorMessages(): Record<keyof PostFormValues, string> {
  return {
    title: t('editor.title.invalid', { max: fields.title.maxLength }),
    slug: t('editor.slug.invalid'),
    authorId: t('editor.author.invalid'),
    coverImage: t('editor.cover.invalid'),
    excerpt: t('editor.excerpt.invalid', { max: fields.excerpt.maxLength }),
    content: t('editor.content.invalid'),
    published: t('editor.checkbox.invalid'),
    featured: t('editor.checkbox.invalid'),
    categoryId: t('editor.category.invalid'),
    tags: t('editor.tags.invalid', { max: fields.tags.maxItems, length: fields.tags.items.maxLength }),
    seoTitle: t('editor.seoTitle.invalid', { max: fields.seoTitle.maxLength }),
    seoDescription: t('editor.seoDescription.invalid', { max: fields.seoDescription.maxLength }),
  };
}

/** Whether a cover address is one the contract accepts, so the preview shows only real candidates. */
export const isCoverImageUrl = (url: string) => new RegExp(fields.coverImage.pattern, 'u').test(url.trim());
