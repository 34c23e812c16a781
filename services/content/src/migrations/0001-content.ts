import { Migration } from '@mikro-orm/migrations';
import { termTableSql } from './taxonomy-tables.js';

// A migration is history, so it spells out its values; test/schema.int.test.ts holds each CHECK to the contract
// (openapi/content.yaml) it mirrors: slug and file-name patterns, lengths, enums and ranges.
class CreateContent extends Migration {
  override up(): void {
    this.addSql(`
      CREATE TABLE media (
        name text PRIMARY KEY CHECK (name ~ '^[a-z0-9]+(-[a-z0-9]+)*\\.(png|jpg|webp|svg)$' AND char_length(name) BETWEEN 5 AND 120),
        content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg', 'image/webp', 'image/svg+xml')),
        bytes bytea NOT NULL CHECK (octet_length(bytes) BETWEEN 1 AND 2097152),
        width integer NOT NULL CHECK (width BETWEEN 1 AND 20000),
        height integer NOT NULL CHECK (height BETWEEN 1 AND 20000),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql(`
      CREATE TABLE team_members (
        id uuid PRIMARY KEY,
        name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 120),
        role text NOT NULL CHECK (char_length(role) BETWEEN 1 AND 120),
        avatar_url text CHECK (avatar_url ~ '^(/api/content/media/[a-z0-9-]+\\.(png|jpg|webp|svg)|https://[^\\s]+)$' AND char_length(avatar_url) <= 2048),
        active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql('CREATE INDEX team_members_active_name ON team_members (name) WHERE active');
    this.addSql(`
      CREATE TABLE partners (
        id uuid PRIMARY KEY,
        name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 120),
        logo_url text NOT NULL CHECK (logo_url ~ '^(/api/content/media/[a-z0-9-]+\\.(png|jpg|webp|svg)|https://[^\\s]+)$' AND char_length(logo_url) <= 2048),
        active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql('CREATE INDEX partners_active_name ON partners (name) WHERE active');
    this.addSql(termTableSql('categories'));
    this.addSql(termTableSql('tags'));
    this.addSql(`
      CREATE TABLE posts (
        id uuid PRIMARY KEY,
        title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 200),
        slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9_]+(-+[a-z0-9_]+)*$' AND char_length(slug) BETWEEN 1 AND 200),
        excerpt text NOT NULL CHECK (char_length(excerpt) BETWEEN 1 AND 1000),
        content text NOT NULL CHECK (char_length(content) BETWEEN 1 AND 100000),
        cover_image text NOT NULL CHECK (cover_image ~ '^(/api/content/media/[a-z0-9-]+\\.(png|jpg|webp|svg)|https://[^\\s]+)$' AND char_length(cover_image) <= 2048),
        author_id uuid REFERENCES team_members (id) ON DELETE SET NULL,
        author_name text NOT NULL CHECK (char_length(author_name) BETWEEN 1 AND 120),
        author_avatar text CHECK (author_avatar ~ '^(/api/content/media/[a-z0-9-]+\\.(png|jpg|webp|svg)|https://[^\\s]+)$' AND char_length(author_avatar) <= 2048),
        published boolean NOT NULL DEFAULT false,
        featured boolean NOT NULL DEFAULT false,
        category_id uuid REFERENCES categories (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        published_at timestamptz,
        CHECK (NOT published OR published_at IS NOT NULL)
      )`);
    this.addSql('CREATE INDEX posts_published ON posts (published_at DESC, id DESC) WHERE published');
    this.addSql('CREATE INDEX posts_created_at ON posts (created_at DESC, id DESC)');
    this.addSql('CREATE INDEX posts_category ON posts (category_id)');
    this.addSql(`
      CREATE TABLE post_tags (
        post_id uuid NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
        tag_id uuid NOT NULL REFERENCES tags (id) ON DELETE CASCADE,
        PRIMARY KEY (post_id, tag_id)
      )`);
    this.addSql('CREATE INDEX post_tags_tag ON post_tags (tag_id, post_id)');
    this.addSql(`
      CREATE TABLE post_seo_meta (
        post_id uuid PRIMARY KEY REFERENCES posts (id) ON DELETE CASCADE,
        title text CHECK (char_length(title) <= 70),
        description text CHECK (char_length(description) <= 160)
      )`);
    this.addSql(`
      CREATE TABLE services (
        id uuid PRIMARY KEY,
        slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND char_length(slug) BETWEEN 1 AND 80),
        title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 120),
        description text NOT NULL CHECK (char_length(description) BETWEEN 1 AND 2000),
        active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql(`
      CREATE TABLE service_features (
        id uuid PRIMARY KEY,
        service_id uuid NOT NULL REFERENCES services (id) ON DELETE CASCADE,
        title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 120),
        description text NOT NULL CHECK (char_length(description) BETWEEN 1 AND 1000),
        display_order integer NOT NULL CHECK (display_order BETWEEN 0 AND 10000)
      )`);
    this.addSql('CREATE INDEX service_features_order ON service_features (service_id, display_order)');
    this.addSql(`
      CREATE TABLE service_case_studies (
        id uuid PRIMARY KEY,
        service_id uuid NOT NULL REFERENCES services (id) ON DELETE CASCADE,
        title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 200),
        description text NOT NULL CHECK (char_length(description) BETWEEN 1 AND 2000),
        cover_image text NOT NULL CHECK (cover_image ~ '^(/api/content/media/[a-z0-9-]+\\.(png|jpg|webp|svg)|https://[^\\s]+)$' AND char_length(cover_image) <= 2048),
        client_name text NOT NULL CHECK (char_length(client_name) BETWEEN 1 AND 120),
        client_industry text NOT NULL CHECK (char_length(client_industry) BETWEEN 1 AND 120),
        project_url text CHECK (char_length(project_url) <= 2048),
        challenge text NOT NULL CHECK (char_length(challenge) BETWEEN 1 AND 4000),
        solution text NOT NULL CHECK (char_length(solution) BETWEEN 1 AND 4000),
        results jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(results) = 'object'),
        gallery_images text[] NOT NULL DEFAULT '{}' CHECK (cardinality(gallery_images) <= 30),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql('CREATE INDEX service_case_studies_newest ON service_case_studies (service_id, created_at DESC)');
    this.addSql(`
      CREATE TABLE service_testimonials (
        id uuid PRIMARY KEY,
        service_id uuid NOT NULL REFERENCES services (id) ON DELETE CASCADE,
        quote text NOT NULL CHECK (char_length(quote) BETWEEN 1 AND 2000),
        author_name text NOT NULL CHECK (char_length(author_name) BETWEEN 1 AND 120),
        author_role text NOT NULL CHECK (char_length(author_role) BETWEEN 1 AND 120),
        rating integer NOT NULL CHECK (rating BETWEEN 1 AND 5),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql('CREATE INDEX service_testimonials_newest ON service_testimonials (service_id, created_at DESC)');
    this.addSql(`
      CREATE TABLE service_pricing_tiers (
        id uuid PRIMARY KEY,
        service_id uuid NOT NULL REFERENCES services (id) ON DELETE CASCADE,
        name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 80),
        price_cents integer NOT NULL CHECK (price_cents BETWEEN 0 AND 100000000),
        interval text NOT NULL CHECK (interval IN ('month', 'project')),
        features text[] NOT NULL DEFAULT '{}' CHECK (cardinality(features) <= 30),
        highlighted boolean NOT NULL DEFAULT false
      )`);
    this.addSql('CREATE INDEX service_pricing_tiers_price ON service_pricing_tiers (service_id, price_cents)');
    // Which one-off data loads (the demo content) have run, so a restart or a second replica does not repeat them.
    this.addSql('CREATE TABLE seed_runs (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
  }
}

export const migrations = [{ name: '0001-content', class: CreateContent }];
