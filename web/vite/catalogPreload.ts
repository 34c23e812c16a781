import type { Plugin } from 'vite';

/**
 * Adds a modulepreload of the site's words (src/shared/i18n/en.ts, a chunk of its own so that a page loads the words
 * of its language alone) to index.html, so they arrive beside the entry rather than after it: main.tsx waits
 * for them before the first render.
 */
export function catalogPreload(): Plugin {
  return {
    name: 'catalog-preload',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const site = Object.values(bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith('/src/shared/i18n/en.ts'),
        );
        if (!site) throw new Error('The build has no chunk of the site’s words (src/shared/i18n/en.ts)');
        return [{ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${site.fileName}` }, injectTo: 'head' }];
      },
    },
  };
}
