import type { components } from '@agency/contracts/openapi/content';

export type Post = components['schemas']['Post'];
export type PostSummary = components['schemas']['PostSummary'];
export type PostInput = components['schemas']['PostInput'];
export type TeamMember = components['schemas']['TeamMember'];
export type Category = components['schemas']['Category'];
export type Image = components['schemas']['Image'];
export type PostVersionSummary = components['schemas']['PostVersionSummary'];
export type PostVersion = components['schemas']['PostVersion'];
export type PostVersionField = components['schemas']['PostVersionField'];
export type PreviewLink = components['schemas']['PreviewLink'];
export type NewPreviewLink = components['schemas']['NewPreviewLink'];
