import { buildService, openStorage, type Service } from '@agency/kit';
import type { ContentConfig } from './config.js';
import { contentContract } from './contract.js';
import { entities } from './entities.js';
import { migrations } from './migrations/0001-content.js';
import { migrations as searchMigrations } from './migrations/0002-search-documents.js';
import { migrations as redirectMigrations } from './migrations/0003-post-redirects.js';
import { migrations as reviewMigrations } from './migrations/0004-post-review.js';
import { migrations as categorySlugMigrations } from './migrations/0006-category-slugs.js';
import { migrations as scheduleMigrations } from './migrations/0007-post-schedule.js';
import { migrations as catalogueMigrations } from './migrations/0008-service-catalogue-admin.js';
import { migrations as versionMigrations } from './migrations/0010-post-versions.js';
import { migrations as mediaStorageMigrations } from './migrations/0009-media-storage.js';
import { migrations as tagSlugMigrations } from './migrations/0011-tag-slugs.js';
import { catalogueModule } from './modules/catalogue/catalogue.module.js';
import { documentsModule } from './modules/documents/documents.module.js';
import { mediaModule } from './modules/media/media.module.js';
import { moveMediaToStorage } from './modules/media/media.service.js';
import { partnersModule } from './modules/partners/partners.module.js';
import { ReadCache } from './read-cache.js';
import { postsModule } from './modules/posts/posts.module.js';
import { postScheduleModule } from './modules/posts/post-schedule.module.js';
import { searchModule } from './modules/search/search.module.js';
import { seedDemoContent } from './modules/seed/seed.js';
import { siteModule } from './modules/site/site.module.js';
import { taxonomyModule } from './modules/taxonomy/taxonomy.module.js';
import { teamModule } from './modules/team/team.module.js';

/** The content service: the blog, partners, team, services, images, documents, the site map and site search. */
export async function buildContentService(config: ContentConfig): Promise<Service<ContentConfig>> {
  // Search re-indexes at start-up once the demo content below is in place (or failed to load).
  let contentLoaded!: () => void;
  const loaded = new Promise<void>((resolve) => (contentLoaded = resolve));
  const readCache = new ReadCache(config.READ_CACHE_TTL_MS);
  // Apart from the other reads: searches are many and varied, and must not push the pages' answers out.
  const searchCache = new ReadCache(config.SEARCH_CACHE_TTL_MS, 1000);
  const storage = await openStorage(config, 'media');
  const service = await buildService({
    name: 'content',
    config,
    contract: contentContract,
    entities,
    migrations: [
      ...migrations,
      ...searchMigrations,
      ...redirectMigrations,
      ...reviewMigrations,
      ...categorySlugMigrations,
      ...scheduleMigrations,
      ...catalogueMigrations,
      ...versionMigrations,
      ...mediaStorageMigrations,
      ...tagSlugMigrations,
    ],
    modules: [
      postsModule(readCache),
      taxonomyModule(readCache),
      partnersModule(readCache),
      teamModule(readCache),
      catalogueModule(readCache),
      mediaModule(storage),
      documentsModule,
      siteModule,
      searchModule(loaded, searchCache),
      postScheduleModule(readCache),
    ],
  });
  service.app.addHook('onClose', () => storage.close());
  try {
    await seedDemoContent(service.context);
    // Images kept in PostgreSQL before object storage (and the demo content's) move there, a batch at a time.
    await moveMediaToStorage({ orm: service.context.orm, storage });
  } catch (error) {
    await service.app.close();
    throw error;
  } finally {
    contentLoaded();
  }
  return service;
}
